import Foundation

nonisolated extension View {
    /// What happens when the user acts on this view, read by assistive technology after its label and value, as
    /// SwiftUI's `accessibilityHint(_:)` ("Opens the monthly report"). It reaches the display items'
    /// ``AccessibilityInfo/hint``, which SVG writes as `aria-description`. An inner hint wins over an outer one.
    public func accessibilityHint(_ hint: Text) -> some View {
        let hint = hint.sanitized
        return nodeModifier("accessibilityHint") { node, _ in
            var effect = AccessibilityEffect()
            effect.hint = hint
            node.drawing.effects.append(.accessibility(effect))
        }
    }

    /// The hint assistive technology reads for this view, from a localized-string key.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }

    /// The hint assistive technology reads for this view, from a string.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(hint)) }
}
