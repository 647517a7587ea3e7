import Foundation
import Declarative

/// What one `AxisMarks` asks for, resolved.
struct AxisMarksDescription {
    var position: AxisMarkPosition
    var values: AxisMarkValues
    var stroke: StrokeStyle?
    /// The parts per value; nil means the default grid line, tick and label.
    var content: ((AxisValue) -> [AxisComponent])?
}

/// Content of `chartXAxis`/`chartYAxis`, as Swift Charts' `AxisContent`.
public protocol AxisContent {}

protocol AxisMarksConvertible {
    var descriptions: [AxisMarksDescription] { get }
}

/// Marks along an axis: a grid line, tick and label at each value, as Swift Charts' `AxisMarks`.
/// ```swift
/// .chartYAxis { AxisMarks(position: .leading, values: .automatic(desiredCount: 3)) }
/// .chartXAxis { AxisMarks(values: .stride(by: .month)) { _ in AxisGridLine(); AxisValueLabel() } }
/// ```
public struct AxisMarks: AxisContent, AxisMarksConvertible {
    let description: AxisMarksDescription
    var descriptions: [AxisMarksDescription] { [description] }

    /// The default marks (grid line, tick, label) at the given values.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        description = AxisMarksDescription(position: position, values: values, stroke: stroke, content: nil)
    }

    /// Marks made of the given parts at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkGroup) {
        description = AxisMarksDescription(position: position, values: values, stroke: nil) { content($0).components }
    }

    /// Marks made of the given parts, the same at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> AxisMarkGroup) {
        description = AxisMarksDescription(position: position, values: values, stroke: nil) { _ in content().components }
    }

    /// The default marks at exactly these values, their grid lines and ticks drawn with `stroke` when given.
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                              stroke: StrokeStyle? = nil) {
        description = AxisMarksDescription(position: position, values: .values(values), stroke: stroke, content: nil)
    }

    /// Marks made of the given parts at exactly these values.
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                              @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkGroup) {
        description = AxisMarksDescription(position: position, values: .values(values), stroke: nil) { content($0).components }
    }

    /// Marks made of the given parts, the same at each of exactly these values (a closure that does not read the
    /// value: `AxisMarks(values: [0, 5000]) { AxisGridLine(); AxisValueLabel() }`).
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                              @AxisMarkBuilder content: @escaping () -> AxisMarkGroup) {
        description = AxisMarksDescription(position: position, values: .values(values), stroke: nil) { _ in content().components }
    }

    /// The default marks with labels formatted by a format style.
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
        where F.FormatOutput == String, F.FormatInput: Plottable {
        description = AxisMarks.formatted(format, position: position, values: values, stroke: stroke)
    }
}

/// Several `AxisMarks`, built by ``AxisContentBuilder``.
public struct AxisContentGroup: AxisContent, AxisMarksConvertible {
    let descriptions: [AxisMarksDescription]
}

/// Builds the content of an axis, as Swift Charts' `@AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
    /// One `AxisMarks`.
    public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentGroup {
        AxisContentGroup(descriptions: (content as? AxisMarksConvertible)?.descriptions ?? [])
    }
    /// Several, in order.
    public static func buildBlock(_ parts: AxisContentGroup...) -> AxisContentGroup {
        AxisContentGroup(descriptions: parts.flatMap(\.descriptions))
    }
    /// An `if` without `else`.
    public static func buildOptional(_ part: AxisContentGroup?) -> AxisContentGroup { part ?? AxisContentGroup(descriptions: []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: AxisContentGroup) -> AxisContentGroup { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: AxisContentGroup) -> AxisContentGroup { second }
}
