import Testing
@testable import Declarative
import DeclarativeTesting

/// An item's accessibility keeps its hint, traits, element and chart in a box shared with the other items of its view,
/// and a shape keeps its stroke in a box of its own: both still behave as plain values.
@MainActor
struct DisplayItemSharedFieldsTests {
    static let chart = ChartDescription(AXChartDescriptor(
        title: "Sales", xAxis: AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon"]), yAxis: nil,
        series: [AXDataSeriesDescriptor(name: "", isContinuous: false, dataPoints: [AXDataPoint(x: "Mon")])]))

    @Test func eachSharedFieldReadsBackAsSetAndACopyKeepsItsOwn() {
        var info = AccessibilityInfo(label: "Mon", value: "12")
        #expect(info.hint == nil && info.traits.isEmpty && info.element == nil && info.chart == nil)
        let before = info
        info.hint = "Opens"
        info.traits = .isButton
        info.element = DisplayItemID("group")
        info.chart = Self.chart
        #expect(info.hint == "Opens" && info.traits == .isButton && info.element == DisplayItemID("group"))
        #expect(info.chart == Self.chart)
        #expect(info.label == "Mon" && info.value == "12")
        #expect(before.hint == nil && before.traits.isEmpty && before.element == nil && before.chart == nil)
        info.hint = nil
        #expect(info.hint == nil && info.traits == .isButton && info.chart == Self.chart)
    }

    @Test func infosMadeApartAreEqualAndHashAlikeWhenTheirFieldsAre() {
        var a = AccessibilityInfo(label: "Mon", value: "12", chart: Self.chart, hint: "h", traits: .isHeader)
        var b = AccessibilityInfo(label: "Mon", value: "12", hint: "h")
        b.traits = .isHeader
        b.chart = Self.chart
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(!a.sharesDetails(with: b))
        b.element = DisplayItemID("x")
        #expect(a != b)
        a.isHidden = true
        #expect(a != AccessibilityInfo(label: "Mon", value: "12", chart: Self.chart, hint: "h", traits: .isHeader))
    }

    @Test func theItemsOfOneCanvasShareTheirDetailsButNotTheirLabels() throws {
        let list = TestHost(Canvas { context, _ in
            context.drawElement(id: "a", accessibilityLabel: "A") { $0.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red)) }
            context.drawElement(id: "b", accessibilityLabel: "B") { $0.fill(Path(CGRect(x: 4, y: 0, width: 4, height: 4)), with: .color(.red)) }
        }.accessibilityHint("Draws"), size: CGSize(width: 20, height: 10)).render()
        let items = list.items.filter { $0.accessibility.label != nil }
        try #require(items.count == 2)
        #expect(items[0].accessibility.label == "A" && items[1].accessibility.label == "B")
        #expect(items[0].accessibility.hint == "Draws" && items[1].accessibility.hint == "Draws")
        #expect(items[0].accessibility.sharesDetails(with: items[1].accessibility))
    }

    @Test func aShapesStrokeIsAValue() {
        let stroke = ShapeDrawing.Stroke(paint: .color(Color.blue.resolve(in: .light)), style: StrokeStyle(lineWidth: 2, dash: [3, 1]))
        var a = ShapeDrawing(path: Path(CGRect(x: 0, y: 0, width: 4, height: 4)), fill: nil, stroke: stroke)
        let b = ShapeDrawing(path: Path(CGRect(x: 0, y: 0, width: 4, height: 4)), fill: nil, stroke: stroke)
        #expect(a == b && a.hashValue == b.hashValue)
        let copy = a
        a.stroke?.style.lineWidth = 3
        #expect(a.stroke?.style.lineWidth == 3 && copy.stroke?.style.lineWidth == 2)
        #expect(a != b && copy == b)
        a.stroke = nil
        #expect(a.stroke == nil && a != b)
        #expect(a == ShapeDrawing(path: Path(CGRect(x: 0, y: 0, width: 4, height: 4))))
    }
}
