import Testing
import Declarative
@testable import Backends
import TestTools

/// Coloured text writes runs of cells with remembered bytes (`RunBytesMemo`) and shared pen changes
/// (`PenEncoder`); what it writes is what encoding each cell on its own gives.
@Suite struct ColoredRunTextTests {
    /// The coloured text of `buffer` written cell by cell, with no run, memo or row copy: each row starts reset,
    /// each drawn cell changes the pen from the one before (`TerminalPen.transition`) and writes its glyph, a
    /// default blank resets the pen and is written only when something drawn follows it on the row.
    static func cellByCell(_ buffer: CellBuffer, level: ColorLevel) -> String {
        let palette = FramePalette(buffer, level: level)
        var rows: [String] = []
        for row in 0..<buffer.rows {
            var line = "", pen = TerminalPen.reset, pending = 0
            for column in 0..<buffer.columns {
                let cell = buffer[column, row]
                if cell.isContinuation { continue }
                if cell.glyph == .space && cell.hasDefaultPen {
                    if pen != .reset { line += "\u{1B}[0m"; pen = .reset }
                    pending += 1
                    continue
                }
                line += String(repeating: " ", count: pending)
                pending = 0
                let next = TerminalPen(cell, level: level, palette: palette)
                line += next.transition(from: pen)
                pen = next
                var bytes = ByteWriter()
                cell.glyph.appendSanitizedUTF8(to: &bytes)
                line += bytes.string()
            }
            if pen != .reset { line += "\u{1B}[0m" }
            rows.append(line)
        }
        return rows.joined(separator: "\n")
    }

    /// A buffer of cells drawn from a few styles and glyphs (blanks, bar edges and bodies, braille, text, wide and
    /// clustered graphemes, an unsafe one), in runs, with rows repeated, as charts make them.
    static func randomBuffer(_ random: inout SplitMix) -> CellBuffer {
        let colors: [CellColor?] = [nil, CellColor(red: 0, green: 122, blue: 255), CellColor(red: 224, green: 224, blue: 225),
                                    CellColor(red: 255, green: 59, blue: 48), CellColor(red: 1, green: 2, blue: 3)]
        let attributes: [Cell.Attributes] = [[], [], .inverse, .bold, [.bold, .italic, .underline, .inverse], .dim]
        let graphemes = [" ", " ", " ", "▐", "▊", "▃", "⠤", "⣀", "a", "7", "漢", "e\u{301}", "\u{7}", "é"]
        let columns = Int.random(in: 1...24, using: &random), rows = Int.random(in: 1...8, using: &random)
        var buffer = CellBuffer(columns: columns, rows: rows)
        for row in 0..<rows {
            if row > 0 && Int.random(in: 0..<3, using: &random) == 0 {
                for column in 0..<columns { buffer[column, row] = buffer[column, row - 1] }
                continue
            }
            var column = 0
            while column < columns {
                let cell = Cell(graphemes.randomElement(using: &random)!, foreground: colors.randomElement(using: &random)!,
                                background: colors.randomElement(using: &random)!,
                                attributes: attributes.randomElement(using: &random)!)
                let run = Int.random(in: 1...6, using: &random)
                for _ in 0..<run where column < columns {
                    buffer[column, row] = cell
                    column += max(cell.width, 1)
                }
            }
        }
        return buffer
    }

    @Test(arguments: [ColorLevel.trueColor, .ansi256, .ansi16])
    func randomBuffersWriteWhatEachCellWrites(level: ColorLevel) {
        var random = SplitMix(seed: 19)
        let renderer = TerminalRenderer(colorLevel: level)
        for round in 0..<300 {
            let buffer = Self.randomBuffer(&random)
            // Twice: the second time the pen changes come from the table the first left.
            for pass in 0..<2 {
                #expect(renderer.string(from: buffer) == Self.cellByCell(buffer, level: level), "round \(round), pass \(pass)")
            }
        }
    }

    @Test func aRunAfterADefaultBlankStartsFromTheResetPen() {
        let blue = CellColor(red: 0, green: 122, blue: 255)
        var buffer = CellBuffer(columns: 7, rows: 1)
        for column in [0, 1, 4, 5] { buffer[column, 0] = Cell("▐", foreground: blue, attributes: .inverse) }
        let text = TerminalRenderer(colorLevel: .trueColor).string(from: buffer)
        #expect(text == "\u{1B}[7;38;2;0;122;255m▐▐\u{1B}[0m  \u{1B}[7;38;2;0;122;255m▐▐\u{1B}[0m")
        #expect(text == Self.cellByCell(buffer, level: .trueColor))
    }
}
