import Testing
import Foundation
import TestTools

/// The controls demo live in tmux, as a user drives it: Tab into the form and on to the slider, `→` five times
/// thickens the chart's line, a click on the toggle shows the symbols, and quitting restores the terminal.
@Suite(.serialized, .enabled(if: LiveTerminal.isAvailable, LiveTerminal.skipReason))
struct ControlsDemoTmuxTests {
    /// The screen's lines.
    static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The plot's cells, row by row, from `capture-pane -e` output; empty when no plot shows.
    static func plot(_ screen: String) -> [[TmuxCells.Cell]] {
        let rows = lines(screen)
        let plain = rows.map(TmuxCells.text)
        guard let axis = plain.firstIndex(where: { $0.contains("0          1          2") }),
              let top = plain[..<axis].lastIndex(where: { $0.contains("⡤⠤⠤⠤") }) else { return [] }
        return rows[top..<axis].map(TmuxCells.parse)
    }

    /// How much of the plot is inked, in cells: each cell counts by its ink (a braille dot an eighth, `▄` a half,
    /// `█` a whole; reverse video inverts it), so a thin braille line and a thick block line compare fairly. Cells
    /// in the grid's colour are left out when the screen has colour; without colour (the tests' tmux has none) the
    /// grid's constant ink stays in. `screen` is `capture-pane -e` output.
    static func ink(_ screen: String) -> Double {
        let plot = plot(screen)
        // The grid's colour: the plot's top-left corner is a grid line.
        let grid = plot.first?.first(where: { $0.glyph == "⡤" })?.foreground
        return plot.joined().reduce(0) { sum, cell in
            guard grid == nil || cell.foreground != grid, !cell.glyph.isNumber else { return sum }
            return sum + cell.ink
        }
    }

    /// How many of the plot's cells hold a block element (`▁`…`█`, `▔`, quadrants): a line thick enough to be
    /// drawn in blocks rather than braille dots. Its eighths ink a cell only in part, so without colour a thicker
    /// line shows in this count more than in `ink`, where the grid's braille dots it covers are lost.
    static func blockCells(_ screen: String) -> Int {
        plot(screen).joined().count { cell in
            cell.glyph.unicodeScalars.first.map { (0x2580...0x259F).contains($0.value) } ?? false
        }
    }

    /// Clicks (press and release, SGR) a 1-based cell.
    static func click(_ tmux: TmuxSession, column: Int, row: Int) {
        tmux.sendBytes(Array("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m".utf8))
    }

    @Test func theSliderThickensTheLineAndTheToggleShowsTheSymbols() throws {
        let tmux = TmuxSession(columns: 120, rows: 34)
        defer { tmux.close() }
        tmux.launch(Tool.galleryBinary!)
        #expect(tmux.wait(for: "▸ Workouts"))
        let listRow = try #require(Self.lines(tmux.capture()).firstIndex { $0.contains("Controls") }) + 1
        Self.click(tmux, column: 6, row: listRow)
        #expect(tmux.wait(for: "Show symbols"), "\(tmux.capture())")
        func ink() -> Double { Self.ink(tmux.tmux("capture-pane", "-p", "-e", "-t", "t").output) }
        #expect(tmux.wait { ink() > 5 }, "\(tmux.capture())")
        func blocks() -> Int { Self.blockCells(tmux.tmux("capture-pane", "-p", "-e", "-t", "t").output) }
        let thin = blocks()

        tmux.send("Tab")                                  // from the sidebar into the form: the toggle
        tmux.send("Tab")                                  // the slider
        for _ in 0..<5 { tmux.send("Right") }             // line width 2 → 7
        #expect(tmux.wait { blocks() > thin + 20 }, "thin \(thin), now \(blocks()): \(tmux.capture())")
        #expect(!tmux.capture().contains("▸ Monthly expenses"), "the sidebar kept its choice")
        let thick = ink()

        let lines = Self.lines(tmux.capture())
        let toggleRow = try #require(lines.firstIndex { $0.contains("Show symbols") })
        let column = try #require(lines[toggleRow].range(of: "Show symbols")).lowerBound
        Self.click(tmux, column: lines[toggleRow].distance(from: lines[toggleRow].startIndex, to: column) + 2,
                   row: toggleRow + 1)
        #expect(tmux.wait { tmux.capture().contains("━━━●") }, "the switch is on: \(tmux.capture())")
        #expect(tmux.wait { ink() > thick + 8 }, "thick \(thick), now \(ink()): \(tmux.capture())")

        tmux.send("q")
        #expect(tmux.wait { tmux.paneModes() == "0 1 0 0" }, "restored: \(tmux.paneModes())")
        #expect(tmux.tmux("display-message", "-p", "-t", "t", "#{mouse_any_flag}").output.hasPrefix("0"))
        #expect(tmux.wait(for: "$ "), "the shell prompt is back: \(tmux.capture())")
    }
}
