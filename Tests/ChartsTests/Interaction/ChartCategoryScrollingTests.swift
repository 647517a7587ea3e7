import Foundation
import Testing
import Declarative
@testable import Charts

/// A category x axis scrolls as Swift Charts documents it: `chartXVisibleDomain(length:)` counts categories, the
/// position is the leading category, and the value axis keeps the domain of all the data.
@MainActor
struct ChartCategoryScrollingTests {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Small values, but 120 in December.
    static func sales(_ month: String) -> Double { month == "Dec" ? 120 : 10 + Double(months.firstIndex(of: month)!) }

    static func chart(_ position: Binding<String>) -> some View {
        Chart(months, id: \.self) { BarMark(x: .value("Month", $0), y: .value("Sales", sales($0))) }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 4)
            .chartScrollPosition(x: position)
    }

    @Test func theWindowShowsThatManyCategoriesFromThePosition() throws {
        let probe = ScrollProbe("Mar")
        probe.host { Self.chart($0) }.render()
        let (first, last) = try probe.visibleX(String.self)
        #expect(first == "Mar" && last == "Jun")
        #expect(probe.proxy?.position(forX: "Jul") == nil && probe.proxy?.position(forX: "Feb") == nil)
    }

    @Test func theValueAxisKeepsTheDomainOfAllTheData() throws {
        let probe = ScrollProbe("Jan")
        probe.host { Self.chart($0) }.render()
        // January to April reach 13; the y axis still runs to December's 120.
        let top = try #require(probe.proxy?.value(atY: 0, as: Double.self))
        #expect(top >= 120)
    }

    @Test func keysWheelAndDragScrollWholeCategoriesWithinTheData() throws {
        let probe = ScrollProbe("Jan")
        let host = probe.host { Self.chart($0) }
        host.render()
        host.press(.rightArrow)
        #expect(probe.position == "Feb")
        host.wheel(at: CGPoint(x: 100, y: 80), dy: 10_000)
        #expect(probe.position == "Sep", "the last four months show")
        #expect(try probe.visibleX(String.self).last == "Dec")
        host.press(.rightArrow)
        #expect(probe.position == "Sep")
        // A drag to the right by two categories' width (the last move still, so it does not glide) scrolls back two.
        let band = try #require(probe.proxy).plotSize.width / 4
        host.drag([CGPoint(x: 40, y: 80), CGPoint(x: 40 + 2 * band, y: 80), CGPoint(x: 40 + 2 * band, y: 80)], step: 0.5)
        #expect(probe.position == "Jul")
    }

    @Test func theInitialPositionNamesTheFirstCategory() throws {
        var proxy: ChartProxy?
        let chart = Chart(Self.months, id: \.self) { BarMark(x: .value("Month", $0), y: .value("Sales", Self.sales($0))) }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3)
            .chartScrollPosition(initialX: "Oct")
            .chartOverlay { p in
                let _ = { proxy = p }()
                Color.clear
            }
        ChartRender.terminalHost(chart).render()
        let p = try #require(proxy)
        #expect(p.value(atX: 1, as: String.self) == "Oct" && p.value(atX: p.plotSize.width - 1, as: String.self) == "Dec")
    }
}
