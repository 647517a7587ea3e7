import Testing
import Foundation
import TestTools

/// The scrolling demo live in tmux: the wheel and the arrow keys scroll a year of bars, and quitting restores the
/// terminal.
@Suite(.serialized, .enabled(if: LiveTerminal.isAvailable, LiveTerminal.skipReason))
struct ScrollingDemoTmuxTests {
    @Test func wheelAndKeysScrollTheYear() throws {
        let tmux = TmuxSession(columns: 120, rows: 30)
        defer { tmux.close() }
        tmux.launch(Tool.galleryBinary!)
        #expect(tmux.wait(for: "▸ Workouts"))
        let listRow = try #require(tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("Scrolling") }) + 1
        tmux.sendBytes(Array("\u{1B}[<0;6;\(listRow)M\u{1B}[<0;6;\(listRow)m".utf8))
        #expect(tmux.wait(for: "Daily rain"), "\(tmux.capture())")
        #expect(tmux.wait(for: "Jan 5"), "\(tmux.capture())")
        let lines = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("Daily rain") }) + 8
        // Wheel down (65) over the plot, a report at a time: three lines each.
        for _ in 0..<12 { tmux.sendBytes(Array("\u{1B}[<65;60;\(row)M".utf8)) }
        #expect(tmux.wait { tmux.capture().contains("Feb") }, "\(tmux.capture())")
        tmux.send("Tab")                                                             // focus moves from the sidebar into the chart
        for _ in 0..<40 { tmux.send("Right") }
        #expect(tmux.wait { tmux.capture().contains("Mar") || tmux.capture().contains("Apr") }, "\(tmux.capture())")
        tmux.send("q")
        #expect(tmux.wait { tmux.paneModes() == "0 1 0 0" }, "restored: \(tmux.paneModes())")
    }
}
