import Foundation
import Testing
import Declarative
@testable import Backends

@MainActor
struct MousePointerEventTests {
    /// Decodes SGR reports, as a terminal sends them, into pointer events.
    func events(_ text: String) -> [PointerEvent] {
        var decoder = TerminalInputDecoder()
        return decoder.decode(Array(text.utf8)).compactMap {
            if case .mouse(let m) = $0 { m.pointerEvent() } else { nil }
        }
    }

    @Test func sgrReportsBecomePointerEventsAtCellCentres() {
        let got = events("\u{1B}[<0;5;3M\u{1B}[<32;6;3M\u{1B}[<0;7;3m\u{1B}[<35;1;1M\u{1B}[<65;2;2M\u{1B}[<2;1;1M")
        #expect(got == [
            PointerEvent(.press, at: CGPoint(x: 36, y: 40)),
            PointerEvent(.move, at: CGPoint(x: 44, y: 40)),
            PointerEvent(.release, at: CGPoint(x: 52, y: 40)),
            PointerEvent(.move, at: CGPoint(x: 4, y: 8)),
            PointerEvent(.wheel(dx: 0, dy: 48), at: CGPoint(x: 12, y: 24)),
        ])                                      // the right button's press has no pointer event
    }

    @Test func aReportSplitAcrossReadsAndFarCoordinatesDecode() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;5".utf8)).isEmpty)
        let rest = decoder.decode(Array(";300M".utf8))
        guard case .mouse(let m)? = rest.first else { Issue.record("no mouse event"); return }
        #expect(m.pointerEvent()?.location == CGPoint(x: 36, y: 4792))
    }

    @Test func aTerminalDragDrivesADragGesture() {
        final class Log { var xs: [CGFloat] = []; var ended = false }
        let log = Log()
        let view = Color.blue.gesture(DragGesture(minimumDistance: 0)
            .onChanged { log.xs.append($0.location.x) }
            .onEnded { _ in log.ended = true })
        let host = TerminalHost(rootView: view)
        _ = host.handle(.resize(columns: 20, rows: 4))
        host.viewHost.render()
        var decoder = TerminalInputDecoder()
        for event in decoder.decode(Array("\u{1B}[<0;2;2M\u{1B}[<32;5;2M\u{1B}[<32;40;9M\u{1B}[<0;40;9m".utf8)) {
            _ = host.handle(event)
        }
        #expect(log.xs == [12, 36, 316])        // the last move is off the view: the drag keeps it
        #expect(log.ended)
    }
}
