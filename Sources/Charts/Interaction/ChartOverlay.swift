import Foundation
import Declarative

/// What a chart adds for interaction: selection bindings, views over and under the chart, a custom gesture.
struct ChartInteraction {
    var selection = ChartSelectionTargets()
    var overlay: (alignment: Alignment, content: (ChartProxy) -> AnyView)?
    var background: (alignment: Alignment, content: (ChartProxy) -> AnyView)?
    /// `chartGesture`: attaches the gesture made from the proxy to the plot.
    var gesture: ((ChartProxy, AnyView) -> AnyView)?
    /// `chartScrollableAxes` and the visible domain and position.
    var scrolling = ChartScrolling()

    /// Whether the chart draws exactly as one without interaction.
    var isEmpty: Bool {
        selection.isEmpty && overlay == nil && background == nil && gesture == nil && !scrolling.isScrollable
    }
}

nonisolated extension View {
    /// Lays a view over the chart, made with the chart's proxy, as Swift Charts' `chartOverlay(alignment:content:)`.
    /// The view covers the whole chart; `geometry[proxy.plotFrame!]` finds the plot in it.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.interaction.overlay = (alignment, { AnyView(content($0)) }) }
    }

    /// Puts a view behind the chart, made with the chart's proxy, as Swift Charts' `chartBackground(alignment:content:)`.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.interaction.background = (alignment, { AnyView(content($0)) }) }
    }

    /// Attaches a gesture made with the chart's proxy to the plot, as Swift Charts' `chartGesture(_:)`: call
    /// `proxy.selectXValue(at:)` and its siblings from it to drive the selection bindings.
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View {
        chartConfiguration { $0.interaction.gesture = { proxy, view in AnyView(view.gesture(gesture(proxy))) } }
    }
}
