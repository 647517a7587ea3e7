import Foundation
import Testing
import Declarative
import DeclarativeTesting
@testable import Charts

@MainActor
struct ChartSelectionTests {
    final class Log<T> { var values: [T?] = []; var current: T? }

    static func binding<T>(_ log: Log<T>) -> Binding<T?> {
        Binding(get: { log.current }, set: { log.current = $0; log.values.append($0) })
    }

    static let numbers: [Double] = [0, 10, 20, 30, 40]

    static func lineChart(_ log: Log<Double>) -> some View {
        Chart { ForEach(numbers, id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } }
            .chartXSelection(value: binding(log))
    }

    @Test func dragAcrossSetsTheValueAtEachStepAndNilAtTheEnd() throws {
        let log = Log<Double>()
        var proxy: ChartProxy?
        let chart = Self.lineChart(log).chartOverlay { p in
            let _ = { proxy = p }()
            Color.clear.allowsHitTesting(false)
        }
        let host = ChartRender.terminalHost(chart)
        host.render()
        let p = try #require(proxy)
        let plotOrigin = try #require(Self.rootPlotOrigin(host, p))
        let xs = [10.0, 20, 30].map { (p.position(forX: $0) ?? .nan) + plotOrigin.x }
        host.drag(xs.map { CGPoint(x: $0, y: plotOrigin.y + 20) })
        #expect(log.values.count == 4)
        for (got, want) in zip(log.values.prefix(3), [10.0, 20, 30]) { #expect(abs((got ?? .nan) - want) < 1e-9) }
        #expect(log.values.last! == nil)
    }

    @Test func dragBeyondThePlotIsKeptWithinItsDomain() throws {
        let log = Log<Double>()
        let host = ChartRender.terminalHost(Self.lineChart(log))
        host.render()
        host.drag([CGPoint(x: 50, y: 50), CGPoint(x: -400, y: 50), CGPoint(x: CGFloat.nan, y: 50)])
        #expect(log.values.dropLast().last! == 0)
        #expect(log.values.last! == nil)
    }

    @Test func arrowKeysStepThroughTheDataAndEscapeClears() {
        let log = Log<Double>()
        let host = ChartRender.terminalHost(Self.lineChart(log))
        host.render()
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.leftArrow)
        #expect(log.values == [0, 10, 0])
        host.press(.escape)
        #expect(log.values == [0, 10, 0, nil])
    }

    @Test func theSelectionIsAnnouncedAsTheChartsAccessibilityValue() {
        struct Selecting: View {
            @State var selected: Double?
            var body: some View {
                Chart { ForEach(ChartSelectionTests.numbers, id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } }
                    .chartXSelection(value: $selected)
            }
        }
        let host = ChartRender.terminalHost(Selecting())
        host.render()
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.render().items.contains { $0.accessibility.value == "Selected 10" })
    }

    @Test func aBandScaleSelectsTheNearestCategory() {
        let log = Log<String>()
        let chart = Chart { ForEach(["A", "B", "C"], id: \.self) { BarMark(x: .value("k", $0), y: .value("v", 1)) } }
            .chartXSelection(value: Self.binding(log))
        let host = ChartRender.terminalHost(chart)
        host.render()
        host.press(at: CGPoint(x: 1, y: 100))
        host.move(to: CGPoint(x: 250, y: 100))
        #expect(log.values == ["A", "C"])
    }

    @Test func anEmptyChartLeavesItsSelectionAlone() {
        let log = Log<Double>()
        let chart = Chart { ForEach([Double](), id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } }
            .chartXSelection(value: Self.binding(log))
        let host = ChartRender.terminalHost(chart)
        host.render()
        host.drag([CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 50)])
        host.press(.rightArrow)
        #expect(log.values.isEmpty)
    }

    @Test func rangeSelectionFollowsTheDrag() throws {
        let log = Log<ClosedRange<Double>>()
        let chart = Chart { ForEach(Self.numbers, id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } }
            .chartXSelection(range: Self.binding(log))
        let host = ChartRender.terminalHost(chart)
        host.render()
        host.drag([CGPoint(x: 200, y: 50), CGPoint(x: 60, y: 50)])
        let range = try #require(log.values.dropLast().last ?? nil)
        #expect(range.lowerBound < range.upperBound)
        #expect(log.values.last! == nil)
    }

    static func rootPlotOrigin(_ host: TestHost, _ proxy: ChartProxy) -> CGPoint? {
        var origin: CGPoint?
        let probe = GeometryReader { geo in
            let _ = { origin = proxy.plotFrame.map { geo[$0].origin } }()
            Color.clear
        }
        TestHost(probe, size: host.host.size).render()
        return origin
    }
}

@MainActor
struct ChartAngleSelectionTests {
    @Test func theAngleSelectionIsTheRunningTotalAtThePointersAngle() throws {
        let log = ChartSelectionTests.Log<Double>()
        var center: CGPoint?
        let chart = Chart {
            ForEach([1.0, 1, 2], id: \.self) { SectorMark(angle: .value("v", $0), innerRadius: .ratio(0.5)) }
        }
        .chartAngleSelection(value: ChartSelectionTests.binding(log))
        .chartOverlay { proxy in
            GeometryReader { geo in
                let frame = geo[proxy.plotAreaFrame]
                let _ = { center = CGPoint(x: frame.midX + geo.frame(in: .global).minX, y: frame.midY + geo.frame(in: .global).minY) }()
                Color.clear.allowsHitTesting(false)
            }
        }
        let host = ChartRender.terminalHost(chart)
        host.render()
        let c = try #require(center)
        host.press(at: CGPoint(x: c.x + 40, y: c.y))        // a quarter turn: a quarter of the total, 4
        host.move(to: CGPoint(x: c.x, y: c.y + 40))         // half a turn
        host.release(at: CGPoint(x: c.x, y: c.y + 40))
        #expect(log.values.count == 3)
        #expect(abs((log.values[0] ?? 0) - 1) < 1e-9)
        #expect(abs((log.values[1] ?? 0) - 2) < 1e-9)
        #expect(log.values[2] == nil)
    }
}
