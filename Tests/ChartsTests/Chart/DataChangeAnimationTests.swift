import Foundation
import Testing
import Declarative
@testable import Charts
import DeclarativeTesting

/// Marks are identified by their data ids, so a data change inside `withAnimation` animates
/// bar heights on the virtual clock, and new bars fade in.
@MainActor
@Suite struct DataChangeAnimationTests {
    final class Model { var data = sales }

    struct Host: View {
        @State var values: [Sale] = sales
        let driver: Driver
        var body: some View {
            driver.set = { values = $0 }
            return Chart(values) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total)) }
                .chartYScale(domain: 0...40)
        }
    }
    final class Driver { var set: ([Sale]) -> Void = { _ in } }

    func barHeight(_ list: DisplayList, _ month: String) -> CGFloat? {
        list.items.first { $0.id.path.hasSuffix(":\(month)") && ChartRender.isBar($0) }?.frame.height
    }

    @Test func barsGrowToTheirNewHeight() {
        let driver = Driver()
        let host = TestHost(Host(driver: driver), size: CGSize(width: 300, height: 200))
        let before = host.render(at: 0)
        let h0 = barHeight(before, "Feb") ?? 0
        withAnimation(.linear(duration: 1)) {
            driver.set([Sale(month: "Jan", total: 5), Sale(month: "Feb", total: 30), Sale(month: "Mar", total: 15)])
        }
        host.render()   // the update (and the animation) starts at t = 0
        let mid = host.render(at: 0.5)
        let end = host.render(at: 1.5)
        let hMid = barHeight(mid, "Feb") ?? 0, hEnd = barHeight(end, "Feb") ?? 0
        #expect(hEnd > h0 * 2.9)
        #expect(hMid > h0 + 1 && hMid < hEnd - 1)
        #expect(abs(hMid - (h0 + hEnd) / 2) < 2)          // linear: half way at half time
        #expect(abs((barHeight(end, "Jan") ?? 0) - (barHeight(before, "Jan") ?? -1)) < 0.001)
    }

    @Test func insertedBarFadesIn() {
        let driver = Driver()
        let host = TestHost(Host(driver: driver), size: CGSize(width: 300, height: 200))
        host.render(at: 0)
        withAnimation(.linear(duration: 1)) { driver.set(sales + [Sale(month: "Apr", total: 20)]) }
        host.render()
        let mid = host.render(at: 0.5)
        let apr = mid.items.first { $0.id.path.hasSuffix(":Apr") && ChartRender.isBar($0) }
        #expect(apr != nil)
        #expect((apr?.opacity ?? 1) < 0.9)
        let end = host.render(at: 2)
        #expect(end.items.first { $0.id.path.hasSuffix(":Apr") && ChartRender.isBar($0) }?.opacity == 1)
    }

    @Test func removedBarFadesOutInPlaceThenGoes() {
        let driver = Driver()
        let host = TestHost(Host(driver: driver), size: CGSize(width: 300, height: 200))
        let before = host.render(at: 0)
        let feb = before.items.first { $0.id.path.hasSuffix(":Feb") && ChartRender.isBar($0) }
        withAnimation(.linear(duration: 1)) { driver.set(sales.filter { $0.month != "Feb" }) }
        host.render()
        let mid = host.render(at: 0.5)
        let fading = mid.items.first { $0.id.path.hasSuffix(":Feb") && ChartRender.isBar($0) }
        #expect(fading != nil)
        #expect(abs((fading?.opacity ?? 0) - 0.5) < 0.01)
        // It fades where it was, at its old size, while the other bars widen into the freed band.
        #expect(abs((fading?.frame.height ?? 0) - (feb?.frame.height ?? -1)) < 0.001)
        let end = host.render(at: 2)
        #expect(!end.items.contains { $0.id.path.hasSuffix(":Feb") })
        #expect(ChartRender.markRects(end).count == sales.count - 1)
    }

    struct Highlight: View {
        @State var selected: String?
        let driver: Driver
        var body: some View {
            driver.select = { selected = $0 }
            return Chart(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total))
                .foregroundStyle($0.month == selected ? Color.red : Color.blue) }
        }
        final class Driver { var select: (String?) -> Void = { _ in } }
    }

    @Test func aBarChangesColourSmoothlyInLinearLight() {
        let driver = Highlight.Driver()
        let host = TestHost(Highlight(driver: driver), size: CGSize(width: 300, height: 200))
        func febColor(_ list: DisplayList) -> Color.Resolved? {
            guard let bar = list.items.first(where: { $0.id.path.hasSuffix(":Feb") && ChartRender.isBar($0) }),
                  case .shape(let s) = bar.content, case .color(let c)? = s.fill else { return nil }
            return c
        }
        host.render(at: 0)
        withAnimation(.linear(duration: 1)) { driver.select("Feb") }
        host.render()
        let blue = Color.blue.resolve(in: .light), red = Color.red.resolve(in: .light)
        let mid = febColor(host.render(at: 0.5))
        #expect(mid != nil)
        if let mid {
            #expect(abs(Double(mid.linearRed) - Double(blue.linearRed + red.linearRed) / 2) < 0.01)
            #expect(abs(Double(mid.linearBlue) - Double(blue.linearBlue + red.linearBlue) / 2) < 0.01)
        }
        #expect(febColor(host.render(at: 2)) == red)
    }
}
