import Testing
import Foundation
import TestTools

/// The selection demo live in tmux: mouse motion over the plot moves the annotation (hover reports, mode 1003, are
/// on while it shows), a drag moves it too, the arrow keys step it, and quitting restores the terminal.
@Suite(.serialized, .enabled(if: LiveTerminal.isAvailable, LiveTerminal.skipReason))
struct SelectionDemoTmuxTests {
    /// The annotation on screen, such as "Jan 14: 5104 steps".
    func annotation(_ screen: String) -> String? {
        guard let r = screen.range(of: #"Jan [0-9]+: [0-9]+ steps"#, options: .regularExpression) else { return nil }
        return String(screen[r])
    }

    /// The day of January the annotation names (14 for "Jan 14: 5104 steps").
    func day(_ annotation: String?) -> Int? {
        annotation.flatMap { $0.dropFirst(4).split(separator: ":").first }.flatMap { Int($0) }
    }

    @Test func motionDragAndKeysMoveTheAnnotationAndQuittingRestores() throws {
        let tmux = TmuxSession(columns: 120, rows: 34)
        defer { tmux.close() }
        tmux.launch(Tool.galleryBinary!)
        #expect(tmux.wait(for: "▸ Workouts"))
        // Click "Selection" in the list of demos.
        let listRow = try #require(tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("Selection") }) + 1
        tmux.sendBytes(Array("\u{1B}[<0;6;\(listRow)M\u{1B}[<0;6;\(listRow)m".utf8))
        #expect(tmux.wait(for: "Daily steps, January"), "\(tmux.capture())")
        #expect(tmux.wait { tmux.tmux("display-message", "-p", "-t", "t", "#{mouse_any_flag}").output.hasPrefix("1") },
                "hover reports on while a view listens for hover")
        let lines = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let plotRow = try #require(lines.firstIndex { $0.contains("8,000") }) + 1          // 1-based
        let titleLine = try #require(lines.first { $0.contains("Daily steps") })
        let left = titleLine.distance(from: titleLine.startIndex, to: titleLine.range(of: "Daily steps")!.lowerBound) + 1

        tmux.sendBytes(Array("\u{1B}[<35;\(left + 5);\(plotRow)M".utf8))            // hover
        #expect(tmux.wait { annotation(tmux.capture()) != nil }, "\(tmux.capture())")
        let first = annotation(tmux.capture())
        tmux.sendBytes(Array("\u{1B}[<35;\(left + 15);\(plotRow)M".utf8))           // hover further right: a later day
        #expect(tmux.wait { (day(annotation(tmux.capture())) ?? 0) > (day(first) ?? 99) }, "\(tmux.capture())")
        let hovered = annotation(tmux.capture())
        tmux.sendBytes(Array("\u{1B}[<0;\(left + 20);\(plotRow)M\u{1B}[<32;\(left + 40);\(plotRow)M".utf8))   // press, drag
        #expect(tmux.wait { (day(annotation(tmux.capture())) ?? 0) > (day(hovered) ?? 99) }, "the drag moves it on: \(tmux.capture())")
        let dragged = annotation(tmux.capture())
        tmux.sendBytes(Array("\u{1B}[<32;\(left + 10);\(plotRow)M".utf8))            // drag back left: an earlier day
        #expect(tmux.wait { (day(annotation(tmux.capture())) ?? 99) < (day(dragged) ?? 0) }, "\(tmux.capture())")
        tmux.sendBytes(Array("\u{1B}[<0;\(left + 10);\(plotRow)m".utf8))            // release: the selection ends
        #expect(tmux.wait { annotation(tmux.capture()) == nil }, "\(tmux.capture())")
        tmux.send("Tab")                                                             // focus moves from the sidebar into the chart
        tmux.send("Right")
        #expect(tmux.wait { annotation(tmux.capture())?.hasPrefix("Jan 1:") == true }, "\(tmux.capture())")
        tmux.send("Right")
        #expect(tmux.wait { annotation(tmux.capture())?.hasPrefix("Jan 2:") == true }, "\(tmux.capture())")
        #expect(dragged != first)

        tmux.send("q")
        #expect(tmux.wait { tmux.paneModes() == "0 1 0 0" }, "restored: \(tmux.paneModes())")
        #expect(tmux.tmux("display-message", "-p", "-t", "t", "#{mouse_any_flag}").output.hasPrefix("0"))
    }
}
