import Testing
import Foundation
import TestTools

/// The live gallery in a real (tmux) terminal: the first screen, keys, clicks, resizing, and quitting with q.
@Suite(.serialized, .enabled(if: LiveTerminal.isAvailable, LiveTerminal.skipReason))
struct InteractiveGalleryTests {
    @Test func firstScreenShowsTheListAndTheKeysAndQRestoresTheTerminal() throws {
        let tmux = TmuxSession()
        defer { tmux.close() }
        #expect(tmux.wait(for: "$"))
        #expect(tmux.paneModes() == "0 1 0 0")
        let state = tmux.directory.path
        tmux.send("stty -g > \(state)/before", "Enter")
        tmux.launch(Tool.galleryBinary!)
        #expect(tmux.wait(for: "Charts gallery"), "\(tmux.capture())")
        #expect(tmux.wait(for: "q quit"))
        let screen = tmux.capture()
        for title in ["Workouts", "Monthly expenses", "Equalizer", "Spending", "Goals", "Markets"] {
            #expect(screen.contains(title), "\(title) missing from:\n\(screen)")
        }
        #expect(screen.contains("▸ Workouts"))
        #expect(screen.contains("↑↓ choose · Tab to controls, Esc back"))
        #expect(tmux.paneModes() == "1 0 1 1", "raw drawing modes: alternate screen, hidden cursor, SGR mouse")

        tmux.send("q")
        #expect(tmux.wait { tmux.paneModes() == "0 1 0 0" }, "restored: \(tmux.paneModes())")
        tmux.send("stty -g > \(state)/after", "Enter")
        #expect(tmux.wait { FileManager.default.fileExists(atPath: "\(state)/after") })
        usleep(200_000)
        let before = try String(contentsOfFile: "\(state)/before", encoding: .utf8)
        let after = try String(contentsOfFile: "\(state)/after", encoding: .utf8)
        #expect(before == after, "terminal modes after quitting differ from before")
        #expect(!tmux.capture().contains("Charts gallery"), "the gallery stays on the alternate screen")
    }

    @Test func keysMoveTheSelectionAndClicksChoose() {
        let tmux = TmuxSession()
        defer { tmux.close() }
        tmux.launch(Tool.galleryBinary!)
        #expect(tmux.wait(for: "▸ Workouts"))
        tmux.send("Down")
        #expect(tmux.wait(for: "▸ Monthly expenses"), "\(tmux.capture())")
        tmux.send("Down")
        #expect(tmux.wait(for: "▸ Equalizer"))
        // Click the name on screen row 7 (1-based), where "Goals" is listed: ESC [ < 0 ; 5 ; 7 M, then release.
        let row = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("Goals") }.map { $0 + 1 } ?? 7
        tmux.sendBytes(Array("\u{1B}[<0;5;\(row)M\u{1B}[<0;5;\(row)m".utf8))
        #expect(tmux.wait(for: "▸ Goals"), "\(tmux.capture())")
        tmux.send("q")
        #expect(tmux.wait { tmux.paneModes() == "0 1 0 0" })
    }

    @Test func resizingRelaysOutTheScreen() {
        let tmux = TmuxSession(columns: 100, rows: 30)
        defer { tmux.close() }
        tmux.launch(Tool.galleryBinary!)
        #expect(tmux.wait(for: "q quit"))
        tmux.tmux("resize-window", "-t", "t", "-x", "80", "-y", "20")
        let moved = tmux.wait {
            let lines = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 20 && lines[19].contains("q quit") && !lines[20...].contains { !$0.isEmpty }
        }
        #expect(moved, "the help line should end on the new last row:\n\(tmux.capture())")
        tmux.send("q")
        #expect(tmux.wait { tmux.paneModes() == "0 1 0 0" })
    }
}
