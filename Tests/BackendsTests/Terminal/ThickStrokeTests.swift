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
