import Testing
import Foundation
import TestTools

/// The scrolling demo live in tmux: the wheel, the arrow keys and a drag each scroll a year of bars (each step checks
/// the x axis's labels moved, so none passes on what another did), and quitting restores the terminal.
@Suite(.serialized, .enabled(if: LiveTerminal.isAvailable, LiveTerminal.skipReason))
struct ScrollingDemoTmuxTests {
    /// Whether the x axis labels a day of `month` ("Mar 9"); the sidebar's "Markets" does not count.
    func axisShows(_ month: String, _ screen: String) -> Bool {
        screen.range(of: month + " [0-9]", options: .regularExpression) != nil
    }

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
        let start = tmux.settledCapture()
        #expect(!axisShows("Feb", start), "January shows first: \(start)")
        let lines = start.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("Daily rain") }) + 8
        // Wheel down (65) over the plot, a report at a time: three lines each, about a month in all.
        for _ in 0..<12 { tmux.sendBytes(Array("\u{1B}[<65;60;\(row)M".utf8)) }
        #expect(tmux.wait { let s = tmux.capture(); return axisShows("Feb", s) && !s.contains("Jan 5") }, "\(tmux.capture())")
        let wheeled = tmux.settledCapture()
        #expect(!axisShows("Mar", wheeled), "the wheel alone stops short of March: \(wheeled)")
        tmux.send("Tab")                                                             // focus moves from the sidebar into the chart
        for _ in 0..<40 { tmux.send("Right") }                                       // forty midnights on
        #expect(tmux.wait { axisShows("Mar", tmux.capture()) }, "\(tmux.capture())")
        let keyed = tmux.settledCapture()
        for _ in 0..<40 { tmux.send("Left") }
        #expect(tmux.wait { let s = tmux.capture(); return s != keyed && !axisShows("Mar", s) && axisShows("Feb", s) }, "← scrolls back: \(tmux.capture())")
        let back = tmux.settledCapture()
        let first = try #require(back.range(of: "(Jan|Feb) [0-9]+", options: .regularExpression).map { String(back[$0]) })
        func showsFirst(_ screen: String) -> Bool { screen.range(of: first + "(?![0-9])", options: .regularExpression) != nil }
        // A drag to the left (press, motion with the button held, release) pulls later days in; it glides on.
        tmux.sendBytes(Array("\u{1B}[<0;90;\(row)M\u{1B}[<32;60;\(row)M\u{1B}[<32;30;\(row)M\u{1B}[<0;30;\(row)m".utf8))
        #expect(tmux.wait { let s = tmux.capture(); return !showsFirst(s) && (axisShows("Feb", s) || axisShows("Mar", s)) },
                "\(tmux.capture())")
        tmux.send("q")
        #expect(tmux.wait { tmux.paneModes() == "0 1 0 0" }, "restored: \(tmux.paneModes())")
    }
}
