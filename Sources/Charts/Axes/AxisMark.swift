import Foundation
import Declarative

/// One drawn part of an axis mark, resolved from the axis mark types.
enum AxisComponent {
    case gridLine(stroke: StrokeStyle?)
    case tick(length: CGFloat?, stroke: StrokeStyle?)
    case label(AxisLabelSpec)
}

/// What an `AxisValueLabel` says about its label: the text (fixed, formatted, or the default), its font and style,
/// and how it is placed (see ``AxisValueLabel``).
struct AxisLabelSpec {
    var text: String?
    var format: ((PlottablePrimitive) -> String?)?
    var font: Font?
    var style: AnyShapeStyle?
    var centered: Bool?
    var anchor: UnitPoint?
    var collisionResolution = AxisValueLabelCollisionResolution.automatic
    var orientation = AxisValueLabelOrientation.automatic

    /// The default label: the axis's own text, font and placement.
    static var automatic: AxisLabelSpec { AxisLabelSpec() }
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
            guard case .label(var spec) = $0 else { return $0 }
            spec.font = font
            return .label(spec)
        })
    }

    /// Sets the style of the labels in this axis mark.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarkGroup {
        let s = AnyShapeStyle(style)
        return AxisMarkGroup(axisComponents.map {
            guard case .label(var spec) = $0 else { return $0 }
            spec.style = s
            return .label(spec)
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

/// How an axis resolves labels that overlap, as Swift Charts' `AxisValueLabelCollisionResolution`.
///
/// Along an x axis, `.automatic` and `.greedy` keep labels in order and drop any that would overlap one already
/// kept; `.greedy(priority:minimumSpacing:)` also keeps `minimumSpacing` points between labels, and places the labels
/// of an `AxisMarks` with a higher priority first, so that they win over another group's; `.truncate` keeps every
/// label but shortens it with "…" to the room before the next value; `.disabled` keeps every label whole, overlaps
/// and all. (A y axis has one label per row of text and keeps them all.)
public struct AxisValueLabelCollisionResolution: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case greedy, truncate, disabled }
    let kind: Kind
    let priority: Double
    let minimumSpacing: CGFloat?

    /// The chart decides (greedy).
    public static let automatic = AxisValueLabelCollisionResolution(kind: .greedy, priority: 0, minimumSpacing: nil)
    /// Keeps labels in order, dropping those that overlap a kept one.
    public static let greedy = AxisValueLabelCollisionResolution(kind: .greedy, priority: 0, minimumSpacing: nil)
    /// Greedy, placing higher priorities first and keeping `minimumSpacing` between labels (NaN, ±∞ and negative
    /// values count as 0).
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(kind: .greedy, priority: priority.isFinite ? priority : 0,
                                          minimumSpacing: minimumSpacing.isFinite ? max(0, minimumSpacing) : 0)
    }
    /// Truncates labels that do not fit before the next value.
    public static let truncate = AxisValueLabelCollisionResolution(kind: .truncate, priority: 0, minimumSpacing: nil)
    /// Keeps every label.
    public static let disabled = AxisValueLabelCollisionResolution(kind: .disabled, priority: 0, minimumSpacing: nil)
}

/// Which way an axis label runs, as Swift Charts' `AxisValueLabelOrientation`.
///
/// A vertical label is turned a quarter turn: `.vertical` counter-clockwise (it reads from bottom to top),
/// `.verticalReversed` clockwise (top to bottom). Its end meets the axis, and the x axis grows to the longest one.
/// In SVG the text is rotated; the terminal writes a vertical label one character per row, top to bottom, in
/// either orientation (a terminal cannot turn a glyph).
public struct AxisValueLabelOrientation: Sendable, Equatable {
    /// The label's angle in degrees, clockwise.
    let degrees: Double

    /// The chart decides (horizontal).
    public static let automatic = AxisValueLabelOrientation(degrees: 0)
    /// Left to right.
    public static let horizontal = AxisValueLabelOrientation(degrees: 0)
    /// Bottom to top: turned a quarter turn counter-clockwise.
    public static let vertical = AxisValueLabelOrientation(degrees: -90)
    /// Top to bottom: turned a quarter turn clockwise.
    public static let verticalReversed = AxisValueLabelOrientation(degrees: 90)

    /// Whether the label runs across the x axis rather than along it.
    var isVertical: Bool { degrees != 0 }
}

/// The value's label, as Swift Charts' `AxisValueLabel`: caption-sized, secondary colour.
///
/// The default label writes numbers grouped ("2,000") and dates by their calendar boundary; `format:` uses a
/// format style; a string, key or `Text` is written as given; a content closure's `Text` is written as its string
/// in its own colour and font (another view there falls back to the default label, since axis labels are text in the
/// chart's canvas).
///
/// Placement along the x axis, as Swift Charts documents it: `centered: true` centres a label between its value and
/// the next (a date axis's labels then name the interval they start); `anchor` is the point of the label (of its
/// turned frame, for a vertical one) that sits under the value, below the plot; by default a category's or number's
/// label hangs centred under it (`.top`) and a date's starts just after it (`.topLeading`). `orientation` turns the
/// label (see ``AxisValueLabelOrientation``) and `collisionResolution` says what happens to overlapping labels (see
/// ``AxisValueLabelCollisionResolution``). Beside a y axis a label is always horizontal and centred on its value's
/// row. `multiLabelAlignment`, `offsetsMarks` and the spacings are accepted and have no effect: labels here are one
/// line, and spacing is the chart's.
public struct AxisValueLabel: AxisMark, AxisComponentConvertible {
    var spec: AxisLabelSpec

    init(text: String?, format: ((PlottablePrimitive) -> String?)?, centered: Bool?, anchor: UnitPoint?,
                 collisionResolution: AxisValueLabelCollisionResolution, orientation: AxisValueLabelOrientation) {
        spec = AxisLabelSpec(text: text, format: format, centered: centered, anchor: anchor,
                             collisionResolution: collisionResolution, orientation: orientation)
    }

    /// The automatic label.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        self.init(text: nil, format: nil, centered: centered, anchor: anchor, collisionResolution: collisionResolution,
                  orientation: orientation)
    }
    /// A fixed label text.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        self.init(text: String(label), format: nil, centered: centered, anchor: anchor,
                  collisionResolution: collisionResolution, orientation: orientation)
    }
    /// A fixed label from a localized-string key.
    public init(_ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        self.init(text: label.text, format: nil, centered: centered, anchor: anchor,
                  collisionResolution: collisionResolution, orientation: orientation)
    }
    /// A label formatted with a format style, e.g. `.dateTime.month()` or `.percent`.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatOutput == String, F.FormatInput: Plottable {
        self.init(text: nil, format: AxisValueLabel.formatter(format), centered: centered, anchor: anchor,
                  collisionResolution: collisionResolution, orientation: orientation)
    }
    /// A label drawn from a view: a `Text`'s string (see above).
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        let text = content() as? Text
        self.init(text: text?.string, format: nil, centered: centered, anchor: anchor,
                  collisionResolution: collisionResolution, orientation: orientation)
        // The text's own colour and font draw the label, as the view would.
        spec.style = text?.color.map { AnyShapeStyle($0) }
        spec.font = text?.font
    }
    var components: [AxisComponent] { [.label(spec)] }
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
