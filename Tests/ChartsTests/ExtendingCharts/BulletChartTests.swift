import Testing
import Foundation
import Declarative
import DeclarativeTesting

/// The bullet chart of docs/ExtendingCharts.md, hosted and read back from its display list.
@MainActor
struct ExtendingChartsTests {
    @Test func theScaleMapsValuesAcrossTheWidth() {
        let scale = BulletScale(ranges: [150, 300, 225])
        #expect(scale.bands == [300, 225, 150])
        #expect(scale.x(150, in: 200) == 100)
        #expect(scale.x(-10, in: 200) == 0)
        #expect(scale.x(1_000, in: 200) == 200)
        #expect(scale.x(.nan, in: 200) == 0)
        #expect(BulletScale(ranges: [.nan, -1]).maximum == 1)
    }

    @Test func theChartDrawsRangesMeasureAndTarget() {
        let chart = BulletChart(value: 240, target: 250, ranges: [150, 225, 300])
        let host = TestHost(chart, size: CGSize(width: 300, height: 30))
        let list = host.render(at: 0)
        let rects = list.items.map(\.frame)
        #expect(rects.count == 5)
        // Three ranges, widest first, full height.
        #expect(rects[0] == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(rects[1] == CGRect(x: 0, y: 0, width: 225, height: 30))
        #expect(rects[2] == CGRect(x: 0, y: 0, width: 150, height: 30))
        // The measure, a third as tall and centred; the target tick at 250.
        #expect(rects[3] == CGRect(x: 0, y: 10, width: 240, height: 10))
        #expect(rects[4] == CGRect(x: 249, y: 4.5, width: 2, height: 21))
        #expect(list.items.allSatisfy { $0.accessibility.value == "240 of 250" })
    }

    @Test func aNewValueAnimatesTheMeasure() {
        struct Quarter: View {
            @State private var value = 120.0
            var body: some View {
                VStack(spacing: 0) {
                    Text("Next").onTapGesture { value = 240 }
                    BulletChart(value: value, target: 250, ranges: [150, 225, 300]).frame(width: 300, height: 30)
                }
            }
        }
        let host = TestHost(Quarter(), size: CGSize(width: 300, height: 60))
        host.render(at: 0)
        #expect(host.tap(label: "Next"))
        let measure = { (t: Double) in host.render(at: t).items.filter { $0.frame.height == 10 }.first?.frame.width }
        let halfway = measure(0.25) ?? 0
        #expect(halfway > 120 && halfway < 240)
        #expect(measure(2) == 240)
    }

    @Test func badDataDrawsNothingOutside() {
        let host = TestHost(BulletChart(value: .infinity, target: .nan, ranges: []), size: CGSize(width: 300, height: 30))
        let list = host.render(at: 0)
        let inside = list.items.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= 300 }
        #expect(inside)
        #expect(list.items.first?.accessibility.value == "no value of no value")
    }
}
