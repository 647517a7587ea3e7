import Foundation
import Declarative

/// How a chart scrolls: `chartScrollableAxes`, `chartXVisibleDomain(length:)`/`chartYVisibleDomain(length:)`,
/// `chartScrollPosition` and `chartScrollTargetBehavior`, as in Swift Charts (iOS 17).
///
/// A chart scrolls along an axis when `chartScrollableAxes` names it and a visible length is set for it: it shows
/// that much of the axis's domain at a time, from the scroll position on. The length is in data units — seconds for
/// dates, and a number of categories for a category axis, which scrolls a whole category at a time. Dragging the
/// plot, the wheel, and the arrow keys of a focused chart (←/→ for x, ↑/↓ for y, unless a selection binding takes
/// them) scroll it, kept within the data. The other axis keeps the domain it infers from *all* the data, as Swift
/// Charts' does (the visible domain is set for the scrolled dimension only, so a scrolled chart's value axis does
/// not jump as bars come and go); marks outside the visible window are not drawn.
///
/// Bad input (documented behaviour): a zero, negative or non-finite visible length, or an axis with no data (an
/// empty chart), shows the whole domain and does not scroll; a visible length longer than the data shows the data
/// from its start; a bound position outside the data, or NaN, shows the nearest window that fits (the binding is
/// written only when the user scrolls); NaN wheel or drag deltas do not move it.
struct ChartScrolling {
    var axes: Axis.Set = []
    var x = ChartScrollAxis()
    var y = ChartScrollAxis()

    /// The settings of the x or y axis.
    subscript(axis: Axis) -> ChartScrollAxis { axis == .horizontal ? x : y }

    /// Whether the chart scrolls along `axis` (when it has data there).
    func scrolls(_ axis: Axis) -> Bool {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let l = self[axis].visibleLength else { return false }
        return l.isFinite && l > 0
    }

    /// Whether the chart scrolls along either axis.
    var isScrollable: Bool { scrolls(.horizontal) || scrolls(.vertical) }
}

/// The scroll settings of one axis.
struct ChartScrollAxis {
    /// How much of the domain shows at once, in data units (categories for a category axis).
    var visibleLength: Double?
    /// The scroll position binding: the leading (x) or lower (y; for categories, top) edge of what shows.
    var position: (get: () -> PlottablePrimitive?, set: (PlottablePrimitive) -> Void)?
    /// Where scrolling starts without a binding.
    var initial: PlottablePrimitive?
    /// How a drag settles.
    var settle: ChartScrollAlignment.Settle?

    /// A binding to a plottable value as a position: read as its primitive, written back through `ChartProxy`'s
    /// conversion. A number bound to a date axis holds seconds since the reference date (WWDC23's sample binds a
    /// `TimeInterval`); a value the binding's type cannot hold is not written.
    static func position<P: Plottable>(_ binding: Binding<P>) -> (get: () -> PlottablePrimitive?, set: (PlottablePrimitive) -> Void) {
        (get: { binding.wrappedValue.primitive }, set: { p in
            let seconds = p.isDate ? p.continuousValue.map(PlottablePrimitive.number) : nil
            if let v: P = ChartProxy.convert(p) ?? seconds.flatMap({ ChartProxy.convert($0) }) { binding.wrappedValue = v }
        })
    }
}

nonisolated extension View {
    /// The axes a chart scrolls along, as Swift Charts' `chartScrollableAxes(_:)`; pair it with
    /// `chartXVisibleDomain(length:)` or `chartYVisibleDomain(length:)`, without which the whole domain shows.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartConfiguration { $0.interaction.scrolling.axes = axes }
    }

    /// How much of the x domain a scrolling chart shows at once, as Swift Charts' `chartXVisibleDomain(length:)`: in
    /// data units (seconds for dates), or the number of categories for a category axis. A zero, negative or
    /// non-finite length shows the whole domain.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let l = length.primitive.continuousValue
        return chartConfiguration { $0.interaction.scrolling.x.visibleLength = l }
    }

    /// How much of the y domain a scrolling chart shows at once, as Swift Charts' `chartYVisibleDomain(length:)`.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let l = length.primitive.continuousValue
        return chartConfiguration { $0.interaction.scrolling.y.visibleLength = l }
    }

    /// Binds the x scroll position, as Swift Charts' `chartScrollPosition(x:)`: the value (or category) at the
    /// leading edge of what shows, written as the chart scrolls.
    public func chartScrollPosition(x: Binding<some Plottable>) -> some View {
        let position = ChartScrollAxis.position(x)
        return chartConfiguration { $0.interaction.scrolling.x.position = position }
    }

    /// Binds the y scroll position, as Swift Charts' `chartScrollPosition(y:)`: the lowest value that shows (for a
    /// category axis, the category at the top).
    public func chartScrollPosition(y: Binding<some Plottable>) -> some View {
        let position = ChartScrollAxis.position(y)
        return chartConfiguration { $0.interaction.scrolling.y.position = position }
    }

    /// Where a scrolling chart starts along x, as Swift Charts' `chartScrollPosition(initialX:)`; once the chart
    /// scrolls it has no effect.
    public func chartScrollPosition(initialX: some Plottable) -> some View {
        let p = initialX.primitive
        return chartConfiguration { $0.interaction.scrolling.x.initial = p }
    }

    /// Where a scrolling chart starts along y, as Swift Charts' `chartScrollPosition(initialY:)`.
    public func chartScrollPosition(initialY: some Plottable) -> some View {
        let p = initialY.primitive
        return chartConfiguration { $0.interaction.scrolling.y.initial = p }
    }

    /// How a scrolling chart settles when a drag ends, as Swift Charts' `chartScrollTargetBehavior(_:)`.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View {
        let aligned = behavior as? ValueAlignedChartScrollTargetBehavior
        return chartConfiguration {
            $0.interaction.scrolling.x.settle = aligned?.x
            $0.interaction.scrolling.y.settle = aligned?.y
        }
    }
}
