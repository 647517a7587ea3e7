import Foundation
import Declarative

/// How a chart scrolls along x: `chartScrollableAxes`, `chartXVisibleDomain(length:)`, `chartScrollPosition` and
/// `chartScrollTargetBehavior`, as in Swift Charts (iOS 17).
///
/// A scrolling chart shows `length` of its x domain at a time, starting at the scroll position (its leading
/// edge). Dragging the plot, turning the wheel, or ←/→ (when no selection binding takes them) move it, kept within
/// the data; a value-aligned behaviour snaps the position to a multiple of its unit when a drag ends. Continuous
/// x scales (numbers and dates, where a length is in seconds) scroll; a category axis shows whole.
struct ChartScrolling {
    var axes: Axis.Set = []
    /// How much of the x domain shows at once.
    var visibleLength: Double?
    /// The scroll position binding, as a continuous value (seconds for dates).
    var position: (get: () -> Double?, set: (Double) -> Void)?
    /// Where scrolling starts without a binding.
    var initialX: Double?
    /// The unit a drag's end snaps to.
    var alignment: Double?

    /// Whether the chart scrolls along x.
    var isScrollable: Bool {
        guard axes.contains(.horizontal), let l = visibleLength else { return false }
        return l.isFinite && l > 0
    }

    /// The visible window for data spanning `lo...hi`, starting at `start` (kept within the data).
    func window(start: Double?, data lo: Double, _ hi: Double) -> ClosedRange<Double> {
        let length = visibleLength ?? (hi - lo)
        let s = clamp(start ?? initialX ?? lo, lo, hi)
        return s...(s + length)
    }

    /// A start kept so that the window stays within `lo...hi` (or at `lo` when the data is shorter).
    func clamp(_ start: Double, _ lo: Double, _ hi: Double) -> Double {
        let length = visibleLength ?? 0
        guard start.isFinite else { return lo }
        return max(lo, min(start, hi - length))
    }

    /// A start snapped to the alignment unit.
    func aligned(_ start: Double) -> Double {
        guard let unit = alignment, unit > 0, unit.isFinite else { return start }
        return (start / unit).rounded() * unit
    }
}

/// How a scrolling chart settles, as Swift Charts' `ChartScrollTargetBehavior`.
public protocol ChartScrollTargetBehavior {
    /// The unit the scroll position snaps to, if any.
    var alignmentUnit: Double? { get }
}

/// Snaps the scroll position to multiples of a unit, as Swift Charts' `ValueAlignedChartScrollTargetBehavior`.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    public let alignmentUnit: Double?
}

/// The major alignment of a value-aligned behaviour (accepted; positions snap to the unit).
public enum MajorValueAlignment: Sendable {
    case page
    case unit(Double)
    case matching(DateComponents)
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Snaps to multiples of `unit` (in the x scale's units: seconds for dates).
    public static func valueAligned(unit: Double, majorAlignment: MajorValueAlignment = .page) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(alignmentUnit: unit)
    }

    /// Snaps to calendar components: a day, an hour, a week … (months count as 30 days).
    public static func valueAligned(matching components: DateComponents,
                                    majorAlignment: MajorValueAlignment = .page) -> ValueAlignedChartScrollTargetBehavior {
        var seconds = 0.0
        seconds += Double(components.second ?? 0) + 60 * Double(components.minute ?? 0) + 3600 * Double(components.hour ?? 0)
        seconds += 86_400 * (Double(components.day ?? 0) + 7 * Double(components.weekOfYear ?? 0) + 30 * Double(components.month ?? 0))
        if components.hour == 0 && components.minute == 0 && seconds == 0 { seconds = 86_400 }
        return ValueAlignedChartScrollTargetBehavior(alignmentUnit: seconds > 0 ? seconds : nil)
    }
}

