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
        #expect(abs(position.x - (afterWheel + 1)) < 1e-9)
        for _ in 0..<200 { host.press(.rightArrow) }
        #expect(position.x == 89)                 // the last bar at 99 shows at the trailing edge
        host.wheel(at: CGPoint(x: 100, y: 80), dy: -1e9)
        #expect(position.x == 0)
        host.wheel(at: CGPoint(x: 100, y: 80), dy: .nan)
        #expect(position.x == 0)
    }
}
