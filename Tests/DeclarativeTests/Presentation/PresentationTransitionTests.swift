import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// Presentations come and go as iOS's do, animated whether or not the change was: a sheet rises from the bottom
/// while the window behind dims, and sinks back when dismissed; an alert fades in from a little larger and fades
/// out; a transaction that disables animations presents at once.
@Suite @MainActor struct PresentationTransitionTests {
    final class Log { var dismissals = 0 }

    struct SheetScreen: View {
        let log: Log
        var disablesAnimations = false
        @State private var isShowing = false

        var body: some View {
            VStack {
                Button("Show") {
                    if disablesAnimations {
                        withTransaction(\.disablesAnimations, true) { isShowing = true }
                    } else {
                        isShowing = true
                    }
                }
                Text("Below")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $isShowing, onDismiss: { log.dismissals += 1 }) {
                Text("Sheet").presentationDetents([.medium])
            }
        }
    }

    struct AlertScreen: View {
        @State private var isShowing = false
        var body: some View {
            Button("Ask") { isShowing = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .alert("Delete data?", isPresented: $isShowing) { Button("Delete", role: .destructive) {} }
        }
    }

    /// A sheet whose content reads the presenter's state, changed from inside the sheet.
    struct LiveSheetScreen: View {
        @State private var isShowing = true
        @State private var wide = false
        var body: some View {
            Text("Below")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .sheet(isPresented: $isShowing) {
                    VStack {
                        Button("Widen") { wide = true }
                        Color.red.frame(width: wide ? 200 : 100, height: 20)
                    }
                }
        }
    }

    static let size = CGSize(width: 390, height: 410)
    static let panelPaint = Paint.color(Color.background.resolve(in: .light))

    /// The top of the sheet's panel, and the opacity of the veil over the window.
    func sheet(_ list: DisplayList) -> (top: CGFloat, veil: Double)? {
        guard let panel = list.items.last(where: { if case .shape(let s) = $0.content { s.fill == Self.panelPaint } else { false } })
        else { return nil }
        let veil = list.items.compactMap { item -> Double? in
            guard case .shape(let s) = item.content, case .color(let c)? = s.fill, item.frame.size == Self.size,
                  c.red == 0, c.green == 0, c.blue == 0 else { return nil }
            return Double(c.opacity)
        }.max() ?? 0
        return (panel.frame.minY, veil)
    }

    func item(_ string: String, in list: DisplayList) -> DisplayItem? {
        list.items.last { if case .text(let t) = $0.content { t.lines.map(\.text).joined() == string } else { false } }
    }

    @Test func aSheetRisesWhileTheWindowDimsThenSinksWhenDismissed() throws {
        let log = Log()
        let host = TestHost(SheetScreen(log: log), size: Self.size)
        host.render()
        host.tap(label: "Show")
        // At rest a medium sheet's panel starts at 210 (the 400 pt a large one takes, halved), under a 0.3 veil.
        let start = try #require(sheet(host.render()))
        #expect(abs(start.top - Self.size.height) < 1e-6, "it starts just below the window: it travels its own height")
        #expect(start.veil < 0.01)
        let middle = try #require(sheet(host.advance(by: 0.1)))
        #expect(middle.top > 210 && middle.top < start.top)
        #expect(middle.veil > 0.01 && middle.veil < 0.3)
        let later = try #require(sheet(host.advance(by: 0.1)))
        #expect(later.top < middle.top && later.veil > middle.veil)
        let end = try #require(sheet(host.advance(by: 1)))
        #expect(abs(end.top - 210) < 1e-6)
        #expect(abs(end.veil - 0.3) < 1e-6)
        #expect(host.host.needsFrame == false)

        // Esc dismisses: the sheet sinks, still drawn, and the window brightens; then it is gone.
        host.press(.escape)
        #expect(log.dismissals == 1)
        let leaving = try #require(sheet(host.advance(by: 0.1)))
        #expect(leaving.top > 210 && leaving.top < Self.size.height)
        #expect(leaving.veil > 0 && leaving.veil < 0.3)
        host.advance(by: 1)
        #expect(sheet(host.render()) == nil)
        #expect(!host.texts.contains("Sheet"))
        // Once it has gone the window takes taps again.
        #expect(host.tap(label: "Show"))
    }

    @Test func aTransactionThatDisablesAnimationsPresentsAtOnce() throws {
        let host = TestHost(SheetScreen(log: Log(), disablesAnimations: true), size: Self.size)
        host.render()
        host.tap(label: "Show")
        let shown = try #require(sheet(host.render()))
        #expect(shown.top == 210)
        #expect(abs(shown.veil - 0.3) < 1e-6)
    }

    @Test func whatChangesInASheetThatStaysIsNotSprung() throws {
        let host = TestHost(LiveSheetScreen(), size: Self.size)
        host.render()
        host.advance(by: 1)
        let red = Paint.color(Color.red.resolve(in: .light))
        func width() -> CGFloat? {
            host.render().items.last { if case .shape(let s) = $0.content { s.fill == red } else { false } }?.frame.width
        }
        #expect(width() == 100)
        host.tap(label: "Widen")
        #expect(width() == 200)      // at once: the change had no animation, and the sheet neither came nor went
        #expect(host.host.needsFrame == false)
    }

    @Test func anAlertFadesInFromALittleLargerAndFadesOut() throws {
        let host = TestHost(AlertScreen(), size: Self.size)
        host.render()
        host.tap(label: "Ask")
        #expect(item("Delete data?", in: host.render()) == nil)      // fully transparent: not drawn
        let middle = try #require(item("Delete data?", in: host.advance(by: 0.08)))
        let end = try #require(item("Delete data?", in: host.advance(by: 1)))
        #expect(middle.opacity > 0 && middle.opacity < 1)
        #expect(end.opacity == 1)
        // Larger on the way in, about the same centre.
        #expect(middle.frame.width > end.frame.width)
        #expect(abs(middle.frame.midX - end.frame.midX) < 1)

        host.tap(label: "Delete")
        let leaving = try #require(item("Delete data?", in: host.advance(by: 0.08)))
        #expect(leaving.opacity > 0 && leaving.opacity < 1)
        #expect(abs(leaving.frame.width - end.frame.width) < 1e-6)      // it fades where it is
        #expect(item("Delete data?", in: host.advance(by: 1)) == nil)
    }

    @Test func onATerminalTheWindowBelowFadesPartOfTheWayWhileTheSheetComes() throws {
        var environment = EnvironmentValues()
        environment.terminalCellSize = CGSize(width: 8, height: 16)
        let host = TestHost(SheetScreen(log: Log()), size: CGSize(width: 320, height: 320), environment: environment)
        host.render()
        host.tap(label: "Show")
        func below() throws -> Double { try #require(item("Below", in: host.render())).opacity }
        #expect(try below() == 1)
        host.advance(by: 0.1)
        let middle = try below()
        #expect(middle < 1 && middle > ModalDimming.fadedOpacity)
        host.advance(by: 1)
        #expect(try below() == ModalDimming.fadedOpacity)
    }
}
