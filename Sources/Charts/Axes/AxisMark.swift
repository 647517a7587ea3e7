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
    let length: CGFloat?
    let stroke: StrokeStyle?
    /// A tick of the default length (4 pt).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { length = nil; self.stroke = stroke }
    /// A tick of a given length in points.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.length = length.isFinite ? max(0, length) : nil
        self.stroke = stroke
    }
    var components: [AxisComponent] { [.tick(length: length, stroke: stroke)] }
}

/// The value's label, as Swift Charts' `AxisValueLabel`: caption-sized, secondary colour.
public struct AxisValueLabel: AxisMark, AxisComponentConvertible {
    let text: String?
    let format: ((PlottablePrimitive) -> String?)?
    /// The automatic label (numbers grouped as "2,000", dates by their calendar boundary).
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                orientation: Int? = nil, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        text = nil
        format = nil
    }
    /// A fixed label text.
    public init<S: StringProtocol>(_ label: S) { text = String(label); format = nil }
    /// A label formatted with a format style, e.g. `.dateTime.month()` or `.percent`.
    public init<F: FormatStyle>(format: F) where F.FormatOutput == String, F.FormatInput: Plottable {
        text = nil
        self.format = { p in
            guard let v = AxisValue(index: 0, count: 1, primitive: p).as(F.FormatInput.self) else { return nil }
            return format.format(v)
        }
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
