import Testing
import Foundation
import TestTools

/// The live gallery in a 60-column tmux pane: the sidebar starts hidden and the chart draws its bars; `s` shows
/// the list of demos and hides it again; ↑/↓ choose either way.
@Suite(.serialized, .enabled(if: LiveTerminal.isAvailable, LiveTerminal.skipReason))
struct NarrowGalleryTmuxTests {
    @Test func sixtyColumnsHideTheSidebarAndSShowsIt() {
        let tmux = TmuxSession(columns: 60, rows: 20)
        defer { tmux.close() }
        tmux.launch(Tool.galleryBinary!)
        #expect(tmux.wait(for: "Workouts  1/"), "\(tmux.capture())")
        #expect(tmux.wait(for: "30"), "the tallest bar's label: \(tmux.capture())")
        #expect(!tmux.capture().contains("Charts gallery"))
        #expect(tmux.wait { tmux.capture().contains("███") }, "bars drawn, not cut to …: \(tmux.capture())")
        tmux.send("s")
        #expect(tmux.wait(for: "Charts gallery"), "\(tmux.capture())")
        #expect(tmux.capture().contains("▸ Workouts"))
        tmux.send("Down")
        #expect(tmux.wait(for: "▸ Monthly expenses"), "\(tmux.capture())")
        tmux.send("s")
        #expect(tmux.wait { !tmux.capture().contains("Charts gallery") }, "\(tmux.capture())")
        #expect(tmux.wait(for: "Monthly expenses  2/"), "\(tmux.capture())")
        tmux.send("Down")
        #expect(tmux.wait(for: "Equalizer  3/"), "\(tmux.capture())")
        tmux.send("q")
        #expect(tmux.wait { tmux.paneModes() == "0 1 0 0" })
    }
}
