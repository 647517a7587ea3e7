import Foundation

/// Progress towards completion, as SwiftUI's `ProgressView`: determinate (`value:total:`) as a bar, or
/// indeterminate (`ProgressView()`) as a spinner.
///
/// A value that is nil or NaN, or a total that is not positive and finite, makes the view indeterminate; a value
/// outside 0…total is clamped.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Determinate progress with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, !value.isNaN, total.isFinite, total > 0 else { return nil }
        return min(max(Double(value / total), 0), 1)
    }
}

extension ProgressView: View {
    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(AnyView($0)) })
        return (style ?? AnyProgressViewStyle(DefaultProgressViewStyle())).body(configuration)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Indeterminate progress with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }
    /// Determinate progress with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Indeterminate progress.
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }
    /// Determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Indeterminate progress with a text label.
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil) }
    /// Indeterminate progress with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }
    /// Determinate progress with a text label.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }
    /// Determinate progress with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}
