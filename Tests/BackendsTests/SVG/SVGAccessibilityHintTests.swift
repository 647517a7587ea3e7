import Foundation
import Testing
import Declarative
@testable import Backends

/// Hints and traits reach the SVG: a hint as `aria-description`, traits as ARIA roles and states, from hand-made
/// display lists and from views through `accessibilityHint(_:)` and `accessibilityAddTraits(_:)`.
@Suite @MainActor struct SVGAccessibilityHintTests {
    static let bar = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test func hintsAndTraitsBecomeAriaAttributes() {
        let svg = SVGFixture.svg([
            SVGFixture.shape("a", Self.bar, accessibility: AccessibilityInfo(label: "Export", hint: "Saves an SVG",
                                                                            traits: [.isButton, .isSelected])),
            SVGFixture.shape("b", Self.bar, accessibility: AccessibilityInfo(hint: "<b>\"bold\"</b>", traits: .isHeader)),
            SVGFixture.shape("c", Self.bar, accessibility: AccessibilityInfo(label: "x", isHidden: true, hint: "unread",
                                                                            traits: .isButton)),
        ])
        #expect(SVGFixture.body(svg) == """
          <rect x="0" y="0" width="10" height="10" fill="#FF0000" role="button" aria-label="Export" aria-selected="true" \
        aria-description="Saves an SVG"/>
          <rect x="0" y="0" width="10" height="10" fill="#FF0000" role="heading" \
        aria-description="&lt;b&gt;&quot;bold&quot;&lt;/b&gt;"/>
          <rect x="0" y="0" width="10" height="10" fill="#FF0000" aria-hidden="true"/>
        """)
    }

    @Test func aCombinedElementTakesTheRoleOfItsTraits() {
        let element = DisplayItemID("row")
        let svg = SVGFixture.svg([
            SVGFixture.shape("a", Self.bar, accessibility: AccessibilityInfo(label: "Live", element: element,
                                                                            hint: "Updates each second",
                                                                            traits: .updatesFrequently)),
            SVGFixture.shape("b", Self.bar, accessibility: AccessibilityInfo(element: element, traits: .isLink)),
        ])
        #expect(SVGFixture.body(svg).hasPrefix("""
          <g role="link" aria-label="Live" aria-live="polite" aria-description="Updates each second">
        """))
    }

    @Test func everyHintOverloadReachesTheDisplayListAndTheSVG() async {
        let key: LocalizedStringKey = "From a key"
        let view = VStack {
            Text("One").accessibilityHint(Text("From a Text"))
            Text("Two").accessibilityHint(key)
            Text("Three").accessibilityHint(String("From a String"))
            Text("Four").accessibilityHint(Substring("From a Substring\u{1B}[2J"))
            Text("Five").accessibilityHint("Outer").accessibilityHint("Ignored outer").accessibilityAddTraits(.isButton)
        }
        let list = await SVGExport.displayList(of: view, size: CGSize(width: 200, height: 200))
        let hints = list.items.map(\.accessibility.hint)
        #expect(hints == ["From a Text", "From a key", "From a String", "From a Substring[2J", "Outer"])
        #expect(list.items.last?.accessibility.traits == .isButton)
        let svg = SVGRenderer().render(list)
        #expect(svg.contains("aria-description=\"From a Substring[2J\""))
        #expect(svg.contains("role=\"button\""))
        #expect(SVGXMLLint.isWellFormed(svg) != false)
    }
}
