import Foundation
import Testing
import Declarative
@testable import Backends

/// The item writer's shortcuts write what the general paths write: a rectangle's four numbers after one capacity
/// check, a shape lent from its item's box, a plain item's annotation written in place.
@Suite struct SVGItemWriterFastPathTests {
    /// The four numbers written together read as four `attribute` calls, in the digit writer's range and out of it
    /// (where the group falls back to one attribute at a time).
    @Test(arguments: [
        (0.04, 372.04, 0.7, 11.31), (-0.004, -3.1, 9_999_999.994, 12), (1e12, 5, 6, 7), (1, 2, 3, Double.nan),
        (0, -0.0, .infinity, 9_999_999.995),
    ])
    func fourNumbersReadAsFourAttributes(x: Double, y: Double, width: Double, height: Double) {
        var together = SVGOutput()
        together.attributes("x", x, "y", y, "width", width, "height", height)
        var apart = SVGOutput()
        apart.attribute("x", x)
        apart.attribute("y", y)
        apart.attribute("width", width)
        apart.attribute("height", height)
        #expect(together.string == apart.string)
    }

    /// An item given new content (which makes the item a new box, the old one keeping its own) draws the new content,
    /// and its copy from before still draws the old.
    @Test func newContentIsDrawnAndTheOldCopyKeepsItsOwn() {
        let before = SVGFixture.shape("a", Path(CGRect(x: 0, y: 0, width: 10, height: 20)))
        var after = before
        after.content = .shape(ShapeDrawing(path: Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)),
                                            fill: .color(SVGFixture.blue)))
        let old = SVGFixture.body(SVGFixture.svg([before])), new = SVGFixture.body(SVGFixture.svg([after]))
        #expect(old == ##"  <rect x="0" y="0" width="10" height="20" fill="#FF0000"/>"##)
        #expect(new == ##"  <circle cx="4" cy="4" r="4" fill="#0000FF"/>"##)
    }

    /// A plain item's label and value, and a hidden item's flag, are written in place on the element, escaped.
    @Test func plainAnnotationsAreWrittenOnTheElement() {
        let rect = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        let labelled = SVGFixture.shape("a", rect, accessibility: AccessibilityInfo(label: "c<1>", value: "3 & 4"))
        let hidden = SVGFixture.shape("b", rect, accessibility: AccessibilityInfo(label: "x", isHidden: true))
        let body = SVGFixture.body(SVGFixture.svg([labelled, hidden]))
        #expect(body == """
              <rect x="0" y="0" width="4" height="4" fill="#FF0000" aria-label="c&lt;1&gt;, 3 &amp; 4"/>
              <rect x="0" y="0" width="4" height="4" fill="#FF0000" aria-hidden="true"/>
            """)
    }
}
