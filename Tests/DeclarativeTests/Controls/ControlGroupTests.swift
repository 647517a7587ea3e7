import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A `ControlGroup` draws its buttons side by side, joined; `.compactMenu` collapses it into a menu; inside a menu
/// its buttons are rows.
@Suite @MainActor struct ControlGroupTests {
    func frame(_ host: TestHost, _ text: String) -> CGRect? {
        host.render().items.first { item in
            if case .text(let t) = item.content { t.lines.first?.text == text } else { false }
        }?.frame
    }

    @Test func buttonsSitSideBySideAndEachRunsItsAction() throws {
        let log = Box<[String]>([])
        let host = TestHost.control(ControlGroup {
            Button("Zoom in") { log.value.append("in") }
            Button("Zoom out") { log.value.append("out") }
        })
        let zoomIn = try #require(frame(host, "Zoom in"))
        let zoomOut = try #require(frame(host, "Zoom out"))
        #expect(abs(zoomIn.midY - zoomOut.midY) < 0.5)
        #expect(zoomOut.minX > zoomIn.maxX)
        host.tap(label: "Zoom out")
        host.tap(label: "Zoom in")
        #expect(log.value == ["out", "in"])
    }

    @Test func onATerminalTheButtonsAreSplitByABar() {
        let host = TestHost.control(ControlGroup {
            Button("In") {}
            Button("Out") {}
        }.environment(\.terminalCellSize, MenuCells.cell))
        #expect(host.texts == ["In", "│", "Out"])
    }

    @Test func theCompactMenuStyleCollapsesTheGroupIntoAMenu() {
        let log = Box<[String]>([])
        let host = TestHost.control(VStack {
            ControlGroup {
                Button("In") { log.value.append("in") }
                Button("Out") {}
            } label: {
                Text("Zoom")
            }
            .controlGroupStyle(.compactMenu)
            Spacer()
        })
        #expect(host.texts == ["Zoom"])
        host.tap(label: "Zoom")
        #expect(host.menuRows == ["In", "Out"])
        host.tap(label: "In")
        #expect(log.value == ["in"])
    }

    @Test func insideAMenuItsButtonsAreAGroupOfRows() {
        let log = Box<[String]>([])
        let host = TestHost.control(VStack {
            Menu("Edit") {
                Button("Undo") {}
                ControlGroup {
                    Button("Cut") {}
                    Button("Copy") { log.value.append("copy") }
                }
            }
            Spacer()
        })
        host.tap(label: "Edit")
        #expect(host.menuRows == ["Undo", "Cut", "Copy"])
        host.tap(label: "Copy")
        #expect(log.value == ["copy"])
    }
}
