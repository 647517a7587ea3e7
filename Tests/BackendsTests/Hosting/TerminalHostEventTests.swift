import Testing
import Declarative
@testable import Backends

/// What the live host does with each terminal event, without a terminal.
@Suite @MainActor struct TerminalHostEventTests {
    func host() -> TerminalHost {
        let host = TerminalHost(rootView: HostingFixture.Counter())
        _ = host.handle(.resize(columns: 20, rows: 4))
        host.viewHost.render()
        return host
    }

    func texts(_ host: TerminalHost) -> [String] {
        host.viewHost.render().items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined() }
            return nil
        }
    }

    @Test func resizeSetsTheSizeInPoints() {
        let host = host()
        #expect(host.viewHost.size == CGSize(width: 160, height: 64))
    }

    @Test func keysGoToOnKeyPressFirst() {
        let host = host()
        #expect(host.handle(.key(TerminalKeyPress(.upArrow))))
        #expect(texts(host).contains("keys ↑"))
    }

    @Test func clickTapsTheViewUnderTheCellCentreOnRelease() {
        let host = host()
        let frame = host.viewHost.displayList.items.first { item in
            if case .text(let t) = item.content { return t.lines.first?.text == "taps 0" }
            return false
        }
        let bounds = try! #require(frame).bounds.applying(frame!.transform)
        let column = Int(bounds.midX / 8), row = Int(bounds.midY / 16)
        #expect(!host.handle(.mouse(TerminalMouseEvent(.press, column: column, row: row))))
        #expect(host.handle(.mouse(TerminalMouseEvent(.release, column: column, row: row))))
        #expect(texts(host).contains("taps 1"))
    }

    @Test func releasesAndWheelDoNotTap() {
        let host = host()
        #expect(!host.handle(.mouse(TerminalMouseEvent(.release, column: 10, row: 1))))
        #expect(!host.handle(.mouse(TerminalMouseEvent(.scrollUp, button: .none, column: 10, row: 1))))
    }

    @Test func commandsRunForKeysNoViewHandled() {
        let host = host()
        var ran = 0
        host.command("t") { _ in ran += 1 }
        _ = host.handle(.key(TerminalKeyPress(.character("t"))))
        _ = host.handle(.key(TerminalKeyPress(.character("x"))))   // handled by the view, not a command
        #expect(ran == 1)
    }

    @Test func colorSchemeAndReduceMotionReachTheEnvironment() {
        let host = host()
        host.colorScheme = .light
        host.reduceMotion = true
        #expect(host.viewHost.environment.colorScheme == .light)
        #expect(host.viewHost.environment.accessibilityReduceMotion)
    }

    @Test func cellCentreIsInPoints() {
        #expect(TerminalHost.point(column: 2, row: 3) == CGPoint(x: 20, y: 56))
    }
}

/// The ways out of the live host.
@Suite @MainActor struct TerminalHostQuitTests {
    @Test func qQuitsWhenNoViewHandlesIt() {
        let host = TerminalHost(rootView: HostingFixture.Counter())
        _ = host.handle(.key(TerminalKeyPress(.character("q"))))
        #expect(host.quitRequested)
    }

    @Test func controlCAlwaysQuits() {
        let host = TerminalHost(rootView: HostingFixture.Counter(), options: .init(quitKeys: []))
        _ = host.handle(.key(TerminalKeyPress(.character("c"), modifiers: .control)))
        #expect(host.quitRequested)
    }

    @Test func otherKeysDoNotQuit() {
        let host = TerminalHost(rootView: HostingFixture.Counter())
        _ = host.handle(.key(TerminalKeyPress(.character("c"))))
        _ = host.handle(.key(TerminalKeyPress(.escape)))
        #expect(!host.quitRequested)
    }
}
