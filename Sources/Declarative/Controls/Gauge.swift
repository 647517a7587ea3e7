import Foundation

/// A value within a range shown as a level, as SwiftUI's `Gauge`.
///
/// Bad bounds and values are handled as a slider's are (`SliderValue`): an unusable range or a NaN value shows
/// empty, a value outside the range shows clamped.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) private var style

    init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = fraction
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        SliderValue(lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound), step: nil).fraction(of: Double(value))
    }
}

extension Gauge: View {
    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(AnyView(label)), currentValueLabel: currentValueLabel.map { .init(AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(AnyView($0)) })
        return (style ?? AnyGaugeStyle(LinearCapacityGaugeStyle())).body(configuration)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label and labels for the current value and the bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: nil,
                  maximum: nil)
    }
}
