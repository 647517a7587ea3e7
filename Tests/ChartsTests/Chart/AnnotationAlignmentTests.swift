import Foundation
import Testing
import Declarative
@testable import Charts

/// `annotation(position:alignment:)` lines the content up with its mark: above a rule with `.leading`, at the rule's
/// start (an "Average" label at the left of the plot); `.trailing`, at its end; in an overlay, in that corner. The
/// alignment was ignored, and every annotation centred on its side of the mark.
@MainActor
@Suite struct AnnotationAlignmentTests {
    struct Bar { let name: String; let value: Double }
    static let bars = [Bar(name: "A", value: 40), Bar(name: "B", value: 80), Bar(name: "C", value: 60)]

    func frame(of text: String, in list: DisplayList) -> CGRect? {
        list.items.first { item in
            if case .text(let t) = item.content { t.lines.map(\.text).joined() == text } else { false }
        }?.frame
    }

    func chart(_ alignment: Alignment, position: AnnotationPosition = .top) -> DisplayList {
        ChartRender.list(Chart {
            ForEach(Self.bars, id: \.name) { BarMark(x: .value("N", $0.name), y: .value("V", $0.value)) }
            RuleMark(y: .value("Average", 60))
                .annotation(position: position, alignment: alignment) { Text("Average") }
        })
    }

    @Test func aRuleLabelAlignsWithTheRulesStartOrEnd() throws {
        let rects = ChartRender.markRects(chart(.center))
        let plotMinX = try #require(rects.map(\.minX).min()), plotMaxX = try #require(rects.map(\.maxX).max())
        let leading = try #require(frame(of: "Average", in: chart(.leading)))
        let trailing = try #require(frame(of: "Average", in: chart(.trailing)))
        let centre = try #require(frame(of: "Average", in: chart(.center)))
        #expect(abs(leading.minX - plotMinX) < 1)
        #expect(abs(trailing.maxX - plotMaxX) < 1)
        #expect(abs(centre.midX - (plotMinX + plotMaxX) / 2) < 1)
        // Above the rule in every case.
        for f in [leading, trailing, centre] { #expect(abs(f.maxY - leading.maxY) < 0.5) }
    }

    @Test func anOverlayAlignsInsideTheMark() throws {
        let list = ChartRender.list(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 80))
                .annotation(position: .overlay, alignment: .topTrailing) { Text("80") }
        })
        let bar = try #require(ChartRender.markRects(list).first)
        let label = try #require(frame(of: "80", in: list))
        #expect(abs(label.maxX - bar.maxX) < 1)
        #expect(abs(label.minY - bar.minY) < 1)
    }

    @Test func besideABarTheVerticalAlignmentCounts() throws {
        let list = ChartRender.list(Chart {
            BarMark(x: .value("V", 80), y: .value("N", "A"))
                .annotation(position: .trailing, alignment: .top) { Text("80") }
        })
        let bar = try #require(ChartRender.markRects(list).first)
        let label = try #require(frame(of: "80", in: list))
        #expect(label.minX >= bar.maxX)
        #expect(abs(label.minY - bar.minY) < 1)
    }
}
