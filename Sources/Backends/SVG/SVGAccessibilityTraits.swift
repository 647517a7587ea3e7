import Declarative

/// Writes what accessibility says beyond a label and a value: the role its traits give, its states, and its hint.
///
/// Traits map onto WAI-ARIA 1.2 roles and states (the first role in the table wins); the hint, which VoiceOver reads
/// after a pause, is ARIA 1.3's `aria-description`:
///
/// ```
/// .isButton → role="button"     .isLink → role="link"          .isHeader → role="heading"
/// .isSearchField → role="searchbox"   .isToggle → role="switch"  .isTabBar → role="tablist"   .isImage → role="img"
/// .isSelected → aria-selected="true"  .updatesFrequently → aria-live="polite"  .isModal → aria-modal="true"
/// hint "Opens the report"     → aria-description="Opens the report"
/// ```
///
/// Traits with no ARIA counterpart (`.isStaticText`, `.isSummaryElement`, `.playsSound`, `.isKeyboardKey`,
/// `.startsMediaSession`, `.allowsDirectInteraction`, `.causesPageTurn`) stay in the display list and are not written.
extension SVGAccessibility {
    /// Roles, in order of precedence.
    static let traitRoles: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isLink, "link"), (.isHeader, "heading"), (.isSearchField, "searchbox"),
        (.isToggle, "switch"), (.isTabBar, "tablist"), (.isImage, "img"),
    ]

    /// States, each an attribute.
    static let traitStates: [(AccessibilityTraits, StaticString)] = [
        (.isSelected, " aria-selected=\"true\""), (.updatesFrequently, " aria-live=\"polite\""),
        (.isModal, " aria-modal=\"true\""),
    ]

    /// The ARIA role the traits give, if any.
    static func role(of traits: AccessibilityTraits) -> String? {
        traitRoles.first { traits.contains($0.0) }?.1
    }

    /// Writes the states and the hint (` aria-selected="true" aria-description="…"`).
    static func writeDetails(_ info: AccessibilityInfo, to out: inout SVGOutput) {
        for (trait, attribute) in traitStates where info.traits.contains(trait) { out.write(attribute) }
        if let hint = info.hint, !hint.isEmpty {
            out.write(" aria-description=\"")
            out.write(escaped: hint)
            out.write("\"")
        }
    }
}
