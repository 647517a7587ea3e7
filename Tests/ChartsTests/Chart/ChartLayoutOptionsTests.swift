import Foundation
import Testing
import Declarative
import Backends
@testable import Charts

/// Where the legend, axis titles and fitted annotations go, and rounded sectors.
@MainActor
@Suite struct ChartLayoutOptionsTests {
    static func bars() -> some ChartContent {
        ForEach(["Jan", "Feb", "Mar"], id: \.self) { month in
            BarMark(x: .value("Month", month), y: .value("Units", 10)).foregroundStyle(by: .value("Product", "Cups"))
            BarMark(x: .value("Month", month), y: .value("Units", 5)).foregroundStyle(by: .value("Product", "Plates"))
        }
    }

    static func frames(_ list: DisplayList, _ fragment: String) -> [CGRect] { list.items(matching: fragment).map(\.frame) }

    @Test func aTrailingLegendIsAColumnBesideANarrowerPlot() throws {
        let list = ChartRender.list(Chart { Self.bars() }.chartLegend(position: .trailing))
        let legend = Self.frames(list, "legend.")
        let marks = list.items.filter(ChartRender.isBar).map(\.frame)
        #expect(legend.count >= 2)
        let legendLeft = try #require(legend.map(\.minX).min()), marksRight = try #require(marks.map(\.maxX).max())
        #expect(legendLeft > marksRight)
        #expect(Set(legend.map { $0.minY.rounded() }).count >= 2)       // entries one above the other
    }

    @Test func aLeadingLegendPushesThePlotRightAndAnOverlayTakesNoRoom() throws {
        let plain = ChartRender.list(Chart { Self.bars() }.chartLegend(position: .bottom))
        let leading = ChartRender.list(Chart { Self.bars() }.chartLegend(position: .leading))
        let overlay = ChartRender.list(Chart { Self.bars() }.chartLegend(position: .overlay))
        let firstBar = { (l: DisplayList) in l.items.filter(ChartRender.isBar).map(\.frame.minX).min() ?? 0 }
        #expect(firstBar(leading) > firstBar(plain) + 20)
        let overlayLegend = try #require(Self.frames(overlay, "legend.").first)
        let bars = overlay.items.filter(ChartRender.isBar).map(\.frame)
        let barsTop = try #require(bars.map(\.minY).min())
        #expect(overlayLegend.minY < barsTop)     // over the plot's top, not below the chart
        #expect(overlayLegend.maxY < 300 - 20)
    }

    @Test func aCentredLegendRowIsCentred() throws {
        let list = ChartRender.list(Chart { Self.bars() }.chartLegend(position: .bottom, alignment: .center))
        let legend = Self.frames(list, "legend.")
        let left = try #require(legend.map(\.minX).min()), right = try #require(legend.map(\.maxX).max())
        #expect(abs((left + right) / 2 - 200) < 12)
    }

    @Test func axisTitlesGoWhereTheirPositionSays() throws {
        let list = ChartRender.list(Chart { Self.bars() }.chartXAxisLabel("Month", position: .top, alignment: .leading)
            .chartYAxisLabel("Units", position: .bottom))
        let texts = list.items.compactMap { item -> (String, CGRect)? in
            guard case .text(let t) = item.content else { return nil }
            return (t.lines.map(\.text).joined(), item.frame)
        }
        let x = try #require(texts.first { $0.0 == "Month" }?.1), y = try #require(texts.first { $0.0 == "Units" }?.1)
        let barsTop = try #require(list.items.filter(ChartRender.isBar).map(\.frame.minY).min())
        #expect(x.maxY <= barsTop)
        #expect(y.minY > 300 - 60)
    }

    @Test func aFittedAnnotationStaysInsideThePlot() throws {
        func chart(_ resolution: AnnotationOverflowResolution) -> some View {
            Chart {
                PointMark(x: .value("X", 10), y: .value("Y", 5))
                    .annotation(position: .trailing, overflowResolution: resolution) { Text("a long annotation") }
            }
            .chartXScale(domain: 0...10)
        }
        let text = { (l: DisplayList) in l.items.first { if case .text(let t) = $0.content { t.lines.first?.text == "a long annotation" } else { false } }?.frame }
        let free = try #require(text(ChartRender.list(chart(.init(x: .disabled)))))
        let fitted = try #require(text(ChartRender.list(chart(.init(x: .fit(to: .chart))))))
        #expect(free.maxX > 400)
        #expect(fitted.maxX <= 400 + 0.5)
    }

    @Test func sectorCornersAreRoundedWithinTheRing() throws {
        let g = SectorGeometry(start: 0, end: 0.25, innerRadius: 50, outerRadius: 100, center: CGPoint(x: 100, y: 100), inset: 0,
                               cornerRadius: 8)
        let rounded = SectorShape(geometry: g).path(in: .zero)
        var sharp = g
        sharp.cornerRadius = 0
        let plain = SectorShape(geometry: sharp).path(in: .zero)
        #expect(rounded != plain)
        let b = rounded.boundingRect
        #expect(b.minX >= 100 - 0.5 && b.maxX <= 200 + 0.5 && b.minY >= -0.5 && b.maxY <= 100 + 0.5)
        var huge = g
        huge.cornerRadius = 1e9        // capped: half the ring, half the arcs
        #expect(!SectorShape(geometry: huge).path(in: .zero).isEmpty)
    }
}
