import Foundation
import Declarative

/// Where a chart's selection goes: one binding, type-erased to the chart's primitive values.
struct ChartSelectionTarget {
    /// Sets the selection to a value, or nil.
    let select: (PlottablePrimitive?) -> Void
    /// Sets a range selection between two values (in either order); nil ends clear it. A value selection takes
    /// the second: where a drag is now.
    let selectRange: (PlottablePrimitive?, PlottablePrimitive?) -> Void
    /// Whether the binding holds a range (hover then leaves it alone).
    let isRange: Bool
    /// The value selected now (the lower end of a range).
    let current: () -> PlottablePrimitive?

    /// A target for `chartXSelection(value:)` and its siblings.
    init<P: Plottable>(value: Binding<P?>) {
        select = { p in value.wrappedValue = p.flatMap { ChartProxy.convert($0) } }
        selectRange = { _, b in value.wrappedValue = b.flatMap { ChartProxy.convert($0) } }
        current = { value.wrappedValue?.primitive }
        isRange = false
    }

    /// A target for `chartXSelection(range:)` and its siblings. A single value selects the range from it to itself.
    init<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) {
        func set(_ a: PlottablePrimitive?, _ b: PlottablePrimitive?) {
            guard let x: P = a.flatMap({ ChartProxy.convert($0) }), let y: P = (b ?? a).flatMap({ ChartProxy.convert($0) }) else {
                range.wrappedValue = nil
                return
            }
            range.wrappedValue = min(x, y)...max(x, y)
        }
        select = { set($0, $0) }
        selectRange = set
        current = { range.wrappedValue?.lowerBound.primitive }
        isRange = true
    }
}

/// The selection bindings of one chart.
struct ChartSelectionTargets {
    var x: ChartSelectionTarget?
    var y: ChartSelectionTarget?
    var angle: ChartSelectionTarget?
    var isEmpty: Bool { x == nil && y == nil && angle == nil }
}

nonisolated extension View {
    /// Binds the x value under the pointer, as Swift Charts' `chartXSelection(value:)`: while the plot is pressed,
    /// dragged or hovered the binding holds the data value there — unsnapped for numbers and dates (find the nearest
    /// point yourself), the category for a band scale — and nil when the gesture or hover ends. ←/→ step it
    /// through the data points and Esc clears it. On an empty chart it stays nil.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.interaction.selection.x = ChartSelectionTarget(value: value) }
    }

    /// Binds the x range dragged across, as Swift Charts' `chartXSelection(range:)`; nil when the drag ends.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        chartConfiguration { $0.interaction.selection.x = ChartSelectionTarget(range: range) }
    }

    /// Binds the y value under the pointer, as Swift Charts' `chartYSelection(value:)`.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.interaction.selection.y = ChartSelectionTarget(value: value) }
    }

    /// Binds the y range dragged across, as Swift Charts' `chartYSelection(range:)`.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        chartConfiguration { $0.interaction.selection.y = ChartSelectionTarget(range: range) }
    }

    /// Binds the value along the angle dimension under the pointer (a sector chart), as Swift Charts'
    /// `chartAngleSelection(value:)`: the running total at the pointer's angle, from 12 o'clock clockwise, so the
    /// selected sector is the one whose cumulative range holds it.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.interaction.selection.angle = ChartSelectionTarget(value: value) }
    }
}
