import Foundation
import Declarative

/// What a position channel holds across all marks.
enum ChannelKind: Equatable { case none, number, date, category }

/// Which way a bar, area or rectangle measures: vertical bars measure along y.
enum MarkOrientation: Equatable { case vertical, horizontal }

/// The chart's marks resolved against each other, before any size is known: channel kinds,
/// orientation, stacking, series order and sector angles (Swift Charts' documentation).
///
/// Treatment of bad data (documented behaviour): a mark whose value on a channel is NaN or ±∞
/// is skipped — it draws nothing, takes no part in stacking and does not widen the scales; in a
/// line or area it breaks the curve into separate runs. Sectors with non-finite or negative
/// values get no slice. Empty content draws empty axes over the domain 0…1.
struct ChartModel {
    var marks: MarkList
    var xKind: ChannelKind
    var yKind: ChannelKind
    /// Per mark: the orientation of bars, areas and rectangles.
    var orientation: [MarkOrientation]
    /// Per mark: the extent on the measured axis after stacking (bars, areas), nil when the mark
    /// is not measured from a baseline or is skipped.
    var measured: MeasuredExtents
    /// Per mark: whether it can be drawn at all (no NaN/∞ on its data channels).
    var isDrawable: [Bool]
    /// Distinct `foregroundStyle(by:)` values in legend order.
    var seriesDomain: [PlottablePrimitive]
    var seriesIndex: [PlottablePrimitive: Int]
    /// The extent of a numeric `foregroundStyle(by:)`, which colours marks on a continuous gradient with a gradient
    /// legend; nil when the values are categories (or dates), or a colour scale names its domain or a mapping.
    var continuousSeries: ClosedRange<Double>?
    /// Distinct `symbol(by:)` values in order of first appearance (after the symbol scale's domain, if it has one).
    var symbolIndex: [PlottablePrimitive: Int]
    /// Distinct `lineStyle(by:)` values in legend order (the line style scale's domain first), and their indices.
    var lineStyleDomain: [PlottablePrimitive]
    var lineStyleIndex: [PlottablePrimitive: Int]
    /// The symbol size scale over the `symbolSize(by:)` values.
    var symbolSizes: ResolvedSymbolSizeScale
    /// Per sector mark: start and end as fractions of the full turn.
    var sectorFractions: [Int: (Double, Double)]
    /// Whether the chart holds only sectors (a pie or donut: no axes).
    var isSectorChart: Bool

    init(marks: MarkList, configuration: ChartConfiguration) {
        self.marks = marks
        xKind = Self.kind(marks, x: true, configuration.xScale)
        yKind = Self.kind(marks, x: false, configuration.yScale)
        isSectorChart = !marks.isEmpty && marks.segments.allSatisfy { $0.columns == nil && $0.rows.allSatisfy { $0.kind == .sector } }

        var domain = configuration.foregroundStyleScale.domain ?? []
        var index: [PlottablePrimitive: Int] = [:]
        for (i, v) in domain.enumerated() where index[v] == nil { index[v] = i }
        var symbols: [PlottablePrimitive: Int] = [:]
        for v in configuration.symbolScale.domain ?? [] where symbols[v] == nil { symbols[v] = symbols.count }
        var lineStyles = EncodingDomain(configuration.lineStyleScale.domain)
        var sizes = EncodingDomain(configuration.symbolSizeScale.domain)
        for m in marks.styleSamples {
            if let s = m.style.foregroundBy, index[s] == nil {
                index[s] = domain.count
                domain.append(s)
            }
            if let s = m.style.symbolBy, symbols[s] == nil { symbols[s] = symbols.count }
            if m.hasStandardStyle { continue }
            if let s = m.style.lineStyleBy { lineStyles.insert(s) }
            if let s = m.style.symbolSizeBy { sizes.insert(s) }
        }
        seriesDomain = domain
        seriesIndex = index
        continuousSeries = Self.continuousExtent(domain, configuration.foregroundStyleScale)
        symbolIndex = symbols
        lineStyleDomain = lineStyles.values
        lineStyleIndex = lineStyles.index
        symbolSizes = ResolvedSymbolSizeScale(configuration.symbolSizeScale, values: sizes.values)

        let (x, y) = (xKind, yKind)
        orientation = []
        isDrawable = []
        orientation.reserveCapacity(marks.count)
        isDrawable.reserveCapacity(marks.count)
        for segment in marks.segments {
            if let c = segment.columns {
                // Every mark of a run has values on both channels, like its first.
                orientation += repeatElement(Self.orientation(of: c.prototype, xKind: x, yKind: y), count: c.count)
                for i in 0..<c.count { isDrawable.append(c.isDrawable(i)) }
            } else {
                for m in segment.rows {
                    orientation.append(Self.orientation(of: m, xKind: x, yKind: y))
                    isDrawable.append(m.x.isFinite && m.y.isFinite)
                }
            }
        }
        measured = MeasuredExtents(count: marks.count)
        sectorFractions = [:]
        stack()
        layOutSectors()
    }

