import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `.confirmationDialog`: stacked buttons along the bottom of the window, a Cancel button added when none is
/// given, the title shown only with `titleVisibility: .visible`; `Esc` or a tap outside cancels it.
@Suite @MainActor struct ConfirmationDialogTests {
    final class Log {
        var exported: [String] = []
    }

    struct Screen: View {
        let log: Log
        var visibility = Visibility.visible
        @State private var show = true
        var body: some View {
            Text("Chart")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .confirmationDialog("Export", isPresented: $show, titleVisibility: visibility) {
                    Button("SVG") { log.exported.append("svg") }
                    Button("PNG") { log.exported.append("png") }
                } message: {
                    Text("Choose a format")
                }
        }
    }

    static let size = CGSize(width: 390, height: 400)

    func text(_ item: DisplayItem) -> String? {
        if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
        return nil
    }

    @Test func theDialogStacksItsButtonsAtTheBottomWithAnAddedCancel() throws {
        let host = TestHost(Screen(log: Log()), size: Self.size)
        let list = host.render()
        #expect(list.items.contains { text($0) == "Export" })
        #expect(list.items.contains { text($0) == "Choose a format" })
        let frames = try ["SVG", "PNG", "Cancel"].map { name in try #require(list.items.last { text($0) == name }).frame }
        #expect(frames[0].maxY <= frames[1].minY)
        #expect(frames[1].maxY <= frames[2].minY)
        #expect(frames[2].maxY > 300)
    }

    @Test func theTitleIsHiddenUnlessVisible() {
        let host = TestHost(Screen(log: Log(), visibility: .automatic), size: Self.size)
        host.render()
        #expect(!host.texts.contains("Export"))
        #expect(host.texts.contains("Choose a format"))
    }

    @Test func aButtonActsAndDismissesAndATapOutsideCancels() {
        let log = Log()
        let host = TestHost(Screen(log: log), size: Self.size)
        host.render()
        host.tap(label: "PNG")
        #expect(log.exported == ["png"])
        #expect(!host.texts.contains("SVG"))
        let again = TestHost(Screen(log: log), size: Self.size)
        again.render()
        again.tap(at: CGPoint(x: 195, y: 20))
        #expect(!again.texts.contains("SVG"))
        #expect(log.exported == ["png"])
    }

    @Test func arrowsMoveFromCancelUpToAnAction() {
        let log = Log()
        let host = TestHost(Screen(log: log), size: Self.size)
        host.render()
        host.press(.upArrow)
        host.press(.return)
        #expect(log.exported == ["png"])
    }
}
