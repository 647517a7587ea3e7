import Foundation
import Testing
import Declarative
@testable import Backends

/// User text can never become markup: labels, titles and text are escaped and stripped of control characters.
@Suite struct SVGEscapingTests {
    static let hostile = "<script>alert(\"x\" & 'y')</script>\u{0}\u{7}\u{1B}[31m\u{FFFE}\u{85}tab\there\nnext"

    @Test func escapesTheFiveMarkupCharacters() {
        #expect(SVGEscaping.escape(#"a & b < c > d " e ' f"#) == "a &amp; b &lt; c &gt; d &quot; e &apos; f")
    }

    @Test func removesControlAndNonXMLCharacters() {
        #expect(SVGEscaping.escape("a\u{0}b\u{7}c\u{1B}d\u{7F}e\u{85}f\u{FFFE}g\u{FFFF}h") == "abcdefgh")
        #expect(SVGEscaping.escape("tab\tline\nreturn\r.") == "tab line return .")
    }

    @Test func keepsOrdinaryUnicode() {
        #expect(SVGEscaping.escape("Ünïcødé — 日本語 ✓ 🙂") == "Ünïcødé — 日本語 ✓ 🙂")
    }

    @Test func scalarsNextToEscapesStayWhole() {
        // U+00A0, U+2026 and U+FFFD start with the lead bytes of dropped scalars (C2, E2, EF) and stay, beside
        // characters that are escaped or dropped.
        #expect(SVGEscaping.escape("\u{A0}&\u{2026}<\u{FFFD}\u{85}é\u{202E}\u{A0}") == "\u{A0}&amp;\u{2026}&lt;\u{FFFD}é\u{A0}")
        #expect(SVGEscaping.escape("<\u{2026}>") == "&lt;\u{2026}&gt;")
    }

    @Test func scriptInEveryUserStringIsInert() throws {
        let svg = SVGFixture.svg([
            SVGFixture.shape("a", Path(CGRect(x: 0, y: 0, width: 5, height: 5)),
                             accessibility: AccessibilityInfo(label: Self.hostile, value: Self.hostile)),
            SVGFixture.text("t", [Self.hostile, "second & <b>"], accessibility: AccessibilityInfo(label: Self.hostile)),
        ], title: Self.hostile, summary: Self.hostile)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;script&gt;alert(&quot;x&quot; &amp; &apos;y&apos;)&lt;/script&gt;[31mtab here next"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(svg.unicodeScalars.filter { $0 == "<" }.count == svg.unicodeScalars.filter { $0 == ">" }.count)
        try expectWellFormed(svg)
    }

    @Test func bidiControlsCannotReorderTheTextAfterALabel() {
        // Every embedding, override and isolate: an RLO would show "Oct $9067" as "7609$ tcO".
        let controls = (0x202A...0x202E).map { String(Unicode.Scalar($0)!) } + (0x2066...0x2069).map { String(Unicode.Scalar($0)!) }
        let hostile = "Selected: " + controls.joined(separator: "x") + " Oct $9067"
        #expect(SVGEscaping.escape(hostile) == "Selected: xxxxxxxx Oct $9067")
        let svg = SVGFixture.svg([SVGFixture.text("t", ["\u{202E}Oct $9067"], accessibility: AccessibilityInfo(label: "\u{2067}Oct"))],
                                 title: "Spend \u{202D}A", summary: "\u{2066}\u{2069}")
        #expect(!svg.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        #expect(svg.contains(">Oct $9067</text>") && svg.contains("aria-label=\"Oct\""))
    }

    @Test func bidiMarksStay() {
        // LRM, RLM and ALM only settle neutrals next to them; "…" and "€" share the bidi controls' lead byte.
        #expect(SVGEscaping.escape("\u{200E}a\u{200F}b\u{061C}c … 5 €") == "\u{200E}a\u{200F}b\u{061C}c … 5 €")
    }

    /// Runs xmllint when it is installed; otherwise records why the check was skipped.
    func expectWellFormed(_ svg: String) throws {
        guard let wellFormed = SVGXMLLint.isWellFormed(svg) else {
            print("note: xmllint is not installed (apt-get install libxml2-utils); skipping the well-formedness check")
            return
        }
        #expect(wellFormed, "xmllint rejected:\n\(svg)")
    }
}