    /// The extent of series values that are all numbers (finite ones; 0…1 when none is), unless the colour scale
    /// fixes a domain or a mapping, or is categorical.
    static func continuousExtent(_ domain: [PlottablePrimitive], _ scale: ForegroundStyleScale) -> ClosedRange<Double>? {
        guard !domain.isEmpty, scale.domain == nil, scale.mapping == nil, scale.type != .category else { return nil }
        var lo = Double.infinity, hi = -Double.infinity
        for value in domain {
            guard case .number(let v) = value else { return nil }
            if v.isFinite { lo = min(lo, v); hi = max(hi, v) }
        }
        return lo <= hi ? lo...hi : 0...1
    }

    /// The scale kind of the x or y channel of `marks` (see below); a column run adds its column's kind.
    static func kind(_ marks: MarkList, x: Bool, _ config: ScaleConfiguration) -> ChannelKind {
        if let kind = configuredKind(config) { return kind }
        var kind = ChannelKind.none
        for segment in marks.segments {
            let k = segment.columns.map { (x ? $0.xKind : $0.yKind) == .date ? ChannelKind.date : .number }
                ?? Self.kind(segment.rows.lazy.map { x ? $0.x : $0.y }, config)
            switch k {
            case .category: return .category
            case .date: kind = .date
            case .number: if kind == .none { kind = .number }
            case .none: break
            }
        }
        return kind
    }

    /// The kind a scale modifier fixes, if any.
    private static func configuredKind(_ config: ScaleConfiguration) -> ChannelKind? {
        if config.categories != nil || config.type == .category { return .category }
        if let (a, _) = config.continuousDomain { return a.continuousValue == nil ? .category : (a.isDate ? .date : .number) }
        return nil
    }

    /// The scale kind of a channel: categories win over dates, dates over numbers.
    static func kind(_ channels: some Sequence<ChannelValue>, _ config: ScaleConfiguration) -> ChannelKind {
        if let kind = configuredKind(config) { return kind }
        var kind = ChannelKind.none
        /// Takes in one value; true when it is a category, which decides the kind.
        func note(_ v: PlottablePrimitive?) -> Bool {
            switch v {
            case .string?: return true
            case .date?: kind = .date
            case .number?: if kind == .none { kind = .number }
            case nil: break
            }
            return false
        }
        for channel in channels where note(channel.first) || note(channel.second) { return .category }
        return kind
    }

    static func orientation(of m: ResolvedMark, xKind: ChannelKind, yKind: ChannelKind) -> MarkOrientation {
        switch (m.x.form, m.y.form) {       // the forms, not the channels: a tuple of the channels copied both
        case (.fixed, .value), (.none, .value):
            // Its transpose: a number along y stacks up from zero; a category or a date lies across at its y.
            return m.kind == .bar && yKind == .number ? .vertical : .horizontal
        case (.interval, .value):
            // A bar over an x interval: up from zero to a number (a histogram's bin, `.value("Length", bin)`), or
            // across at a category (a timeline's row). An area or a line over dates with a unit
            // (`.value("Day", day, unit: .day)`) runs along x with numbers up y, as without the unit.
            return (m.kind == .bar || m.kind == .area || m.kind == .line) && yKind == .number ? .vertical : .horizontal
        case (.interval, .none), (.interval, .fixed):
            return .horizontal
        case (.value, .value):
            if yKind == .category && xKind != .category { return .horizontal }
            if xKind == .number && yKind == .date { return .horizontal }
            return .vertical
        case (.value, .fixed), (.value, .none):
            // A one-dimensional bar (`BarMark(x: .value("Size", 12))`): a number runs along x from zero, stacked with
            // the others into one bar across the plot, as in Swift Charts; a category or a date stands at its x.
            return m.kind == .bar && xKind == .number ? .horizontal : .vertical
        default:
            return .vertical
        }
    }

