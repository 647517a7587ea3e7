import Foundation

/// A control that steps a value up or down, as SwiftUI's `Stepper`: the label leading, a "−" / "+" pair trailing
/// (iOS's 94 × 32 pt rounded pair, or 7 × 1 cells on a terminal).
///
/// `←`/`−` decrement and `→`/`+` increment while it has focus; a tap on a half steps that way. With bounds, the
/// value never leaves them: at a bound that half is dimmed and does nothing (a value already outside the bounds
/// steps back into them). A reversed range (possible only in an optimised build) counts as the sorted one; a bound or value that is NaN compares false with
/// everything, so both halves are inert. Nothing traps.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct Stepper<Label: View> {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    /// A stepper that calls your closures; a nil closure disables that half.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper for a value with no bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper for a value within bounds.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        // A reversed range counts as the sorted one: Swift refuses to make one (`...` traps, and so does
        // `ClosedRange(uncheckedBounds:)` in a debug build), but an optimised build lets an unchecked one through.
        let lower = min(bounds.lowerBound, bounds.upperBound), upper = max(bounds.lowerBound, bounds.upperBound)
        let v = value.wrappedValue
        let up: (() -> Void)? = v < upper ? {
            value.wrappedValue = min(max(value.wrappedValue.advanced(by: step), lower), upper)
        } : nil
        let down: (() -> Void)? = v > lower ? {
            value.wrappedValue = min(max(value.wrappedValue.advanced(by: -step), lower), upper)
        } : nil
        self.init(label: label, onIncrement: up, onDecrement: down, onEditingChanged: onEditingChanged)
    }
}

extension Stepper: View {
    public var body: some View {
        let increment = increment, decrement = decrement, onEditingChanged = onEditingChanged
        func run(_ action: (() -> Void)?) -> KeyPress.Result {
            guard let action else { return .ignored }
            onEditingChanged(true)
            action()
            onEditingChanged(false)
            return .handled
        }
        return LabeledControlRow { label } control: {
            StepperButtons(canDecrement: decrement != nil, canIncrement: increment != nil,
                           decrement: { _ = run(decrement) }, increment: { _ = run(increment) })
        }
        .control { press in
            switch press.key {
            case .leftArrow, .downArrow, "-": return run(decrement)
            case .rightArrow, .upArrow, "+", "=": return run(increment)
            default: return .ignored
            }
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label that calls your closures.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }
    /// A stepper with a text label from a string that calls your closures.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }
    /// A stepper with a text label for a value with no bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    /// A stepper with a text label from a string for a value with no bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
    /// A stepper with a text label for a value within bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    /// A stepper with a text label from a string for a value within bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// The "−" / "+" pair on a rounded plate, with a divider between.
struct StepperButtons: View {
    let canDecrement: Bool
    let canIncrement: Bool
    let decrement: () -> Void
    let increment: () -> Void
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        let size = metrics.stepper
        return HStack(spacing: 0) {
            half("−", enabled: canDecrement, action: decrement)
            if metrics.isCompact {
                Text("│").foregroundStyle(.secondary)
            } else {
                Rectangle().fill(Color.separator).frame(width: 1, height: size.height / 2)
            }
            half("+", enabled: canIncrement, action: increment)
        }
        .frame(width: size.width, height: size.height)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: metrics.isCompact ? 0 : 8))
    }

    private func half(_ symbol: String, enabled: Bool, action: @escaping () -> Void) -> some View {
        Text(symbol)
            .foregroundStyle(enabled ? Color.primary : Color.secondary.opacity(0.5))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { if enabled { action() } }
    }
}
