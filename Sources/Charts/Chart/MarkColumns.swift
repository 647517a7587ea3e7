import Foundation
import Declarative

/// A run of point-like marks from one `ForEach` (a line of samples, a scatter), stored by column: one array of x
/// values and one of y values, where a `ResolvedMark` per point would cost an object, two labels and a key string
/// each (a million-point line: 240 MB of marks).
///
/// Every mark of the run has the same kind, labels, `series:` and style (the `prototype`'s), and numbers or dates on
/// both channels, the same type on each; only the values and the keys differ. A `ForEach` whose marks do not fit —
/// categories, intervals, fixed coordinates, modifiers inside the `ForEach`, changing labels — is resolved one mark at a
/// time as before, from the first mark that does not fit. Lines and points are never stacked or measured, so the
/// chart's model leaves the run out of its stacking and sector passes.
///
/// `mark(at:)` makes any mark of the run as the general path would have made it, for the code that reads marks one
/// by one; the scales, the scene builder and the accessibility descriptor read the columns.
struct MarkColumns {
    /// What a column holds: numbers, or dates as seconds since the reference date.
    enum ValueKind: Equatable {
        case number, date

        /// The kind of a channel value, nil when it does not fit in a column.
        init?(_ channel: ChannelValue) {
            switch channel {
            case .value(.number): self = .number
            case .value(.date): self = .date
            default: return nil
            }
        }

        func primitive(_ v: Double) -> PlottablePrimitive {
            self == .number ? .number(v) : .date(Date(timeIntervalSinceReferenceDate: v))
        }
    }

    /// The first mark, with the styles in effect: the kind, labels, series and style of every mark of the run.
    let prototype: ResolvedMark
    let xKind: ValueKind
    let yKind: ValueKind
    private(set) var xs: [Double] = []
    private(set) var ys: [Double] = []
    /// The marks' `ForEach` ids while they are integers that rise (no repeats to tell apart) …
    private var intKeys: [Int] = []
    /// … else the keys the general path makes (`ForEachKeys`).
    private var stringKeys: [String] = []
    private(set) var keyedByInt: Bool
    /// The path of the `ForEach` (joined, with a trailing "/"), before each mark's own key.
    let keyPrefix: String

    /// A run starting with `channels`, or nil when they do not fit in columns.
    init?(first channels: MarkChannels, styled prototype: ResolvedMark, keyPrefix: String, capacity: Int, integerIDs: Bool) {
        guard let xk = ValueKind(channels.x), let yk = ValueKind(channels.y) else { return nil }
        self.prototype = prototype
        xKind = xk
        yKind = yk
        self.keyPrefix = keyPrefix
        keyedByInt = integerIDs
        xs.reserveCapacity(capacity)
        ys.reserveCapacity(capacity)
        if integerIDs { intKeys.reserveCapacity(capacity) } else { stringKeys.reserveCapacity(capacity) }
    }

    var count: Int { xs.count }

    /// The values of `channels` when they fit in this run, nil otherwise.
    func values(of channels: MarkChannels) -> (Double, Double)? {
        guard case .value(let px) = channels.x, case .value(let py) = channels.y,
              let x = value(px, xKind), let y = value(py, yKind),
              channels.kind == prototype.kind, channels.xLabel == prototype.xLabel, channels.yLabel == prototype.yLabel,
              channels.series == prototype.series else { return nil }
        return (x, y)
    }

    private func value(_ p: PlottablePrimitive, _ kind: ValueKind) -> Double? {
        switch (p, kind) {
        case (.number(let v), .number): v
        case (.date(let d), .date): d.timeIntervalSinceReferenceDate
        default: nil
        }
    }

    /// Whether an integer id can be kept as one: the keys are integers so far, and it rises above the last one.
    func takes(id: Int) -> Bool { keyedByInt && (intKeys.last.map { id > $0 } ?? true) }

    /// The integer ids so far (empty once the keys are strings).
    var integerKeys: [Int] { intKeys }

    /// Appends a mark with an integer id (`takes(id:)` said yes).
    mutating func append(x: Double, y: Double, id: Int) {
        xs.append(x)
        ys.append(y)
        intKeys.append(id)
    }

    /// Appends a mark with its key; the integer ids so far become keys first.
    mutating func append(x: Double, y: Double, key: String) {
        if keyedByInt {
            stringKeys = intKeys.map(String.init)
            stringKeys.reserveCapacity(xs.capacity)
            intKeys = []
            keyedByInt = false
        }
        xs.append(x)
        ys.append(y)
        stringKeys.append(key)
    }

    /// The key of mark `i` of the run, without the prefix.
    func ownKey(_ i: Int) -> String { keyedByInt ? String(intKeys[i]) : stringKeys[i] }

    /// Mark `i` of the run, as the general path makes it.
    func mark(at i: Int) -> ResolvedMark {
        var m = prototype
        m.x = .value(xKind.primitive(xs[i]))
        m.y = .value(yKind.primitive(ys[i]))
        m.key = keyPrefix + ownKey(i)
        return m
    }

    /// Whether mark `i` can be drawn (both values finite).
    func isDrawable(_ i: Int) -> Bool { xs[i].isFinite && ys[i].isFinite }
}

/// The values of a column run that decide a continuous scale's domain: per channel, the lowest and highest finite
/// value and the lowest positive one (a log scale's lower end), over the marks that can be drawn. A scale inferred
/// from these is the one inferred from every value (`LinearScale.inferredDomain` and the date and log domains read
/// only the finite extremes, of all values or of the positive ones), at a cost of three values for a million.
struct ColumnExtremes {
    var x: [Double] = []
    var y: [Double] = []

    init(_ columns: MarkColumns, drawable: ArraySlice<Bool>) {
        var xl = Double.infinity, xh = -Double.infinity, xp = Double.infinity
        var yl = Double.infinity, yh = -Double.infinity, yp = Double.infinity
        let start = drawable.startIndex
        columns.xs.withUnsafeBufferPointer { xs in
            columns.ys.withUnsafeBufferPointer { ys in
                for i in 0..<xs.count where drawable[start + i] {
                    let a = xs[i], b = ys[i]
                    xl = min(xl, a); xh = max(xh, a)
                    if a > 0 { xp = min(xp, a) }
                    yl = min(yl, b); yh = max(yh, b)
                    if b > 0 { yp = min(yp, b) }
                }
            }
        }
        if xl <= xh { x = [xl, xh] + (xp.isFinite ? [xp] : []) }
        if yl <= yh { y = [yl, yh] + (yp.isFinite ? [yp] : []) }
    }
}