    /// Stacks bars and areas that share a column (Swift Charts' documentation): the column is the kind, the
    /// stacking method, the other channel's value and the `position(by:)` group.
    private mutating func stack() {
        /// The marks that stack together: one kind and offset, one column (the other channel's value), one group.
        struct GroupKey: Hashable {
            var kind: MarkKind; var offset: StackOffset; var column: String; var group: String

            /// Hashes the column, and the group when there is one: marks of other kinds or offsets in one column are
            /// rare, and hashing every field of every mark's key was a third of stacking a thousand bars.
            func hash(into hasher: inout Hasher) {
                hasher.combine(column)
                if !group.isEmpty { hasher.combine(group) }
            }
        }
        // One pass numbers the columns; a column of one mark (the common case) is laid out without collecting it.
        var columnOf: [GroupKey: Int] = [:]
        columnOf.reserveCapacity(marks.count)
        var firstMember: [Int] = [], memberCount: [Int] = [], column = [Int](repeating: -1, count: marks.count)
        // The value and offset of each column's first mark: a column of one mark is laid out from them, without
        // reading the mark again.
        var firstValue: [Double] = [], firstOffset: [StackOffset] = []
        firstMember.reserveCapacity(marks.count)
        memberCount.reserveCapacity(marks.count)
        firstValue.reserveCapacity(marks.count)
        firstOffset.reserveCapacity(marks.count)
        for (i, m) in marks.singleMarks where (m.kind == .bar || m.kind == .area) && isDrawable[i] {
            let horizontal = orientation[i] == .horizontal
            let channel = horizontal ? m.x : m.y
            let other = horizontal ? m.y : m.x
            switch channel {
            case .interval(let a, let b):
                if let lo = a.continuousValue, let hi = b.continuousValue { measured[i] = min(lo, hi)...max(lo, hi) }
            case .value(let v):
                guard let value = v.continuousValue else { continue }
                guard let offset = m.stacking.offset, offset != .unstacked else {
                    measured[i] = min(0, value)...max(0, value)
                    continue
                }
                let key = GroupKey(kind: m.kind, offset: offset, column: other.primary.map(PositionScale.categoryKey) ?? "",
                                   group: m.style.positionBy.map(PositionScale.categoryKey) ?? "")
                let c = columnOf.value(for: key, insertingIfAbsent: firstMember.count)
                if c == firstMember.count {
                    firstMember.append(i)
                    memberCount.append(0)
                    firstValue.append(value)
                    firstOffset.append(offset)
                }
                memberCount[c] += 1
                column[i] = c
            case .none, .fixed:
                continue
            }
        }
        var shared: [Int: [Int]] = [:]       // the members of columns of several marks, in mark order
        for (i, c) in column.enumerated() where c >= 0 && memberCount[c] > 1 { shared[c, default: []].append(i) }
        for (c, first) in firstMember.enumerated() {
            let offset = firstOffset[c]
            if memberCount[c] == 1 {
                let interval = StackLayout.single(firstValue[c], offset: offset)
                measured[first] = interval.lower...interval.upper
                continue
            }
            guard let members = shared[c] else { continue }
            let sorted = members.enumerated().sorted { a, b in
                let sa = seriesRank(marks[a.element]), sb = seriesRank(marks[b.element])
                return sa != sb ? sa < sb : a.offset < b.offset
            }.map(\.element)
            let items = sorted.map { i -> (column: Int, value: Double) in
                let m = marks[i]
                let v = (orientation[i] == .horizontal ? m.x : m.y).primary?.continuousValue ?? 0
                return (0, v)
            }
            for (i, interval) in zip(sorted, StackLayout.stack(items, offset: offset)) {
                measured[i] = interval.lower...interval.upper
            }
        }
    }

    /// The stacking rank of a mark: its series' index (unseriesed marks first).
    private func seriesRank(_ m: ResolvedMark) -> Int {
        guard let s = m.seriesKey else { return -1 }
        return seriesIndex[s] ?? Int.max
    }

    /// Sector fractions: each value's share of the total of positive, finite values, clockwise
    /// in data order. Range values (`start ..< end`) are fractions of the largest end.
    private mutating func layOutSectors() {
        let sectors = marks.singleMarks.filter { $0.element.kind == .sector }.map(\.offset)
        let values = sectors.map { i -> Double in
            let v = marks[i].angle?.continuousValue ?? 0
            return v.isFinite && v > 0 ? v : 0
        }
        if sectors.contains(where: { marks[$0].angleEnd != nil }) {
            let ends = sectors.compactMap { marks[$0].angleEnd?.continuousValue }.filter(\.isFinite)
            let top = max(ends.max() ?? 1, 1e-300)
            for i in sectors {
                let a = marks[i].angle?.continuousValue ?? 0, b = marks[i].angleEnd?.continuousValue ?? a
                guard a.isFinite, b.isFinite else { isDrawable[i] = false; continue }
                sectorFractions[i] = (max(0, a / top), min(1, b / top))
            }
            return
        }
        let total = values.reduce(0, +)
        var start = 0.0
        for (i, v) in zip(sectors, values) {
            guard total > 0, total.isFinite, v > 0 else { isDrawable[i] = false; continue }
            sectorFractions[i] = (start / total, (start + v) / total)
            start += v
        }
    }
}

/// The distinct values of an encoding in order: a configured domain's first, then each new one as it appears.
struct EncodingDomain {
    private(set) var values: [PlottablePrimitive] = []
    private(set) var index: [PlottablePrimitive: Int] = [:]

    init(_ configured: [PlottablePrimitive]?) {
        for v in configured ?? [] { insert(v) }
    }

    mutating func insert(_ v: PlottablePrimitive) {
        guard index[v] == nil else { return }
        index[v] = values.count
        values.append(v)
    }
}

extension Dictionary where Value == Int {
    /// The value for `key`, after inserting `next` when the key is absent: one hash of the key, where a lookup
    /// followed by an insertion hashes it twice (keys here are strings, hashed once per mark).
    mutating func value(for key: Key, insertingIfAbsent next: Int) -> Int {
        func read(_ value: inout Int) -> Int { value }
        return read(&self[key, default: next])
    }
}

extension PlottablePrimitive {
    var isDate: Bool { if case .date = self { true } else { false } }
}
