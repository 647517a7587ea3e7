import Foundation
import Testing
import Declarative
@testable import Charts

@MainActor
struct ChartScrollingTests {
    final class Position { var x = 0.0; var writes: [Double] = [] }

    /// A chart bound to its own state, which it reports to a `Position`.
    struct Scroller: View {
        @State var x: Double
        let log: Position
        init(_ log: Position) { self.log = log; _x = State(initialValue: log.x) }
        var body: some View {
            ChartScrollingTests.chart($x).onChange(of: x) { _, new in log.x = new; log.writes.append(new) }
        }
    }

    /// 100 bars at x = 0…99, ten showing at a time, with the scroll position bound.
    static func chart(_ binding: Binding<Double>) -> some View {
        Chart { ForEach(0..<100, id: \.self) { BarMark(x: .value("x", Double($0)), y: .value("y", Double($0 % 7))) } }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 10.0)
            .chartScrollPosition(x: binding)
            .chartScrollTargetBehavior(.valueAligned(unit: 1))
    }

    @Test func theWindowShowsTheVisibleLengthFromThePosition() throws {
        let position = Position()
        position.x = 40
        var proxy: ChartProxy?
        let host = ChartRender.terminalHost(Self.chart(.constant(40)).chartOverlay { p in
            let _ = { proxy = p }()
            Color.clear.allowsHitTesting(false)
        })
        host.render()
        let p = try #require(proxy)
        #expect(p.value(atX: 0, as: Double.self) == 40)
        #expect(p.value(atX: p.plotSize.width, as: Double.self) == 50)
    }

    @Test func theValueAxisKeepsTheDomainOfAllTheData() throws {
        let probe = ScrollProbe(0.0)
        let host = probe.host { position in
            Chart { ForEach(0..<100, id: \.self) { LineMark(x: .value("x", Double($0)), y: .value("y", Double($0))) } }
                .chartScrollableAxes(.horizontal)
                .chartXVisibleDomain(length: 10.0)
                .chartScrollPosition(x: position)
        }
        host.render()
        let top = try #require(probe.proxy?.value(atY: 0, as: Double.self))
        #expect(top >= 99, "the first ten points reach 9, the axis all the data's 99: \(top)")
        host.press(.rightArrow)
        host.render()
        #expect(probe.proxy?.value(atY: 0, as: Double.self) == top)
    }

    @Test func eventsBeforeTheNextUpdateEachScroll() {
        // A terminal delivers a burst of wheel reports or key presses between two frames: each moves on from where
        // the one before left the window, not from where the last frame drew it.
        let position = Position()
        let host = ChartRender.terminalHost(Scroller(position))
        host.render()
        for _ in 0..<5 { host.host.press(KeyPress(key: .rightArrow)) }
        host.render()
        #expect(position.x == 5)
        for _ in 0..<3 { host.host.send(PointerEvent(.wheel(dx: 0, dy: 48), at: CGPoint(x: 100, y: 80))) }
        host.render()
        let threeReports = position.x - 5
        host.wheel(at: CGPoint(x: 100, y: 80), dy: 48)
        #expect(abs(threeReports - 3 * (position.x - 5 - threeReports)) < 1e-6, "\(threeReports)")
    }

    @Test func dragWheelAndKeysScrollWithinTheData() {
        let position = Position()
        let host = ChartRender.terminalHost(Scroller(position))
        host.render()
        host.drag([CGPoint(x: 200, y: 80), CGPoint(x: 100, y: 80), CGPoint(x: 52, y: 80)])
        #expect(position.x > 4 && position.x == position.x.rounded(), "a drag to the left scrolls right, snapped: \(position.x)")
        let afterDrag = position.x
        host.wheel(at: CGPoint(x: 100, y: 80), dy: 48)
        #expect(position.x > afterDrag)
        let afterWheel = position.x
        host.press(.rightArrow)
        #expect(position.x == afterWheel.rounded(.down) + 1, "→ steps to the next aligned value")
        for _ in 0..<200 { host.press(.rightArrow) }
        #expect(position.x == 89)                 // the last bar at 99 shows at the trailing edge
        host.wheel(at: CGPoint(x: 100, y: 80), dy: -1e9)
        #expect(position.x == 0)
        host.wheel(at: CGPoint(x: 100, y: 80), dy: .nan)
        #expect(position.x == 0)
    }
}
