import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `.sheet`: a panel from the bottom of the window, as high as its detent, over everything else; the view below is
/// dimmed and takes no taps or keys; `Esc`, a tap above the sheet, `dismiss()` and the binding dismiss it, and then
/// `onDismiss` runs; its state lives while it is up.
@Suite @MainActor struct SheetTests {
    final class Log {
        var shows = 0
        var dismissals = 0
        var belowKeys = 0
    }

    /// A button that shows a sheet, with a detent, a counter and a Done button that calls `dismiss()`.
    struct Screen: View {
        let log: Log
        var detents: Set<PresentationDetent> = [.medium]
        var interactive = true
        @State private var isShowing = false

        var body: some View {
            VStack {
                Button("Show") { log.shows += 1; isShowing = true }
                Text("Below")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onKeyPress { _ in log.belowKeys += 1; return .ignored }
            .sheet(isPresented: $isShowing, onDismiss: { log.dismissals += 1 }) {
                Detail().presentationDetents(detents).interactiveDismissDisabled(!interactive)
            }
        }
    }

    struct Detail: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Taps \(taps)")
                Text(isPresented ? "Presented" : "Not presented")
                Button("More") { taps += 1 }
                Button("Done") { dismiss() }
            }
        }
    }

    static let size = CGSize(width: 390, height: 410)

    func text(_ item: DisplayItem) -> String? {
        if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
        return nil
    }

    func frame(of string: String, in list: DisplayList) -> CGRect? {
        list.items.last { text($0) == string }?.frame
    }

    @Test func aMediumSheetCoversTheLowerHalfOverADimmedWindow() throws {
        let host = TestHost(Screen(log: Log()), size: Self.size)
        host.render()
        #expect(host.tap(label: "Show"))
        let list = host.advance(by: 1)       // the sheet slides up (see PresentationTransitionTests)
        // Large leaves 10 pt of the window's top: medium is half of the 400 pt left.
        let panel = try #require(list.items.last { item in
            if case .shape(let s) = item.content, s.fill == .color(Color.background.resolve(in: .light)) { true } else { false }
        })
        #expect(panel.frame == CGRect(x: 0, y: 210, width: 390, height: 200))
        let done = try #require(frame(of: "Done", in: list))
        #expect(done.minY > 210)
        // The veil over the whole window comes after everything the screen drew, and before the sheet.
        let veil = try #require(list.items.firstIndex { item in
            if case .shape(let s) = item.content, s.fill == .color(Color.Resolved(0, 0, 0, 0.3)) { true } else { false }
        })
        #expect(list.items[veil].frame == CGRect(origin: .zero, size: Self.size))
        #expect(list.items.firstIndex { text($0) == "Below" }! < veil)
        #expect(list.items.firstIndex { text($0) == "Done" }! > veil)
        #expect(list.items.contains { text($0) == "Presented" })
    }

    @Test func theLargeDetentAndASelectionPickTheHeight() throws {
        let host = TestHost(Screen(log: Log(), detents: [.large, .fraction(0.25)]), size: Self.size)
        host.render()
        host.tap(label: "Show")
        host.advance(by: 1)
        // Two detents: the smallest shows first.
        let bg = Paint.color(Color.background.resolve(in: .light))
        func panelTop() -> CGFloat? {
            host.render().items.last { if case .shape(let s) = $0.content { s.fill == bg } else { false } }?.frame.minY
        }
        #expect(panelTop() == 310)
        let large = TestHost(Screen(log: Log(), detents: [.large]), size: Self.size)
        large.render()
        large.tap(label: "Show")
        #expect(large.advance(by: 1).items.last { if case .shape(let s) = $0.content { s.fill == bg } else { false } }?.frame.minY == 10)
    }

    @Test func theViewBelowTakesNoTapsOrKeysWhileTheSheetIsUp() {
        let log = Log()
        let host = TestHost(Screen(log: log, interactive: false), size: Self.size)
        host.render()
        host.tap(label: "Show")
        #expect(log.shows == 1)
        // The "Show" button is under the veil: a tap there reaches nothing, and the sheet stays.
        host.tap(at: CGPoint(x: 195, y: 195))
        host.press(.downArrow)
        host.press(.escape)
        #expect(log.shows == 1)
        #expect(log.belowKeys == 0)
        #expect(host.texts.contains("Done"))
        #expect(log.dismissals == 0)
    }

    @Test func escapeAndATapAboveTheSheetDismissIt() {
        let log = Log()
        let host = TestHost(Screen(log: log), size: Self.size)
        host.render()
        host.tap(label: "Show")
        host.press(.escape)
        #expect(!host.texts.contains("Done"))
        #expect(log.dismissals == 1)
        host.tap(label: "Show")
        host.tap(at: CGPoint(x: 195, y: 100))
        #expect(!host.texts.contains("Done"))
        #expect(log.shows == 2)
        #expect(log.dismissals == 2)
    }

    @Test func doneCallsDismissAndTheNextPresentationStartsAfresh() {
        let log = Log()
        let host = TestHost(Screen(log: log), size: Self.size)
        host.render()
        host.tap(label: "Show")
        host.tap(label: "More")
        host.tap(label: "More")
        #expect(host.texts.contains("Taps 2"))
        host.tap(label: "Done")
        #expect(!host.texts.contains("Taps 2"))
        #expect(log.dismissals == 1)
        host.tap(label: "Show")
        #expect(host.texts.contains("Taps 0"))
    }

    @Test func tabMovesFocusOnlyAmongTheSheetsControls() {
        let log = Log()
        let host = TestHost(Screen(log: log), size: Self.size)
        host.render()
        host.tap(label: "Show")
        // More, Done, then More again: the Show button below is never reached.
        host.press(.tab)
        host.press(.return)
        #expect(host.texts.contains("Taps 1"))
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(host.texts.contains("Taps 2"))
        #expect(log.shows == 1)
        host.press(.tab)
        host.press(.return)
        #expect(!host.texts.contains("Done"))
        #expect(log.dismissals == 1)
    }

    /// A sheet with a navigation stack of its own and a Done item (`ToolbarItem(placement: .confirmationAction)`), as
    /// published sheets are written.
    struct DoneSheetScreen: View {
        @State private var isShowing = true
        var body: some View {
            Text("Below").sheet(isPresented: $isShowing) {
                NavigationStack {
                    Text("Figures")
                        .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { isShowing = false } } }
                }
            }
        }
    }

    @Test func aSheetsOwnNavigationBarShowsItsToolbarItemsWhole() {
        // The item is added to the bar while the sheet's content is first made; it must still be laid out (it was
        // once left unplaced: drawn at no size, as "…").
        let host = TestHost(DoneSheetScreen(), size: CGSize(width: 720, height: 400))
        host.render()
        let list = host.advance(by: 1)
        let done = list.items.last { text($0) == "Done" }
        #expect(done.map { $0.frame.width > 20 && $0.frame.maxX > 600 } == true)
        #expect(host.tap(label: "Done"))
        host.advance(by: 1)
        #expect(!host.texts.contains("Figures"))
    }
}
