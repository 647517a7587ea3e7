import Foundation

/// A control that turns something on or off, as SwiftUI's `Toggle`.
///
/// `Space` or `Return` toggles it while it has focus, and a tap or click toggles it. Its look comes from the
/// `toggleStyle` in the environment: a switch by default (iOS's green 51 × 31 pt switch, or a 4 × 1 cell switch on a
/// terminal), whose thumb slides with a spring.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let isMixed: Bool
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        isMixed = false
        self.label = label()
    }

    /// A toggle for many values at once: on when all are on, mixed when some are; toggling sets them all.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                           @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let count = bindings.filter(\.wrappedValue).count
        self.isOn = Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                            set: { value in bindings.forEach { $0.wrappedValue = value } })
        isMixed = count > 0 && count < bindings.count
        self.label = label()
    }
}

extension Toggle: View {
    public var body: some View {
        let isOn = isOn
        let configuration = ToggleStyleConfiguration(label: .init(label), isOn: isOn, isMixed: isMixed)
        return (style ?? AnyToggleStyle(DefaultToggleStyle())).body(configuration)
            .control { press in
                guard press.activates else { return .ignored }
                isOn.wrappedValue.toggle()
                return .handled
            }
            .keyboardShortcutAction { isOn.wrappedValue.toggle() }
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    /// A toggle with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Declarative.Label<Text, Image> {
    /// A toggle with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Declarative.Label(titleKey, systemImage: systemImage) }
    }
    /// A toggle with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Declarative.Label(title, systemImage: systemImage) }
    }
}
