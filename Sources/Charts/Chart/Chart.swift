import Foundation
import Declarative

/// A chart, as Swift Charts' `Chart`: marks drawn over automatic scales, axes and a legend.
///
/// ```swift
/// Chart(sales, id: \.month) { item in
///     BarMark(x: .value("Month", item.month), y: .value("Sales", item.total))
/// }
/// ```
/// The chart takes all the space it is offered. It resolves its content into marks, infers the
/// scales (numbers include zero and are rounded to nice ticks, dates align to the calendar,
/// categories keep their order of first appearance), lays out the plot with a y axis on the
/// trailing edge, an x axis at the bottom and a legend below, and draws every mark, line and label
/// as an element of a `Canvas` identified by its data id (see `ChartSceneView`): a handful of views
/// whatever the data's size. A change of data inside `withAnimation` still moves and grows marks,
/// and fades marks in and out as data is inserted and removed, as if each were a view.
///
/// The chart describes itself for assistive technology (see `ChartAccessibility`): SVG exports carry its data as a
/// table, and the terminal host shows it as text on request.
///
/// NaN and infinite values are skipped (see `ChartModel`); empty content draws empty axes.
///
/// `Chart` conforms to `View` in an extension, as SwiftUI's views do, so that the struct and its initialisers are
/// nonisolated: a free `@ViewBuilder` function or an enum's computed property can make a chart in Swift 6 mode.
public struct Chart<Content: ChartContent> {
    let content: Content
    /// The environment, read whole: reading each value through its own key path cost ~1.4 k instructions (the
    /// standard library's key path projection), seven times a body; a property of the whole is a dictionary look-up.
    @Environment(\.self) private var environment
    /// Where a scrolling chart shows from, when no `chartScrollPosition(x:)` binding holds it.
    @State private var scrollOffsets = ChartScrollOffsets()

    /// A chart of the marks, `ForEach`es and conditions in `content`.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
}

extension Chart: View {
    /// The chart's body, boxed for the view graph: implemented here, where the type of `body` is known, so that the
    /// runtime does not look it up by name (see `View._erasedBody()`).
    public func _erasedBody() -> any View { body }

    /// The chart's view: a reader of the offered size, drawing the laid-out scene.
    public var body: some View {
        let environment = self.environment
        var configuration = environment.chartConfiguration
        let calendar = environment.calendar
        let marks = ChartContentResolver.marks(of: content)
        let scroll = ChartScrollState.make(configuration.interaction.scrolling, marks: marks, configuration: configuration,
                                           stored: $scrollOffsets, calendar: calendar)
        scroll?.apply(to: &configuration)
        let model = ChartModel(marks: marks, configuration: configuration)
        let builder = ChartSceneBuilder(model: model, configuration: configuration, metrics: environment.textMetrics,
                                        calendar: calendar, displayScale: environment.displayScale)
        let plotStyle = configuration.plotStyle
        let legend = configuration.legendContent
        let position = configuration.legendPosition, scheme = environment.colorScheme
        let interaction = configuration.interaction
        return GeometryReader { proxy in
            // Function plots (`LinePlot(x:y:) { x in … }`) are sampled now that the size is known (see `FunctionSampling`).
            let sampled = builder.samplingFunctionPlots(size: proxy.size), model = sampled.model
            let scene = sampled.scene(size: proxy.size)
            let view = ChartSceneView(scene: scene, colorScheme: scheme, plotStyle: plotStyle, customLegend: legend,
                                      legendAlignment: Self.customLegendAlignment(position, configuration.legendAlignment))
            let description = ChartAccessibility(model: model, scene: scene, calendar: calendar).description()
            if interaction.isEmpty {
                view.accessibilityDefaultChartDescription(description)
            } else {
                ChartInteractiveView(scene: scene, content: view, interaction: interaction,
                                     origin: proxy.frame(in: .global).origin,
                                     xData: interaction.selection.isEmpty ? [] : model.selectableXValues(on: scene.proxy.xScale, width: scene.plot.width),
                                     angleTotal: model.angleTotal, scroll: scroll)
                    .accessibilityDefaultChartDescription(description)
            }
        }
    }
}

extension Chart {
    /// Where a custom legend sits in the chart: at the edge its position names, aligned by `alignment` along it
    /// (leading, or centred for a side legend, when none is given); an overlay at the top-leading corner.
    static func customLegendAlignment(_ position: AnnotationPosition, _ alignment: Alignment?) -> Alignment {
        switch LegendPlacement(position) {
        case .top: Alignment(horizontal: alignment?.horizontal ?? .leading, vertical: .top)
        case .bottom: Alignment(horizontal: alignment?.horizontal ?? .leading, vertical: .bottom)
        case .leading: Alignment(horizontal: .leading, vertical: alignment?.vertical ?? .center)
        case .trailing: Alignment(horizontal: .trailing, vertical: alignment?.vertical ?? .center)
        case .overlay: alignment ?? .topLeading
        }
    }

    /// A chart with one mark (or group of marks) per element of identifiable data.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, id: \.id, content: content)
    }

    /// A chart with one mark (or group of marks) per element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}
