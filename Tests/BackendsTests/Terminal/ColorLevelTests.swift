import Testing
@testable import Backends

@Suite struct ColorLevelDetection {
    struct Case: Sendable, CustomTestStringConvertible {
        let env: [String: String]
        let isTTY: Bool
        let expected: ColorLevel
        var testDescription: String { "\(env) tty=\(isTTY) → \(expected)" }
    }

    static let table: [Case] = [
        Case(env: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTTY: true, expected: .trueColor),
        Case(env: ["TERM": "xterm-256color", "COLORTERM": "24bit"], isTTY: true, expected: .trueColor),
        Case(env: ["TERM": "xterm-256color", "COLORTERM": "TrueColor"], isTTY: true, expected: .ansi256),
        Case(env: ["TERM": "tmux-256color"], isTTY: true, expected: .ansi256),
        Case(env: ["TERM": "xterm"], isTTY: true, expected: .ansi16),
        Case(env: ["TERM": "linux"], isTTY: true, expected: .ansi16),
        Case(env: ["TERM": "dumb", "COLORTERM": "truecolor"], isTTY: true, expected: .none),
        Case(env: [:], isTTY: true, expected: .none),
        Case(env: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTTY: false, expected: .none),
        Case(env: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTTY: true, expected: .none),
        Case(env: ["TERM": "xterm-256color", "NO_COLOR": ""], isTTY: true, expected: .ansi256),
        Case(env: ["TERM": "xterm-256color", "NO_COLOR": "1", "FORCE_COLOR": "3"], isTTY: true, expected: .none),
        Case(env: ["TERM": "xterm", "FORCE_COLOR": "3"], isTTY: false, expected: .trueColor),
        Case(env: ["TERM": "xterm-256color", "FORCE_COLOR": "0"], isTTY: true, expected: .none),
        Case(env: ["TERM": "xterm-256color", "CLICOLOR_FORCE": "1"], isTTY: false, expected: .ansi256),
        Case(env: ["TERM": "xterm-256color", "CLICOLOR_FORCE": "0"], isTTY: false, expected: .none),
    ]

    @Test(arguments: table) func detectsTheColourLevel(_ c: Case) {
        #expect(ColorLevel.detect(environment: c.env, isTTY: c.isTTY) == c.expected)
    }
}

@Suite struct ColorPaletteMapping {
    @Test(arguments: [((255, 0, 0), 196), ((128, 128, 128), 244), ((0, 95, 135), 24), ((255, 255, 255), 231), ((0, 0, 0), 16)])
    func mapsToTheNearest256Colour(_ rgb: (Int, Int, Int), _ index: Int) {
        #expect(ColorPalette.index256(for: CellColor(red: UInt8(rgb.0), green: UInt8(rgb.1), blue: UInt8(rgb.2))) == index)
    }

    @Test func mapsToTheNearest16Colour() {
        #expect(ColorPalette.index16(for: CellColor(red: 250, green: 10, blue: 10)) == 9)
        #expect(ColorPalette.index16(for: CellColor(red: 10, green: 10, blue: 200)) == 4)
        #expect(ColorPalette.index16(for: .white) == 15)
        #expect(ColorPalette.index16(for: .black) == 0)
    }
}

@Suite struct PlainAndColouredStrings {
    @Test func noColorRendersPlainTextWithoutEscapes() {
        let list = Fixture.list(columns: 4, rows: 2, [
            Fixture.bar("bar", x: 0, y: 6, width: 16, height: 26), Fixture.text("t", "ok", x: 16, y: 16),
        ])
        let plain = TerminalRenderer(colorLevel: ColorLevel.detect(environment: ["NO_COLOR": "1", "TERM": "xterm"], isTTY: true)).render(list)
        #expect(plain == "▅▅\n██ok")
        #expect(!plain.contains("\u{1B}"))
    }

    @Test func colouredRenderingCarriesSGRAndResetsEachRow() {
        let list = Fixture.list(columns: 3, rows: 1, [Fixture.bar("bar", x: 0, y: 0, width: 16, height: 16)])
        let text = TerminalRenderer(colorLevel: .ansi256).render(list)
        #expect(text == "\u{1B}[7;38;5;33m  \u{1B}[0m")     // whole cells: spaces showing the colour
    }
}
