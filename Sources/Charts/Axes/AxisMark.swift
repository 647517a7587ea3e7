import Foundation
import Declarative

/// One drawn part of an axis mark, resolved from the axis mark types.
enum AxisComponent {
    case gridLine(stroke: StrokeStyle?)
    case tick(length: CGFloat?, stroke: StrokeStyle?)
    case label(text: String?, format: ((PlottablePrimitive) -> String?)?, font: Font?, style: AnyShapeStyle?)
}

/// Axis mark types that know their components.
protocol AxisComponentConvertible {
    var components: [AxisComponent] { get }
}

/// A part of an axis mark (grid line, tick or label), as Swift Charts' `AxisMark`.
public protocol AxisMark {}

extension AxisMark {
    var axisComponents: [AxisComponent] { (self as? AxisComponentConvertible)?.components ?? [] }

    /// Sets the font of the labels in this axis mark.
    public func font(_ font: Font?) -> AxisMarkGroup {
        AxisMarkGroup(axisComponents.map {
            if case .label(let t, let f, _, let s) = $0 { return .label(text: t, format: f, font: font, style: s) }
            return $0
        })
    }

    /// Sets the style of the labels in this axis mark.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarkGroup {
        let s = AnyShapeStyle(style)
        return AxisMarkGroup(axisComponents.map {
            if case .label(let t, let f, let font, _) = $0 { return .label(text: t, format: f, font: font, style: s) }
            return $0
        })
    }
}

/// Several axis mark parts, built by ``AxisMarkBuilder``.
public struct AxisMarkGroup: AxisMark, AxisComponentConvertible {
    let components: [AxisComponent]
    init(_ components: [AxisComponent]) { self.components = components }
}

/// A grid line across the plot at the value, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisMark, AxisComponentConvertible {
    let stroke: StrokeStyle?
    /// A grid line; `stroke` overrides the default hairline.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    var components: [AxisComponent] { [.gridLine(stroke: stroke)] }
}

/// A short tick outside the plot at the value, as Swift Charts' `AxisTick`.
public struct AxisTick: AxisMark, AxisComponentConvertible {
    /// How long a tick is, as `AxisTick.Length`: up to the label (the default, 4 pt), or past it.
    public struct Length: Sendable {
        let extra: CGFloat
        /// The chart decides: up to the label.
        public static let automatic = Length(extra: 0)
        /// Up to the value's label.
        public static let label = Length(extra: 0)
        /// Up to the axis's longest label (drawn as `.label`: ticks stop at the label column's edge).
        public static let longestLabel = Length(extra: 0)
        /// Past the label by `extendPastBy` points.
        public static func label(extendPastBy: CGFloat) -> Length { Length(extra: extendPastBy.isFinite ? max(0, extendPastBy) : 0) }
        /// Past the longest label by `extendPastBy` points.
        public static func longestLabel(extendPastBy: CGFloat) -> Length { .label(extendPastBy: extendPastBy) }
    }

    let length: CGFloat?
    let stroke: StrokeStyle?
    /// A tick of a given length (the default reaches the label, 4 pt).
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        self.length = length.extra > 0 ? ChartStyle.tickLength + length.extra : nil
        self.stroke = stroke
    }
    /// A tick of a given length in points.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.length = length.isFinite ? max(0, length) : nil
        self.stroke = stroke
    }
    var components: [AxisComponent] { [.tick(length: length, stroke: stroke)] }
}

/// How an axis resolves labels that overlap, as Swift Charts' `AxisValueLabelCollisionResolution`. Labels are
/// always dropped greedily, first come first kept, whatever the value.
public struct AxisValueLabelCollisionResolution: Sendable {
    /// The chart decides (greedy).
    public static let automatic = AxisValueLabelCollisionResolution()
    /// Keeps labels in order, dropping those that overlap a kept one.
    public static let greedy = AxisValueLabelCollisionResolution()
    /// Greedy, by priority, keeping `minimumSpacing` between labels.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .greedy }
    /// Truncates labels that do not fit.
    public static let truncate = AxisValueLabelCollisionResolution()
    /// Keeps every label.
    public static let disabled = AxisValueLabelCollisionResolution()
}

/// Which way an axis label runs, as Swift Charts' `AxisValueLabelOrientation`; labels are drawn horizontally.
public struct AxisValueLabelOrientation: Sendable {
    /// The chart decides.
    public static let automatic = AxisValueLabelOrientation()
    /// Left to right.
    public static let horizontal = AxisValueLabelOrientation()
    /// Bottom to top.
    public static let vertical = AxisValueLabelOrientation()
    /// Top to bottom.
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// The value's label, as Swift Charts' `AxisValueLabel`: caption-sized, secondary colour.
///
/// The default label writes numbers grouped ("2,000") and dates by their calendar boundary; `format:` uses a
/// format style; a string, key or `Text` is written as given; a content closure's `Text` is written as its string
/// (another view there falls back to the default label, since axis labels are text in the chart's canvas).
public struct AxisValueLabel: AxisMark, AxisComponentConvertible {
    let text: String?
    let format: ((PlottablePrimitive) -> String?)?

    /// The automatic label.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        text = nil
        format = nil
    }
    /// A fixed label text.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        text = String(label)
        format = nil
    }
    /// A fixed label from a localized-string key.
    public init(_ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        text = label.text
        format = nil
    }
    /// A label formatted with a format style, e.g. `.dateTime.month()` or `.percent`.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatOutput == String, F.FormatInput: Plottable {
        text = nil
        self.format = { p in p.as(F.FormatInput.self).map(format.format) }
    }
    /// A label drawn from a view: a `Text`'s string (see above).
    @MainActor
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        text = (content() as? Text)?.string
        format = nil
    }
    var components: [AxisComponent] { [.label(text: text, format: format, font: nil, style: nil)] }
}

/// Builds the parts of an axis mark, as Swift Charts' `@AxisMarkBuilder`.
@resultBuilder
public enum AxisMarkBuilder {
    /// A part.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkGroup { AxisMarkGroup(mark.axisComponents) }
    /// Parts in order.
    public static func buildBlock(_ parts: AxisMarkGroup...) -> AxisMarkGroup { AxisMarkGroup(parts.flatMap(\.components)) }
    /// An `if` without `else`.
    public static func buildOptional(_ part: AxisMarkGroup?) -> AxisMarkGroup { part ?? AxisMarkGroup([]) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: AxisMarkGroup) -> AxisMarkGroup { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: AxisMarkGroup) -> AxisMarkGroup { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [AxisMarkGroup]) -> AxisMarkGroup { AxisMarkGroup(parts.flatMap(\.components)) }
}
