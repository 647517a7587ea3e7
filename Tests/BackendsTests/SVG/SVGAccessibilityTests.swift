import Foundation
import Testing
import Declarative
@testable import Backends

/// Labels, values, hidden items and combined elements reach assistive technology.
@Suite struct SVGAccessibilityTests {
    static let bar = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test func labelAndValueBecomeAriaLabel() {
        let svg = SVGFixture.svg([
            SVGFixture.shape("a", Self.bar, accessibility: AccessibilityInfo(label: "Mon", value: "12")),
            SVGFixture.shape("b", Self.bar, accessibility: AccessibilityInfo(label: "Grid", isHidden: true)),
            SVGFixture.shape("c", Self.bar, accessibility: AccessibilityInfo(value: "7")),
        ])
        #expect(SVGFixture.body(svg) == """
          <rect x="0" y="0" width="10" height="10" fill="#FF0000" aria-label="Mon, 12"/>
          <rect x="0" y="0" width="10" height="10" fill="#FF0000" aria-hidden="true"/>
          <rect x="0" y="0" width="10" height="10" fill="#FF0000" aria-label="7"/>
        """)
    }

    @Test func itemsOfOneElementAreGrouped() {
        let element = DisplayItemID("legend")
        let svg = SVGFixture.svg([
            SVGFixture.shape("swatch", Self.bar, accessibility: AccessibilityInfo(element: element)),
            SVGFixture.text("label", ["Steps"], accessibility: AccessibilityInfo(label: "Steps, legend", element: element)),
            SVGFixture.shape("other", Self.bar),
            SVGFixture.shape("again", Self.bar, accessibility: AccessibilityInfo(label: "x", element: element)),
        ])
        #expect(SVGFixture.body(svg) == """
          <g role="img" aria-label="Steps, legend">
            <rect x="0" y="0" width="10" height="10" fill="#FF0000"/>
            <text x="0" y="15.39" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" \
        font-size="17" fill="#000000">Steps</text>
          </g>
          <rect x="0" y="0" width="10" height="10" fill="#FF0000"/>
          <g aria-hidden="true">
            <rect x="0" y="0" width="10" height="10" fill="#FF0000"/>
          </g>
        """)
    }
}
