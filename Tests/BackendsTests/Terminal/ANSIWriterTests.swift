import Foundation
import Testing
import Declarative
@testable import Backends

@Suite struct ANSIWriterDiffing {
    static let wrapper = "\u{1B}[?2026h\u{1B}[?2026l"

    static func chart(tallest: CGFloat) -> CellBuffer {
        // Ten bars, 2 columns wide with a 1-column gap, in a 30 × 10 cell area.
        let heights: [CGFloat] = [40, 80, 120, 60, tallest, 30, 90, 150, 70, 110]
        let bars = heights.enumerated().map { i, h in
            Fixture.bar("bar\(i)", x: CGFloat(i) * 24, y: 160 - h, width: 16, height: h)
        }
        return Fixture.cells(Fixture.list(columns: 30, rows: 10, bars))
    }

    @Test func identicalFrameEmitsOnlyTheSynchronizedWrapper() {
        var writer = ANSIWriter()
        _ = writer.frame(Self.chart(tallest: 100))
        #expect(String(decoding: writer.frame(Self.chart(tallest: 100)), as: UTF8.self) == Self.wrapper)
    }

    @Test func oneChangedCellIsOneMoveOnePenOneGrapheme() {
        var writer = ANSIWriter()
        var buffer = CellBuffer(columns: 3, rows: 1)
        buffer.write("abc", column: 0, row: 0)
        _ = writer.frame(buffer)
        buffer.write("d", column: 2, row: 0)
        #expect(String(decoding: writer.frame(buffer), as: UTF8.self)
                == "\u{1B}[?2026h\u{1B}[1;3H\u{1B}[0md\u{1B}[?2026l")
    }

    @Test func firstFrameClearsAndDrawsOnlyWhatIsNotBlank() {
        var writer = ANSIWriter(colorLevel: .none)
        var buffer = CellBuffer(columns: 5, rows: 2)
        buffer.write("hi", column: 1, row: 1)
        #expect(String(decoding: writer.frame(buffer), as: UTF8.self)
                == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[2;2H\u{1B}[0mhi\u{1B}[?2026l")
    }

    @Test func changingOneBarEmitsBytesInProportionToThatBar() {
        var writer = ANSIWriter()
        _ = writer.frame(Self.chart(tallest: 100))
        let grown = writer.frame(Self.chart(tallest: 130))       // bar 4 grows by 1 + 7/8 cells
        let bytes = grown.count - Self.wrapper.utf8.count
        // Two columns × three rows change: three moves, one pen, six glyphs of 3 bytes, one reset: 58 bytes
        // (61 when whole cells were `█`).
        #expect(bytes > 0 && bytes <= 64, "\(bytes) bytes")

        var big = ANSIWriter()
        _ = big.frame(Self.chart(tallest: 100))
        let tallest = big.frame(Self.chart(tallest: 160)).count - Self.wrapper.utf8.count
        #expect(tallest > bytes)                                  // a bigger change costs more …
        #expect(tallest < 120, "\(tallest) bytes")                // … but still only that bar
    }

    @Test func diffIsFarSmallerThanAFullRepaint() {
        var diff = ANSIWriter(), full = ANSIWriter(mode: .fullRepaint)
        _ = diff.frame(Self.chart(tallest: 100))
        _ = full.frame(Self.chart(tallest: 100))
        let diffBytes = diff.frame(Self.chart(tallest: 130)).count
        let fullBytes = full.frame(Self.chart(tallest: 130)).count
        #expect(diffBytes * 10 < fullBytes, "diff \(diffBytes) vs full \(fullBytes)")
    }

    @Test func resizeOrInvalidateRedrawsEverything() {
        var writer = ANSIWriter()
        _ = writer.frame(Self.chart(tallest: 100))
        writer.invalidate()
        let again = String(decoding: writer.frame(Self.chart(tallest: 100)), as: UTF8.self)
        #expect(again.contains("\u{1B}[2J") && again.contains("38;2;0;122;255m") && !again.contains("█"))
    }

    @Test func cursorSkipsAreTheCheapestMove() {
        var writer = ANSIWriter(colorLevel: .none)
        var buffer = CellBuffer(columns: 20, rows: 2)
        _ = writer.frame(buffer)
        buffer.write("a", column: 0, row: 0)
        buffer.write("b", column: 10, row: 0)     // same row, far: CUF
        buffer.write("c", column: 0, row: 1)      // next row, first column: CR LF
        let out = String(decoding: writer.frame(buffer), as: UTF8.self)
        #expect(out == "\u{1B}[?2026h\u{1B}[1H\u{1B}[0ma\u{1B}[9Cb\r\nc\u{1B}[?2026l")
    }

    @Test func wideGraphemeAdvancesTheCursorByTwo() {
        var writer = ANSIWriter(colorLevel: .none)
        var buffer = CellBuffer(columns: 6, rows: 1)
        _ = writer.frame(buffer)
        buffer.write("漢x", column: 0, row: 0)
        #expect(String(decoding: writer.frame(buffer), as: UTF8.self) == "\u{1B}[?2026h\u{1B}[1H\u{1B}[0m漢x\u{1B}[?2026l")
    }
}

@Suite struct SGRPens {
    @Test func penChangesEmitOnlyTheDifference() {
        let red = CellColor(red: 255, green: 0, blue: 0)
        let bold = TerminalPen(Cell("a", foreground: red, attributes: .bold), level: .trueColor)
        let dim = TerminalPen(Cell("a", foreground: red, attributes: .dim), level: .trueColor)
        let boldDim = TerminalPen(Cell("a", foreground: red, attributes: [.bold, .dim]), level: .trueColor)
        #expect(dim.transition(from: bold) == "\u{1B}[22;2m")          // 22 clears bold and faint: re-add faint
        #expect(bold.transition(from: boldDim) == "\u{1B}[22;1m")
        #expect(TerminalPen(Cell("a", attributes: .dim), level: .trueColor)
                    .transition(from: TerminalPen(Cell("a", attributes: .bold), level: .trueColor)) == "\u{1B}[0;2m")  // shorter
        #expect(boldDim.transition(from: bold) == "\u{1B}[2m")
        #expect(bold.transition(from: bold) == "")
        #expect(bold.transition(from: nil) == "\u{1B}[0;1;38;2;255;0;0m")
    }

    @Test func coloursAreEncodedAtTheLevel() {
        let cell = Cell("a", foreground: CellColor(red: 255, green: 0, blue: 0), background: CellColor(red: 128, green: 128, blue: 128))
        #expect(TerminalPen(cell, level: .trueColor).transition(from: .reset) == "\u{1B}[38;2;255;0;0;48;2;128;128;128m")
        #expect(TerminalPen(cell, level: .ansi256).transition(from: .reset) == "\u{1B}[38;5;196;48;5;244m")
        #expect(TerminalPen(cell, level: .ansi16).transition(from: .reset) == "\u{1B}[91;100m")
        #expect(TerminalPen(cell, level: .none).transition(from: .reset) == "")
    }
}
