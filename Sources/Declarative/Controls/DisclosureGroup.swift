import Foundation

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: the label leading and a chevron
/// trailing that points down while expanded. `Space`/`Return` or a tap toggles it; `→` expands and `←` collapses.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct DisclosureGroup<Label: View, Content: View> {
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: Content
    @State private var ownExpanded = false

    /// A disclosure group that keeps its own expanded state (collapsed at first).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil
        self.content = content()
        self.label = label()
    }

    /// A disclosure group whose expanded state is bound.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }
}

extension DisclosureGroup: View {
    public var body: some View {
        let expanded = isExpanded ?? $ownExpanded
        return VStack(alignment: .leading, spacing: 0) {
            HStack {
                label
                Spacer(minLength: 8)
                Text("›").foregroundStyle(.tint).rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation { expanded.wrappedValue.toggle() } }
            .control { press in
                switch press.key {
                case .return, .space: expanded.wrappedValue.toggle()
                case .rightArrow where !expanded.wrappedValue: expanded.wrappedValue = true
                case .leftArrow where expanded.wrappedValue: expanded.wrappedValue = false
                default: return .ignored
                }
                return .handled
            }
            if expanded.wrappedValue { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A disclosure group with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A bound disclosure group with a text label.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A bound disclosure group with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
