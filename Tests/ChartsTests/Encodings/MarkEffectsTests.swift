import Foundation
import Testing
import Declarative
import Backends
@testable import Charts

/// The graphics modifiers of chart content (Swift Charts' `blur(radius:)`, `shadow(color:radius:x:y:)`,
/// `clipShape(_:style:)`, `mask(content:)`, `compositingLayer()`), the edge offsets and the accessibility overloads:
/// each reaches the marks' display items, and a chart without them draws as before.
@MainActor
@Suite struct MarkEffectsTests {
    static func bars<C: ChartContent>(@ChartContentBuilder _ modify: @escaping (BarMark) -> C) -> some View {
        Chart(sales) { modify(BarMark(x: .value("Month", $0.month), y: .value("Total", $0.total))) }
    }

    static func barItems(_ view: some View) -> [DisplayItem] { ChartRender.list(view).items.filter(ChartRender.isBar) }

    @Test func blurReachesEachBarAndTheSVG() {
        let items = Self.barItems(Self.bars { $0.blur(radius: 3) })
        #expect(items.count == 3)
        #expect(items.allSatisfy { $0.effects.map(\.kind) == [.blur(radius: 3, isOpaque: false)] })
        #expect(ChartRender.svg(Self.bars { $0.blur(radius: 3) }).contains("feGaussianBlur"))
        #expect(Self.barItems(Self.bars { $0 }).allSatisfy { $0.effects.isEmpty }, "no effect without the modifier")
    }

    @Test func shadowTakesSwiftUIDefaults() throws {
        let item = try #require(Self.barItems(Self.bars { $0.shadow(radius: 4, y: 2) }).first)
        let expected = Color(.sRGBLinear, white: 0, opacity: 0.33).resolve(in: .light)
        #expect(item.effects.map(\.kind) == [.shadow(color: expected, radius: 4, offset: CGSize(width: 0, height: 2))])
        let line = EncodedChart(Chart(sales) { LineMark(x: .value("M", $0.month), y: .value("T", $0.total)) }.shadow(radius: 0))
        #expect(line.lines.count == 1)
        let shadowed = ChartRender.list(Chart(sales) { LineMark(x: .value("M", $0.month), y: .value("T", $0.total)).shadow(color: .red, radius: 2) })
        #expect(shadowed.items.contains { ChartRender.isMark($0) && $0.effects.count == 1 }, "a line series is shadowed as one item")
    }

    @Test func clipShapeFillsEachMarksFrame() throws {
        let plain = Self.barItems(Self.bars { $0 })
        let clipped = Self.barItems(Self.bars { $0.clipShape(Circle()) })
        #expect(clipped.count == 3)
        for (p, c) in zip(plain, clipped) {
            #expect(c.clips.count == p.clips.count + 1)
            let clip = try #require(c.clips.last)
            #expect(abs(clip.boundingRect.width - min(c.frame.width, c.frame.height)) < 0.5, "the circle fits the bar")
        }
    }

    @Test func maskClipsToTheMaskMarks() throws {
        let masked = Self.barItems(Self.bars {
            $0.mask { RectangleMark(xStart: .value("M", "Jan"), xEnd: .value("M", "Feb"), yStart: .value("T", 0), yEnd: .value("T", 8)) }
        })
        let plain = Self.barItems(Self.bars { $0 })
        #expect(masked.count == 3)
        let clip = try #require(masked.first?.clips.last)
        #expect(masked[0].clips.count == plain[0].clips.count + 1)
        #expect(clip.boundingRect.height < plain[2].frame.height, "the mask reaches 8 of 15")
    }

    @Test func compositingLayerChangesNothing() {
        #expect(ChartRender.svg(Self.bars { $0.compositingLayer() }) == ChartRender.svg(Self.bars { $0 }))
    }

    @Test func edgeOffsetsMoveTheEdgesOfBarsOnly() {
        let plain = ChartRender.markRects(ChartRender.list(Self.bars { $0 }))
        let grown = ChartRender.markRects(ChartRender.list(Self.bars { $0.offset(x: 2, yStart: -5, yEnd: 5) }))
        for (p, g) in zip(plain, grown) {
            #expect(abs(g.minX - (p.minX + 2)) < 1e-9)
            #expect(abs(g.minY - (p.minY - 5)) < 1e-9)
            #expect(abs(g.height - (p.height + 10)) < 1e-9)
        }
        let wider = ChartRender.markRects(ChartRender.list(Self.bars { $0.offset(xStart: -1, xEnd: 1, y: 3) }))
        for (p, w) in zip(plain, wider) {
            #expect(abs(w.width - (p.width + 2)) < 1e-9)
            #expect(abs(w.minY - (p.minY + 3)) < 1e-9)
        }
        let points = EncodedChart(Chart(sales) { PointMark(x: .value("M", $0.month), y: .value("T", $0.total)) }).symbols.map(\.frame)
        let moved = EncodedChart(Chart(sales) { PointMark(x: .value("M", $0.month), y: .value("T", $0.total)).offset(xStart: 4, xEnd: 4, yStart: 4, yEnd: 4) })
            .symbols.map(\.frame)
        #expect(points == moved, "points have no edges")
        #expect(EncodedChart(Chart(sales) { PointMark(x: .value("M", $0.month), y: .value("T", $0.total)).offset(x: 3) }).symbols.map(\.frame.minX)
                == points.map { $0.minX + 3 })
    }

    @Test func accessibilityOverloadsLabelTheMarks() {
        let items = Self.barItems(Self.bars {
            $0.accessibilityLabel(Text("Sales")).accessibilityValue(LocalizedStringKey("many")).accessibilityIdentifier("bar")
        })
        #expect(items.allSatisfy { $0.accessibility.label == "Sales" && $0.accessibility.value == "many" })
        let keyed = Self.barItems(Self.bars { $0.accessibilityLabel(LocalizedStringKey("Key")).accessibilityValue(Text("v")) })
        #expect(keyed.allSatisfy { $0.accessibility.label == "Key" && $0.accessibility.value == "v" })
    }
}
