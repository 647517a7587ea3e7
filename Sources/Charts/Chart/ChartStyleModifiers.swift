import Foundation
import Declarative

/// The plot area of a chart, handed to `chartPlotStyle` for styling, as Swift Charts'
/// `ChartPlotContent`. It is a view the size of the plot; modifiers such as `background`,
/// `border` and `clipped` apply to the plot area.
public struct ChartPlotContent: View {
    let size: CGSize
    /// The plot area (transparent; the marks are drawn over it).
    public var body: some View { Color.clear.frame(width: size.width, height: size.height) }
}

nonisolated extension View {
    /// Colours `foregroundStyle(by:)` values with styles, in pair order (which is also the
    /// legend order).
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let scale = ForegroundStyleScale(domain: mapping.map(\.key.primitive), styles: mapping.map(\.value))
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }
    /// Colours the values of `domain` with the styles of `range`, in order (cycling).
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S], type: ScaleType? = nil) -> some View {
        let scale = ForegroundStyleScale(domain: domain.map(\.primitive), styles: range)
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }
    /// Colours values with the styles of `range`, in order of first appearance (cycling).
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let styles = ForegroundStyleScale.range(range)
        return chartConfiguration { $0.foregroundStyleScale.range = styles; $0.foregroundStyleScale.type = type }
    }
    /// Fixes the legend order of the colour scale's values; colours stay the palette's.
    public func chartForegroundStyleScale<D: Plottable>(domain: [D], type: ScaleType? = nil) -> some View {
        let d = domain.map(\.primitive)
        return chartConfiguration { $0.foregroundStyleScale.domain = d; $0.foregroundStyleScale.type = type }
    }
    /// Colours the values of `domain` (in that order, also the legend's) with a function.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
        where Domain.Element: Plottable {
        let d = domain.map(\.primitive)
        let f: (PlottablePrimitive) -> AnyShapeStyle? = { p in ChartProxy.convert(p).map { (v: Domain.Element) in AnyShapeStyle(mapping(v)) } }
        return chartConfiguration { $0.foregroundStyleScale.domain = d; $0.foregroundStyleScale.mapping = f }
    }
    /// Sets the colour scale's type only: `.category` colours numbers from the palette, one colour each, instead of
    /// a gradient; other types keep the default.
    public func chartForegroundStyleScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.foregroundStyleScale.type = type }
    }
    /// Colours each value with a function.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View {
        let f: (PlottablePrimitive) -> AnyShapeStyle? = { p in
            AxisValue(index: 0, count: 1, primitive: p).as(D.self).map { AnyShapeStyle(mapping($0)) }
        }
        return chartConfiguration { $0.foregroundStyleScale.mapping = f }
    }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legendVisibility = visibility }
    }
    /// Places the legend: `.bottom` (default), `.top`, `.leading`, `.trailing`; alignment within
    /// that edge and spacing from the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing
        }
    }
    /// Replaces the legend with your own view.
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> C) -> some View {
        let v = AnyView(content())
        return chartConfiguration {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing
            $0.legendContent = v
        }
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View { chartConfiguration { $0.xAxisVisibility = visibility } }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { chartConfiguration { $0.yAxisVisibility = visibility } }
    /// Replaces the x axis's marks.
    public func chartXAxis(@AxisContentBuilder content: () -> AxisContentGroup) -> some View {
        let d = content().descriptions
        return chartConfiguration { $0.xAxis = d }
    }
    /// Replaces the y axis's marks.
    public func chartYAxis(@AxisContentBuilder content: () -> AxisContentGroup) -> some View {
        let d = content().descriptions
        return chartConfiguration { $0.yAxis = d }
    }
    /// A title for the x axis: below its labels (`.automatic`, `.bottom`) or above the plot (`.top`), centred unless
    /// `alignment` says otherwise.
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = AxisTitle(text: String(label), position: position, alignment: alignment, spacing: spacing)
        return chartConfiguration { $0.xAxisLabel = title }
    }
    /// A title for the x axis, from a localized-string key.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(label.text, position: position, alignment: alignment, spacing: spacing)
    }
    /// A title for the x axis, from a `Text`.
    public func chartXAxisLabel(_ label: Text, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(label.string, position: position, alignment: alignment, spacing: spacing)
    }
    /// A title for the x axis drawn from a view: its `Text`'s string (titles are text in the chart's canvas; another
    /// view gives no title).
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let text = (content() as? Text)?.string
        return chartConfiguration { c in
            c.xAxisLabel = text.map { AxisTitle(text: $0, position: position, alignment: alignment, spacing: spacing) }
        }
    }
    /// A title for the y axis: above the plot on the axis's side (`.automatic`, `.top`), or below it (`.bottom`);
    /// `.leading`/`.trailing` put it on that side.
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = AxisTitle(text: String(label), position: position, alignment: alignment, spacing: spacing)
        return chartConfiguration { $0.yAxisLabel = title }
    }
    /// A title for the y axis, from a localized-string key.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(label.text, position: position, alignment: alignment, spacing: spacing)
    }
    /// A title for the y axis, from a `Text`.
    public func chartYAxisLabel(_ label: Text, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(label.string, position: position, alignment: alignment, spacing: spacing)
    }
    /// A title for the y axis drawn from a view's `Text` (see `chartXAxisLabel(position:alignment:spacing:content:)`).
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let text = (content() as? Text)?.string
        return chartConfiguration { c in
            c.yAxisLabel = text.map { AxisTitle(text: $0, position: position, alignment: alignment, spacing: spacing) }
        }
    }
    /// Styles the plot area, e.g. `.chartPlotStyle { $0.background(.gray.opacity(0.1)) }`.
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
    }
}
