import Foundation
import Declarative

/// One scrolled axis at one update: the domain it scrolls through, the window that shows, and how to move it.
///
/// Positions are in *scroll units*: the value itself for numbers and dates (seconds), the index for categories.
/// The window is `start ..< start + length`, kept within the data:
///
/// ```
/// numbers, length 10, data 0…99:   start ∈ 0…89     the last value shows at the trailing edge
/// categories A…L, length 4:         start ∈ 0…8      (whole categories: E F G H shows from start 4)
/// ```
struct ChartScrollAxisState {
    /// What the axis scrolls through.
    enum Domain {
        /// Numbers or dates (as seconds), from the least to the greatest value in the data.
        case continuous(ClosedRange<Double>, isDate: Bool)
        /// Categories in axis order.
        case categories([String])
    }

    let axis: Axis
    let domain: Domain
    let settings: ChartScrollAxis
    /// How much shows, in scroll units (a whole number of categories).
    let length: Double
    let calendar: Calendar
    /// The start kept in the chart's own state, read and written when events arrive (several wheel reports or key
    /// presses can arrive before the next update, and each moves on from where the last left the window).
    let stored: Binding<Double?>

    /// The state for the data on one axis (`channels`), or nil when it has no data there, or every category shows.
    init?(axis: Axis, settings: ChartScrollAxis, channels: some Sequence<ChannelValue>, scale: ScaleConfiguration,
          stored: Binding<Double?>, calendar: Calendar) {
        guard let visible = settings.visibleLength, visible.isFinite, visible > 0 else { return nil }
        switch ChartModel.kind(channels, scale) {
        case .category:
            var names = CategoryDomain(minimumCapacity: 0)
            for channel in channels { for p in channel.primitives { names.insert(PositionScale.categoryKey(p)) } }
            let all = scale.categories ?? names.names
            let count = min(max(1, visible.rounded()), Double(Int.max / 2))
            guard Double(all.count) > count else { return nil }
            (domain, length) = (.categories(all), count)
        case .number, .date:
            var lo = Double.infinity, hi = -Double.infinity, isDate = false
            for channel in channels {
                for p in channel.primitives {
                    guard let v = p.continuousValue, v.isFinite else { continue }
                    (lo, hi, isDate) = (min(lo, v), max(hi, v), isDate || p.isDate)
                }
            }
            guard lo <= hi else { return nil }
            (domain, length) = (.continuous(lo...hi, isDate: isDate), visible)
        case .none:
            return nil
        }
        (self.axis, self.settings, self.calendar, self.stored) = (axis, settings, calendar, stored)
    }

    /// Where the window starts now, in scroll units: the bound position, or the chart's own, or the initial one, or
    /// the start of the data; kept within the data.
    var start: Double {
        let bound = settings.position?.get().flatMap(units(of:))
        return clamp(bound ?? stored.wrappedValue ?? settings.initial.flatMap(units(of:)) ?? lower)
    }

    var isCategorical: Bool { if case .categories = domain { true } else { false } }
    /// The least start.
    var lower: Double { if case .continuous(let r, _) = domain { r.lowerBound } else { 0 } }
    /// The greatest start: the end of the data less the window.
    var upper: Double {
        switch domain {
        case .continuous(let r, _): max(r.lowerBound, r.upperBound - length)
        case .categories(let names): Double(names.count) - length
        }
    }

    /// A value's position in scroll units; nil for one not on the axis (a category it lacks, NaN).
    func units(of p: PlottablePrimitive) -> Double? {
        switch domain {
        case .continuous:
            return p.continuousValue.flatMap { $0.isFinite ? $0 : nil }
        case .categories(let names):
            return names.firstIndex(of: PositionScale.categoryKey(p)).map(Double.init)
        }
    }

    /// The value at a position in scroll units.
    func primitive(at units: Double) -> PlottablePrimitive {
        switch domain {
        case .continuous(_, let isDate): isDate ? .date(Date(timeIntervalSinceReferenceDate: units)) : .number(units)
        case .categories(let names): .string(names[min(max(0, Int(units.rounded())), names.count - 1)])
        }
    }

    /// A start kept within the data (whole categories); the least start for NaN.
    func clamp(_ s: Double) -> Double {
        guard s.isFinite else { return lower }
        let kept = max(lower, min(s, upper))
        return isCategorical ? kept.rounded() : kept
    }

    /// Sets the scale's domain to the window.
    func apply(to scale: inout ScaleConfiguration) {
        let start = self.start
        switch domain {
        case .continuous:
            scale.continuousDomain = (primitive(at: start), primitive(at: start + length))
        case .categories(let names):
            let first = Int(start)
            scale.categories = Array(names[first..<min(names.count, first + Int(length))])
        }
    }

    /// Scrolls to a start, kept within the data: the chart's state and the binding.
    func set(_ s: Double) {
        guard s.isFinite else { return }
        let kept = clamp(s)
        stored.wrappedValue = kept
        settings.position?.set(primitive(at: kept))
    }

    /// Scroll units for a move of `points` along a plot dimension of `extent` points, such that the content follows
    /// the pointer: x and categories (listed downward) grow to the right and down, numbers on y grow upward.
    func units(forPoints points: CGFloat, extent: CGFloat) -> Double {
        guard points.isFinite, extent > 0 else { return 0 }
        let direction: Double = axis == .vertical && !isCategorical ? 1 : -1
        return direction * Double(points / extent) * length
    }

    /// Scrolls one step forward (1) or back (-1): to the next aligned value, or by one category, or a tenth of the
    /// window.
    func step(_ sign: Double) {
        if isCategorical {
            let unit: Double = if case .unit(let u)? = settings.settle?.alignment { max(1, u.rounded()) } else { 1 }
            set(start + sign * unit)
        } else if let alignment = settings.settle?.alignment {
            set(Self.next(alignment, from: start, forward: sign > 0, calendar: calendar) ?? start)
        } else {
            set(start + sign * length / 10)
        }
    }

    /// Where a drag from `origin` that moved `moved` scroll units, and would glide to `predicted`, settles: the
    /// aligned value nearest where it glides to (or the end of the data, when nearer); a swipe with a major
    /// alignment settles on the next major value in its direction (at most one, unless the limit is `.never`).
    func settle(from origin: Double, moved: Double, predicted: Double) -> Double {
        let target = origin + (predicted.isFinite ? predicted : moved)
        guard let settle = settings.settle else { return clamp(target) }
        if settle.hasMajor, abs(predicted) > abs(moved) + 1e-9 {
            let forward = predicted > 0
            guard let major = settle.major else {        // `.page`: whole windows from the origin
                let pages = settle.limitsSwipe ? (forward ? 1 : -1) : ((target - origin) / length).rounded()
                return clamp(origin + pages * length)
            }
            if settle.limitsSwipe { return clamp(Self.next(major, from: origin, forward: forward, calendar: calendar) ?? target) }
            return clamp(major.nearest(to: target, calendar: calendar))
        }
        let aligned = settle.alignment.map { $0.nearest(to: target, calendar: calendar) } ?? target
        return clamp(abs(target - upper) < abs(target - aligned) ? upper : aligned)
    }

    /// The aligned value after (or before) `value`, never `value` itself.
    static func next(_ alignment: ChartScrollAlignment, from value: Double, forward: Bool, calendar: Calendar) -> Double? {
        let nudge = max(abs(value), 1) * 1e-9
        return forward ? alignment.neighbours(of: value, calendar: calendar).above
                       : alignment.neighbours(of: value - nudge, calendar: calendar).below
    }
}
