import Testing
import Foundation
import Declarative
@testable import Backends

/// Strokes at least most of a cell wide are drawn as the band they cover; thinner ones stay one braille dot.
struct ThickStrokeTests {
    func render(lineWidth: CGFloat) -> String {
        var path = Path()
        path.move(to: CGPoint(x: 4, y: 24))
        path.addLine(to: CGPoint(x: 76, y: 24))
        let item = DisplayItem(id: DisplayItemID("line"), content: .shape(ShapeDrawing(
            path: path, stroke: ShapeDrawing.Stroke(paint: .color(Color.Resolved(red: 0, green: 0, blue: 1)),
                                                    style: StrokeStyle(lineWidth: lineWidth)))),
            bounds: CGRect(x: 0, y: 0, width: 80, height: 48))
        let list = DisplayList(size: CGSize(width: 80, height: 48), items: [item])
        return TerminalRenderer(colorLevel: .none).render(list)
    }

    @Test func aThickStrokeFillsTheCellsItCovers() {
        // 16 pt wide, centred on y = 24: rows 16…32 pt, i.e. the whole of the second row (16–32) of 16-pt cells.
        let lines = render(lineWidth: 16).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 2)
        #expect(lines[1].contains("████████"))
        #expect(!lines[1].unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
    }

    @Test func aThinStrokeIsOneBrailleDot() {
        let art = render(lineWidth: 1)
        #expect(art.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
        #expect(!art.contains("█"))
    }
}

/// A label above a bar keeps its cell when the bar's top sliver falls in the same row.
struct LabelOverSliverTests {
    @Test func aBarsTopSliverDoesNotEraseTheLabelAboveIt() {
        let label = DisplayItem(id: DisplayItemID("label"), content: .text(TextDrawing(
            lines: [TextDrawing.Line(text: "19", origin: CGPoint(x: 0, y: 12), width: 16)],
            font: ResolvedFont(size: 11), paint: .color(Color.Resolved(red: 0, green: 0, blue: 0)), lineHeight: 16)),
            bounds: CGRect(x: 0, y: 0, width: 16, height: 16), transform: CGAffineTransform(translationX: 0, y: 8))
        // The bar starts 4 pt below the label's box: 28 pt, the lower quarter of the second row.
        let bar = DisplayItem(id: DisplayItemID("bar"), content: .shape(ShapeDrawing(
            path: Path(CGRect(x: 0, y: 0, width: 16, height: 20)), fill: .color(Color.Resolved(red: 0, green: 0, blue: 1)))),
            bounds: CGRect(x: 0, y: 0, width: 16, height: 20), transform: CGAffineTransform(translationX: 0, y: 28))
        let art = TerminalRenderer(colorLevel: .none).render(DisplayList(size: CGSize(width: 16, height: 48), items: [label, bar]))
        #expect(art.contains("19"))
    }
}
