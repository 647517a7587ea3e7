import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `.alert`: a box in the middle of the window with a bold title, a message and its buttons; the cancel button goes
/// first in a row of two, an alert without buttons gets OK; any button runs its action, then dismisses the alert
/// and sets the binding to false; the window below takes no taps or keys meanwhile.
@Suite @MainActor struct AlertTests {
    final class Log {
        var deleted = 0
        var cancelled = 0
        var belowTaps = 0
        var isPresented = false
    }

    struct DeleteScreen: View {
        let log: Log
        @State private var confirm = false
        var body: some View {
            VStack {
                Button("Delete all") { confirm = true }
                Button("Below") { log.belowTaps += 1 }
            }
            .alert("Delete data?", isPresented: Binding(get: { confirm }, set: { confirm = $0; log.isPresented = $0 })) {
                Button("Delete", role: .destructive) { log.deleted += 1 }
                Button("Cancel", role: .cancel) { log.cancelled += 1 }
            } message: {
                Text("This removes every workout.")
            }
        }
    }

    static let size = CGSize(width: 390, height: 400)

    func text(_ item: DisplayItem) -> String? {
        if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
        return nil
    }

    func present(_ log: Log, cells: Bool = false) -> TestHost {
        var environment = EnvironmentValues()
        if cells { environment.terminalCellSize = CGSize(width: 8, height: 16) }
        let host = TestHost(DeleteScreen(log: log), size: Self.size, environment: environment)
        host.render()
        host.tap(label: "Delete all")
        host.advance(by: 1)      // the alert comes in (see PresentationTransitionTests)
        return host
    }

    @Test func theAlertIsCentredWithTheCancelButtonFirstAndTheTitleBold() throws {
        let host = present(Log())
        let list = host.render()
        let title = try #require(list.items.last { text($0) == "Delete data?" })
        #expect(abs(title.frame.midX - 195) < 1)
        if case .text(let t) = title.content { #expect(t.font.weight == .semibold) }
        #expect(list.items.contains { text($0) == "This removes every workout." })
        let cancel = try #require(list.items.last { text($0) == "Cancel" }).frame
        let delete = try #require(list.items.last { text($0) == "Delete" }).frame
        #expect(cancel.maxX < delete.minX)
        #expect(abs(cancel.midY - delete.midY) < 1)
        // The destructive button is red.
        if case .text(let t) = try #require(list.items.last { text($0) == "Delete" }).content {
            #expect(t.paint == .color(Color.red.resolve(in: .light)))
        }
        // The alert is centred in the window.
        #expect(title.frame.minY > 100 && cancel.maxY < 300)
    }

    @Test func aButtonRunsItsActionThenDismissesTheAlert() {
        let log = Log()
        let host = present(log)
        #expect(host.tap(label: "Delete"))
        #expect(log.deleted == 1)
        #expect(!log.isPresented)
        host.advance(by: 1)
        #expect(!host.texts.contains("Delete data?"))
    }

    @Test func keysMoveTheHighlightAndReturnPressesIt() {
        let log = Log()
        let host = present(log, cells: true)
        // On a terminal the highlight, between ▸ and ◂, starts on Cancel, so a stray Return never deletes.
        let texts = host.texts
        #expect(texts.firstIndex(of: "▸").map { texts[$0 + 1] } == "Cancel")
        host.press(.rightArrow)
        host.press(.return)
        #expect(log.deleted == 1)
        #expect(log.cancelled == 0)
        host.advance(by: 1)
        host.tap(label: "Delete all")
        host.advance(by: 1)
        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        #expect(log.cancelled == 1)
    }

    @Test func escapePressesTheCancelButton() {
        let log = Log()
        let host = present(log)
        host.press(.escape)
        #expect(log.cancelled == 1)
        #expect(!log.isPresented)
    }

    @Test func theWindowBelowTakesNoTapsWhileTheAlertIsUp() {
        let log = Log()
        let host = present(log)
        let below = host.host.displayList.items.first { text($0) == "Below" }!.frame
        host.tap(at: CGPoint(x: below.midX, y: below.midY))
        #expect(log.belowTaps == 0)
        #expect(host.texts.contains("Delete data?"))
    }

    struct NoActions: View {
        @State var shown = true
        var body: some View {
            Text("Base").alert("Saved", isPresented: $shown) {}
        }
    }

    @Test func anAlertWithoutActionsHasAnOKButton() {
        let host = TestHost(NoActions(), size: Self.size)
        host.advance(by: 1)
        #expect(host.texts.contains("OK"))
        host.press(.return)
        host.advance(by: 1)
        #expect(!host.texts.contains("Saved"))
    }

