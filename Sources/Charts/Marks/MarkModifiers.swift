import Foundation
import Declarative

/// Chart content with a style change applied to every mark inside it (what the mark modifiers
/// return).
public struct ModifiedChartContent<Content: ChartContent> {
    let content: Content
    let change: (inout MarkStyle) -> Void
}

// Conformed in an extension, so that making modified content stays nonisolated (see `ChartContent`).
extension ModifiedChartContent: ChartContent, ResolvableChartContent {
    /// Modified content has no body of its own.
    public var body: Never { fatalError("ModifiedChartContent is resolved by Chart") }
    func resolve(into resolver: inout ChartContentResolver) {
        resolver.withStyle(change) { $0.visit(content) }
    }
}

nonisolated extension ChartContent {
    nonisolated func modified(_ change: @escaping (inout MarkStyle) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// Fills (or strokes, for lines and rules) the marks with a style instead of the palette.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let s = AnyShapeStyle(style), color = style as? Color
        return modified { $0.foreground = s; $0.foregroundColor = color }
    }

    /// Colours the marks by a data value: each distinct value gets the next palette colour
    /// (blue, green, orange, purple, red, cyan, yellow, …) and an entry in the legend.
    nonisolated public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified {
            $0.foregroundBy = value.primitive
            $0.foregroundLabel = value.label
        }
    }

    /// Multiplies the marks' opacity.
    nonisolated public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity.isFinite ? min(max(opacity, 0), 1) : 1 }
    }

    /// Rounds the corners of bars, rectangles and sectors.
    nonisolated public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius.isFinite ? max(0, radius) : 0 }
    }

    /// Draws points (and line vertices) with a symbol shape.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let s = AnyChartSymbolShape(symbol)
        return modified { $0.symbol = s }
    }

    /// Chooses the symbol by a data value: circle, square, triangle, diamond, pentagon, …
    nonisolated public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.symbolBy = value.primitive }
    }

    /// The symbol's area in square points (a 10 pt square is 100). The default is 30.
    nonisolated public func symbolSize(_ area: CGFloat) -> some ChartContent {
        modified { $0.symbolSize = area.isFinite ? max(0, area) : nil }
    }

    /// The symbol's size in points (its area becomes width × height).
    nonisolated public func symbolSize(_ size: CGSize) -> some ChartContent {
        symbolSize(size.width * size.height)
    }

    /// The stroke of lines and rules; overrides the default 2 pt width and round cap.
    nonisolated public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// How lines and areas connect their points.
    nonisolated public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Groups marks that share a position side by side (dodged bars) instead of stacking them.
    /// `span` is the width of the whole group, by default the band.
    nonisolated public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        modified {
            $0.positionBy = value.primitive
            $0.positionAxis = axis
            $0.positionSpan = span
        }
    }

    /// Attaches a view to each mark, e.g. a value label above a bar.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, overflowResolution: .automatic, content: content)
    }

    /// Attaches a view to each mark, kept inside the plot or the chart as `overflowResolution` says.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let a = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, overflowResolution: overflowResolution,
                               content: AnyView(content()))
        return modified { $0.annotations.append(a) }
    }

    /// Attaches a view made from the annotation's context (the mark's size) to each mark.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution = .automatic,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        let make: (CGSize) -> AnyView = { AnyView(content(AnnotationContext(targetSize: $0))) }
        let a = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, overflowResolution: overflowResolution,
                               content: AnyView(EmptyView()), makeContent: make)
        return modified { $0.annotations.append(a) }
    }

    /// Styles the marks' gradients across the whole plot area rather than each mark's own bounds (a vertical gradient
    /// then reads as a value scale: short bars show only its bottom colours), as Swift Charts'
    /// `alignsMarkStylesWithPlotArea(_:)`.
    nonisolated public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        modified { $0.alignsStylesWithPlot = aligns }
    }

    /// Draws marks with a higher value on top of marks with a lower one (default 0).
    nonisolated public func zIndex(_ value: Double) -> some ChartContent {
        modified { $0.zIndex = value.isFinite ? value : 0 }
    }

    /// Moves the marks by a distance in points.
    nonisolated public func offset(_ size: CGSize) -> some ChartContent {
        modified { $0.offset = CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0) }
    }

    /// Moves the marks by a distance in points.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { offset(CGSize(width: x, height: y)) }

    /// The accessibility label of the marks.
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        let l = String(label)
        return modified { $0.accessibilityLabel = l }
    }

    /// The accessibility value of the marks.
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        let v = String(value)
        return modified { $0.accessibilityValue = v }
    }

    /// The accessibility label of the marks, from a `Text`.
    nonisolated public func accessibilityLabel(_ label: Text) -> some ChartContent { accessibilityLabel(label.string) }

    /// The accessibility label of the marks, from a localized-string key (its text: no localization tables here).
    nonisolated public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent { accessibilityLabel(key.text) }

    /// The accessibility value of the marks, from a `Text`.
    nonisolated public func accessibilityValue(_ value: Text) -> some ChartContent { accessibilityValue(value.string) }

    /// The accessibility value of the marks, from a localized-string key.
    nonisolated public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent { accessibilityValue(key.text) }

    /// An identifier for the marks, for UI tests. Kept with the marks; the display list has no identifier field, so
    /// it does not reach the output.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some ChartContent {
        modified { $0.accessibilityIdentifier = identifier }
    }

    /// Hides the marks from assistive technology.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modified { $0.accessibilityHidden = hidden }
    }
}
