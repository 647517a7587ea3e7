import Foundation
import Declarative

// Foundation declares `.number`, `.percent` and `.currency(code:)` three times each, for
// `FloatingPointFormatStyle<Double>`, `IntegerFormatStyle<Int>` and `Decimal.FormatStyle`. All three read Plottable
// values, so against the generic `format:` initialisers alone `AxisMarks(format: .percent)` is ambiguous and does not
// compile. These non-generic overloads, which the compiler prefers to generic ones, settle it on `Double`, the way
// published chart code means it: a fraction on a continuous axis, 0.25 → "25%". Any axis value reads as a `Double`
// (an integer axis too); an explicitly typed style (`IntegerFormatStyle<Int>.Percent()`) still takes the generic
// initialiser.

extension AxisMarks {
    /// The default marks with number labels, e.g. `.number.precision(.fractionLength(1))`.
    public init(format: FloatingPointFormatStyle<Double>, preset: AxisMarkPreset = .automatic,
                position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        description = AxisMarks.formatted(format, position: position, values: values, stroke: stroke)
    }

    /// The default marks with percent labels, e.g. `.percent` (0.25 → "25%").
    public init(format: FloatingPointFormatStyle<Double>.Percent, preset: AxisMarkPreset = .automatic,
                position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        description = AxisMarks.formatted(format, position: position, values: values, stroke: stroke)
    }

    /// The default marks with currency labels, e.g. `.currency(code: "USD")`.
    public init(format: FloatingPointFormatStyle<Double>.Currency, preset: AxisMarkPreset = .automatic,
                position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        description = AxisMarks.formatted(format, position: position, values: values, stroke: stroke)
    }

    /// The default marks at exactly these values, with labels formatted by a format style of their type.
    public init<Value: Plottable, Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic,
                                                       position: AxisMarkPosition = .automatic, values: [Value],
                                                       stroke: StrokeStyle? = nil)
    where Value == Format.FormatInput, Format.FormatOutput == String {
        description = AxisMarks.formatted(format, position: position, values: .values(values), stroke: stroke)
    }

    /// The default content (grid line, tick, label) with labels written by `format`.
    static func formatted<F: FormatStyle>(_ format: F, position: AxisMarkPosition, values: AxisMarkValues,
                                          stroke: StrokeStyle?) -> AxisMarksDescription
    where F.FormatOutput == String, F.FormatInput: Plottable {
        let label = AxisValueLabel(text: nil, format: AxisValueLabel.formatter(format), centered: nil, anchor: nil,
                                   collisionResolution: .automatic, orientation: .automatic)
        return AxisMarksDescription(position: position, values: values, stroke: stroke) { _ in
            [.gridLine(stroke: stroke), .tick(length: nil, stroke: stroke)] + label.components
        }
    }
}

extension AxisValueLabel {
    /// A label formatted as a number, e.g. `.number.precision(.fractionLength(1))`.
    public init(format: FloatingPointFormatStyle<Double>, centered: Bool? = nil, anchor: UnitPoint? = nil,
                multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.init(text: nil, format: AxisValueLabel.formatter(format), centered: centered, anchor: anchor,
                  collisionResolution: collisionResolution, orientation: orientation)
    }

    /// A label formatted as a percent, e.g. `.percent` (0.25 → "25%").
    public init(format: FloatingPointFormatStyle<Double>.Percent, centered: Bool? = nil, anchor: UnitPoint? = nil,
                multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.init(text: nil, format: AxisValueLabel.formatter(format), centered: centered, anchor: anchor,
                  collisionResolution: collisionResolution, orientation: orientation)
    }

    /// A label formatted as an amount of money, e.g. `.currency(code: "USD")`.
    public init(format: FloatingPointFormatStyle<Double>.Currency, centered: Bool? = nil, anchor: UnitPoint? = nil,
                multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.init(text: nil, format: AxisValueLabel.formatter(format), centered: centered, anchor: anchor,
                  collisionResolution: collisionResolution, orientation: orientation)
    }

    /// Writes an axis value with `format`, when the value reads as the style's input type.
    static func formatter<F: FormatStyle>(_ format: F) -> (PlottablePrimitive) -> String?
    where F.FormatOutput == String, F.FormatInput: Plottable {
        { primitive in primitive.as(F.FormatInput.self).map(format.format) }
    }
}
