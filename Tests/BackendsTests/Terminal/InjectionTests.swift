import Foundation
import Testing
import Declarative
@testable import Backends

@Suite struct ControlCharacterInjection {
    static let hostile = "ok\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}6n\u{202E}x"

    @Test func sanitizerReplacesEveryControl() {
        #expect(TextSanitizer.sanitize(Self.hostile) == "ok\u{FFFD}[2J\u{FFFD}]52;c;ZXZpbA==\u{FFFD}\u{FFFD}6n\u{FFFD}x")
        #expect(TextSanitizer.sanitize("a\tb\u{2028}c") == "a b c")
        #expect(TextSanitizer.sanitize("plain") == "plain")
    }

    @Test func hostileLabelArrivesHarmlessInTheFrame() {
        var writer = ANSIWriter()
        _ = writer.frame(CellBuffer(columns: 40, rows: 1))
        let list = Fixture.list(columns: 40, rows: 1, [Fixture.text("label", Self.hostile, x: 0, y: 0)])
        let bytes = writer.frame(Fixture.cells(list))
        #expect(!bytes.contains(0x07))                                 // no BEL
        #expect(!bytes.contains(0x9B) && !bytes.contains(0xC2))         // no C1 CSI, raw or UTF-8
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("\u{1B}[2J") && !text.contains("\u{1B}]"))
        #expect(text.contains("ok\u{FFFD}[2J\u{FFFD}]52;c;ZXZpbA==\u{FFFD}\u{FFFD}6n\u{FFFD}x"))
    }

    @Test func cellsSetDirectlyAreSanitizedOnTheWayOut() {
        var buffer = CellBuffer(columns: 2, rows: 1)
        buffer[0, 0] = Cell("\u{1B}")
        var writer = ANSIWriter(colorLevel: .none)
        let text = String(decoding: writer.frame(buffer), as: UTF8.self)
        #expect(text.contains("\u{FFFD}"))
        #expect(text.filter { $0 == "\u{1B}" }.count == 6)   // only ours: 2026h, 0m, 2J, CUP, pen 0m, 2026l
        #expect(TerminalRenderer().string(from: buffer) == "\u{FFFD}")
    }
}

@Suite struct CharacterWidths {
    @Test(arguments: [("a", 1), ("漢", 2), ("e\u{301}", 1), ("\u{301}", 0), ("❤\u{FE0F}", 2), ("❤", 1), ("😀", 2),
                      ("🇫🇷", 2), ("\u{3000}", 2), ("\u{FF01}", 2), ("\u{AD}", 1), ("\u{200D}", 0), ("─", 1), ("⣿", 1)])
    func graphemeWidths(_ grapheme: String, _ width: Int) {
        #expect(CharacterWidth.graphemeWidth(grapheme) == width)
    }

    @Test func stringWidthSumsGraphemes() {
        #expect(CharacterWidth.width(of: "漢字 ok") == 7)
        #expect(TerminalTextMetrics().width(of: "Mon", font: ResolvedFont(size: 40)) == 24)
        #expect(TerminalTextMetrics().lineHeight(of: ResolvedFont(size: 40)) == 16)
        #expect(TerminalTextMetrics(cellSize: CGSize(width: 10, height: 20)).ascent(of: ResolvedFont(size: 9)) == 15)
    }

    /// The table's first range, a middle one and its last (which ends the table's text without a separator).
    @Test(arguments: [(0x2FF, 1), (0x300, 0), (0x36F, 0), (0x370, 1), (0x1100, 2), (0x1F600, 2), (0x2FFFD, 2),
                      (0xE00FF, 1), (0xE0100, 0), (0xE01EF, 0), (0xE01F0, 1)])
    func scalarWidthsComeFromTheTable(_ value: UInt32, _ width: Int) {
        #expect(CharacterWidth.width(of: Unicode.Scalar(value)!) == width)
    }

    /// Text whose scalars each stand alone is summed scalar by scalar; the sum must equal the graphemes' sum,
    /// also where a combining mark, a joiner or CR LF forces the grapheme path in the middle of Latin text.
    @Test(arguments: ["Tues…", "Café – “quoted” ‘x’ •", "e\u{301}…", "a\r\nb", "\u{AD}\u{301}", "…\u{200D}…",
                      "Ünïcödé ½ ©", "ǅ‐‑‒—―‖‗", "👍🏽…", "…漢"])
    func stringWidthMatchesTheGraphemeSum(_ text: String) {
        let graphemeSum = text.reduce(0) { $0 + CharacterWidth.graphemeWidth(String($1)) }
        #expect(CharacterWidth.width(of: text) == graphemeSum)
    }
}
