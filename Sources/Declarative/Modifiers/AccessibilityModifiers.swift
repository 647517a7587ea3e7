import Foundation

extension View {
    /// The label assistive technology reads for this view.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label.sanitized } }
    /// The label assistive technology reads for this view.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibility { $0.label = Text(label).sanitized } }
    /// The label assistive technology reads for this view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { $0.label = Text(label).sanitized } }

    /// The value assistive technology reads for this view.
    public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = value.sanitized } }
    /// The value assistive technology reads for this view.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibility { $0.value = Text(value).sanitized } }
    /// The value assistive technology reads for this view.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { $0.value = Text(value).sanitized } }

    /// Hides the view from assistive technology.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = hidden } }

    /// Makes the view one accessibility element, with a behaviour for its children.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.children = children }
    }

    private func accessibility(_ change: @escaping (inout AccessibilityEffect) -> Void) -> some View {
        nodeModifier("accessibility") { node, _ in
            var effect = AccessibilityEffect()
            change(&effect)
            node.effects.append(.accessibility(effect))
        }
    }
}
