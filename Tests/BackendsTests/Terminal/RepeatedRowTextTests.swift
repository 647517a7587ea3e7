import Testing
import Declarative
@testable import Backends

/// Coloured text copies a row equal to the one above it; the copy is exactly what writing the row would give.
@Suite struct RepeatedRowTextTests {
    /// Each row of `buffer` rendered on its own, joined by newlines: what the whole buffer must render as.
    private func rowByRow(_ buffer: CellBuffer, _ renderer: TerminalRenderer) -> String {
        (0..<buffer.rows).map { row in
            var line = CellBuffer(columns: buffer.columns, rows: 1)
            for column in 0..<buffer.columns { line[column, 0] = buffer[column, row] }
            return renderer.string(from: line)
        }.joined(separator: "\n")
    }

    @Test func repeatedRowsRenderAsTheirRowsDo() {
        let blue = CellColor(red: 0, green: 122, blue: 255), grey = CellColor(red: 224, green: 224, blue: 225)
        var buffer = CellBuffer(columns: 6, rows: 7)
        // Row 0 and 1 equal (the second row is not copied: nothing precedes the first row), rows 2–5 a bar over a
        // grid line and blank rows, row 6 blank after them.
        for row in 0..<2 { buffer.write("ab", column: 1, row: row, foreground: grey) }
        for row in 2..<6 {
            buffer[1, row] = Cell("▐", foreground: blue)
            buffer[2, row] = Cell(" ", foreground: blue, attributes: .inverse)
            buffer[3, row] = Cell("▊", foreground: blue)
        }
        buffer[5, 4] = Cell("⠤", foreground: grey)
        buffer.write("漢", column: 4, row: 3)
        buffer.write("漢", column: 4, row: 2)
        for level in [ColorLevel.trueColor, .ansi256, .ansi16] {
            let renderer = TerminalRenderer(colorLevel: level)
            #expect(renderer.string(from: buffer) == rowByRow(buffer, renderer))
        }
    }

    @Test func aRowOfBlanksAfterRepeatedRowsStaysEmpty() {
        var buffer = CellBuffer(columns: 4, rows: 5)
        for row in 0..<4 { buffer[0, row] = Cell("█", foreground: CellColor(red: 255, green: 0, blue: 0)) }
        let text = TerminalRenderer(colorLevel: .trueColor).string(from: buffer)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
        #expect(text.hasSuffix("\n"))
        #expect(text == rowByRow(buffer, TerminalRenderer(colorLevel: .trueColor)))
    }
}