extension View {
    /// The axes a chart scrolls along, as Swift Charts' `chartScrollableAxes(_:)`; only `.horizontal` scrolls here.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartConfiguration { $0.interaction.scrolling.axes = axes }
    }

    /// How much of the x domain a scrolling chart shows at once (seconds for dates), as Swift Charts'
    /// `chartXVisibleDomain(length:)`. A non-finite or non-positive length shows the whole domain.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let l = length.primitive.continuousValue
        return chartConfiguration { $0.interaction.scrolling.visibleLength = l }
    }

    /// Binds the scroll position (the leading edge of what shows), as Swift Charts' `chartScrollPosition(x:)`.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        chartConfiguration {
            $0.interaction.scrolling.position = (get: { x.wrappedValue.primitive.continuousValue }, set: { v in
                let p: PlottablePrimitive = x.wrappedValue.primitive.isDate ? .date(Date(timeIntervalSinceReferenceDate: v)) : .number(v)
                if let value: P = ChartProxy.convert(p) { x.wrappedValue = value }
            })
        }
    }

    /// Where a scrolling chart starts, as Swift Charts' `chartScrollPosition(initialX:)`.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let v = initialX.primitive.continuousValue
        return chartConfiguration { $0.interaction.scrolling.initialX = v }
    }

    /// How a scrolling chart settles after a drag, as Swift Charts' `chartScrollTargetBehavior(_:)`.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View {
        let unit = behavior.alignmentUnit
        return chartConfiguration { $0.interaction.scrolling.alignment = unit }
    }
}

/// A scrolling chart's window at one update, and how to move it.
struct ChartScrollState {
    let scrolling: ChartScrolling
    /// The x values the data spans.
    let data: ClosedRange<Double>
    /// What shows now.
    let window: ClosedRange<Double>
    let isDate: Bool
    /// Writes a new start (the binding, or the chart's own state).
    let write: (Double) -> Void

    var length: Double { window.upperBound - window.lowerBound }
    /// What ←/→ scroll by: the alignment unit, or a tenth of the window.
    var keyStep: Double { scrolling.alignment ?? length / 10 }

    /// The state for a chart's marks, or nil when it does not scroll (not scrollable, no continuous x data).
    static func make(_ scrolling: ChartScrolling, marks: [ResolvedMark], start: Double?,
                     write: @escaping (Double) -> Void) -> ChartScrollState? {
        guard scrolling.isScrollable else { return nil }
        var lo = Double.infinity, hi = -Double.infinity, isDate = false
        for mark in marks where mark.kind != .rule {
            guard let p = mark.x.primary, let v = p.continuousValue, v.isFinite else { continue }
            lo = min(lo, v); hi = max(hi, v)
            isDate = isDate || p.isDate
        }
        guard lo <= hi else { return nil }
        let window = scrolling.window(start: scrolling.position?.get() ?? start, data: lo, hi)
        let set = scrolling.position?.set ?? write
        return ChartScrollState(scrolling: scrolling, data: lo...hi, window: window, isDate: isDate, write: set)
    }

    /// Shows only the window: an explicit x domain, and the marks inside it (a line keeps one point either side so
    /// it runs to the plot's edges).
    func apply(to configuration: inout ChartConfiguration, marks: inout [ResolvedMark]) {
        let lo = window.lowerBound, hi = window.upperBound
        func primitive(_ v: Double) -> PlottablePrimitive { isDate ? .date(Date(timeIntervalSinceReferenceDate: v)) : .number(v) }
        configuration.xScale.continuousDomain = (primitive(lo), primitive(hi))
        marks = marks.filter { mark in
            guard mark.kind != .rule, let v = mark.x.primary?.continuousValue else { return true }
            return v >= lo && v <= hi
        }
    }

    /// Scrolls by a distance in x units, kept within the data.
    func move(by delta: Double) { set(window.lowerBound + delta) }

    /// Scrolls to a start, kept within the data (and snapped to the alignment unit when asked).
    func set(_ start: Double, aligned: Bool = false) {
        guard start.isFinite else { return }
        let s = aligned ? scrolling.aligned(start) : start
        write(scrolling.clamp(s, data.lowerBound, data.upperBound))
    }
}