    struct LoadError: LocalizedError {
        var errorDescription: String? { "Could not load" }
        var failureReason: String? { "The file is damaged." }
    }

    struct ErrorScreen: View {
        @State var shown = true
        let error: LoadError?
        var body: some View {
            Text("Base").alert(isPresented: $shown, error: error) { Button("Retry") {} }
        }
    }

    @Test func anErrorAlertShowsTheDescriptionAndTheReason() {
        let host = TestHost(ErrorScreen(error: LoadError()), size: Self.size)
        host.advance(by: 1)
        #expect(host.texts.contains("Could not load"))
        #expect(host.texts.contains("The file is damaged."))
        #expect(host.texts.contains("Retry"))
        // No error, no alert, whatever the binding says.
        let none = TestHost(ErrorScreen(error: nil), size: Self.size)
        none.render()
        #expect(!none.texts.contains("Retry"))
    }

    struct Presenting: View {
        @State var shown = true
        let name: String?
        var body: some View {
            Text("Base").alert("Rename", isPresented: $shown, presenting: name) { name in
                Button("Rename \(name)") {}
            } message: { name in
                Text("Old name: \(name)")
            }
        }
    }

    @Test func anAlertPresentingDataMakesItsPartsFromIt() {
        let host = TestHost(Presenting(name: "Run"), size: Self.size)
        host.advance(by: 1)
        #expect(host.texts.contains("Rename Run"))
        #expect(host.texts.contains("Old name: Run"))
        let none = TestHost(Presenting(name: nil), size: Self.size)
        none.render()
        #expect(!none.texts.contains("Rename"))
    }

    struct Three: View {
        @State var shown = true
        var body: some View {
            Text("Base").alert(Text("Units"), isPresented: $shown) {
                Button("Cancel", role: .cancel) {}
                Button("Metric") {}
                Button("Imperial") {}
            }
        }
    }

    @Test func threeButtonsStackWithCancelLast() throws {
        let host = TestHost(Three(), size: Self.size)
        host.render()
        let list = host.advance(by: 1)
        let frames = try ["Metric", "Imperial", "Cancel"].map { name in try #require(list.items.last { text($0) == name }).frame }
        #expect(frames[0].maxY <= frames[1].minY)
        #expect(frames[1].maxY <= frames[2].minY)
    }

    /// A rename alert as iOS 16 code writes it: a text field, a preferred button disabled until there is a name.
    struct Rename: View {
        let log: Log
        var name: String
        @State var shown = true
        var body: some View {
            Text("Base").alert("Rename", isPresented: $shown) {
                Button("Save") { log.deleted += 1 }
                    .keyboardShortcut(.defaultAction)
                    .disabled(name.isEmpty)
                Button("Cancel", role: .cancel) { log.cancelled += 1 }
            }
        }
    }

    func paint(of label: String, in list: DisplayList) -> Paint? {
        guard case .text(let t) = list.items.last(where: { text($0) == label })?.content else { return nil }
        return t.paint
    }

    @Test func aDisabledButtonStaysInTheRowDimmedAndCannotBePressed() throws {
        let log = Log()
        let host = TestHost(Rename(log: log, name: ""), size: Self.size)
        let list = host.advance(by: 1)
        let save = try #require(list.items.last { text($0) == "Save" }).frame
        let cancel = try #require(list.items.last { text($0) == "Cancel" }).frame
        #expect(abs(save.midY - cancel.midY) < 1)           // laid out as an alert button, in the row of two
        // Dimmed: a faint label colour, not the tint Cancel is drawn in.
        guard case .color(let dimmed) = paint(of: "Save", in: list) else { Issue.record("Save has no colour"); return }
        #expect(dimmed.opacity < 0.6)
        #expect(paint(of: "Save", in: list) != paint(of: "Cancel", in: list))
        host.tap(label: "Save")
        #expect(log.deleted == 0)
        #expect(host.texts.contains("Rename"))
        host.press(.escape)
        #expect(log.cancelled == 1)
    }

    @Test func theDefaultActionIsBoldHighlightedFirstAndTakesReturn() throws {
        let log = Log()
        let host = TestHost(Rename(log: log, name: "Run"), size: Self.size)
        let list = host.advance(by: 1)
        guard case .text(let save) = try #require(list.items.last { text($0) == "Save" }).content,
              case .text(let cancel) = try #require(list.items.last { text($0) == "Cancel" }).content else { return }
        #expect(save.font.weight == .bold)                    // the preferred button is bold, not Cancel
        #expect(cancel.font.weight != .bold)
        host.press(.return)
        #expect(log.deleted == 1)
        #expect(log.cancelled == 0)
    }
}
