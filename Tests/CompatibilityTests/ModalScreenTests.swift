import Testing
import Foundation
import Declarative
import TestTools

/// The modal presentation screen (Swift 5 mode): a bar's tap opens that day in a `.sheet(item:)` with detents and a
/// Done button calling `dismiss()`; a destructive `.alert` with a message asks before deleting; a
/// `.confirmationDialog` offers export formats.
///
/// | screen | APIs |
/// |---|---|
/// | modal | `sheet(item:content:)`, `presentationDetents([.medium, .large])`, `presentationDragIndicator`, `@Environment(\.dismiss)`, `alert(_:isPresented:actions:message:)`, `Button(_:role:)` `.destructive` / `.cancel`, `confirmationDialog(_:isPresented:titleVisibility:actions:)`, `chartOverlay` + `onTapGesture` with a location |
@MainActor
@Suite struct ModalScreenTests {
    @Test func modal() async { await checkScreen(ControlsModalScreen()) }

    static func texts(_ host: ViewHost) -> [String] {
        host.displayList.items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
    }

    @Test func aBarOpensItsDayInASheetAndDoneDismissesIt() throws {
        let clock = VirtualClock()
        let host = ViewHost(rootView: ControlsModalScreen(), size: CGSize(width: 390, height: 600), clock: clock)
        host.render()
        let blue = Paint.color(Color.blue.resolve(in: .light))
        let bars = host.displayList.items.filter { if case .shape(let s) = $0.content { s.fill == blue } else { false } }
        #expect(bars.count == 5)
        let thursday = try #require(bars.max { $0.frame.height < $1.frame.height }).frame
        host.tap(at: CGPoint(x: thursday.midX, y: thursday.maxY - 4))
        host.render()
        clock.advance(by: 1)     // the sheet slides up
        host.render()
        #expect(Self.texts(host).contains("9900 steps"))
        // A medium sheet: the day's title sits in the lower half of the window.
        let title = try #require(host.displayList.items.last { if case .text(let t) = $0.content { t.lines[0].text == "Thu" } else { false } })
        #expect(title.frame.minY > 295)
        #expect(host.tap(label: "Done"))
        host.render()
        clock.advance(by: 1)
        host.render()
        #expect(!Self.texts(host).contains("9900 steps"))
    }

    @Test func theDestructiveAlertAsksFirst() {
        let clock = VirtualClock()
        let host = ViewHost(rootView: ControlsModalScreen(), size: CGSize(width: 390, height: 600), clock: clock)
        host.render()
        clock.advance(by: 1)
        host.render()
        #expect(host.tap(label: "Delete"))
        host.render()
        clock.advance(by: 1)     // each alert comes and goes with its presentation's animation
        host.render()
        #expect(Self.texts(host).contains("Delete data?"))
        #expect(Self.texts(host).contains { $0.hasPrefix("This removes the week's steps") })
        // Return presses the highlighted Cancel: nothing is deleted.
        host.press(KeyPress(key: .return))
        host.render()
        clock.advance(by: 1)
        host.render()
        #expect(Self.texts(host).contains("5 days"))
        host.tap(label: "Delete")
        host.render()
        clock.advance(by: 1)
        host.render()
        host.tap(label: "Delete")
        host.render()
        clock.advance(by: 1)
        host.render()
        #expect(Self.texts(host).contains("0 days"))
        #expect(!Self.texts(host).contains("Delete data?"))
    }

    @Test func theExportDialogRunsTheChosenFormat() {
        let clock = VirtualClock()
        let host = ViewHost(rootView: ControlsModalScreen(), size: CGSize(width: 390, height: 600), clock: clock)
        host.render()
        host.tap(label: "Export")
        host.render()
        clock.advance(by: 1)
        host.render()
        #expect(Self.texts(host).contains("Export"))
        #expect(Self.texts(host).contains("Cancel"))
        host.tap(label: "SVG")
        host.render()
        clock.advance(by: 1)
        host.render()
        #expect(Self.texts(host).contains("Exported as SVG"))
        #expect(!Self.texts(host).contains("Cancel"))
    }
}
