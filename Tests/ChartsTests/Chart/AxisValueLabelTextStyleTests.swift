import Foundation
import Testing
import Declarative
@testable import Charts

/// A label drawn from a `Text` keeps the text's own colour and font.
@MainActor
@Suite struct AxisValueLabelTextStyleTests {
    @Test func aTextsColourAndFontDrawTheLabel() throws {
        let chart = AxisMarksExplicitValuesTests.chart().chartYAxis {
            AxisMarks(values: [0.5]) { _ in
                AxisValueLabel { Text("half").foregroundColor(.red).font(.title) }
            }
            AxisMarks(values: [1.0]) { _ in
                AxisValueLabel { Text("whole") }
            }
        }
        let list = AxisMarksExplicitValuesTests.list(chart)
        func item(_ s: String) -> DisplayItem? {
            list.items.first { if case .text(let t) = $0.content { return t.lines.first?.text == s } else { return false } }
        }
        let half = try #require(item("half")), whole = try #require(item("whole"))
        #expect(half.frame.height > whole.frame.height + 4, "the title font: \(half.frame) \(whole.frame)")
        guard case .text(let h) = half.content, case .text(let w) = whole.content else { return }
        #expect(h.paint != w.paint, "red, not the axis's secondary colour")
    }
}
