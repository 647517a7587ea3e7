import Foundation
import Declarative

extension ChartScene {
    /// Every element of the scene with its numbers, in drawing order: grid lines, marks, ticks (the plot layer),
    /// then axis labels and legend entries (the labels layer). Marks move from plot to chart coordinates here,
    /// so that a plot that moves (a wider label column) moves its marks too.
    @MainActor func elementVector() -> ChartElementVector {
        var v = ChartElementVector()
        let o = plot.origin
        for line in grid { v.append(segment(line), numbers: [1, line.from.x, line.from.y, line.to.x, line.to.y].map(Double.init)) }
        for mark in marks {
            var e: ChartElement
            var numbers: [Double] = [mark.opacity]
            switch mark.geometry {
            case .rect(let r, let radius):
                e = ChartElement(id: mark.id, layer: .plot, kind: .rect, style: mark.style)
                numbers += [r.minX + o.x, r.minY + o.y, r.width, r.height, radius].map(Double.init)
            case .curve(let top, let base, let curve, let stroke):
                let moved = { (p: CGPoint) in CGPoint(x: p.x + o.x, y: p.y + o.y) }
                let shape = CurveShape(top: top.map(moved), baseline: base?.map(moved), curve: curve)
                e = ChartElement(id: mark.id, layer: .plot, kind: .curve(curve, gaps: shape.gaps, hasBaseline: base != nil),
                                 style: mark.style, stroke: stroke)
                numbers += shape.points.values
            case .symbol(let c, let size, let shape):
                e = ChartElement(id: mark.id, layer: .plot, kind: .symbol(shape), style: mark.style)
                numbers += [c.x + o.x, c.y + o.y, size].map(Double.init)
            case .sector(let g):
                e = ChartElement(id: mark.id, layer: .plot, kind: .sector(inset: g.inset), style: mark.style)
                numbers += [g.start, g.end, Double(g.innerRadius), Double(g.outerRadius), Double(g.center.x + o.x), Double(g.center.y + o.y)]
            case .path(let path, let stroke):
                e = ChartElement(id: mark.id, layer: .plot, kind: .path(path.applying(CGAffineTransform(translationX: o.x, y: o.y))),
                                 style: mark.style, stroke: stroke)
            }
            switch mark.geometry {
            case .path: e.isAccessibilityHidden = false          // a custom mark describes itself (its path has no label)
            case .curve: e.label = mark.label; e.isAccessibilityHidden = mark.isAccessibilityHidden   // a series: no one value
            default: (e.label, e.value, e.isAccessibilityHidden) = (mark.label, mark.value, mark.isAccessibilityHidden)
            }
            v.append(e, numbers: numbers)
        }
        for line in ticks { v.append(segment(line), numbers: [1, line.from.x, line.from.y, line.to.x, line.to.y].map(Double.init)) }
        for text in texts {
            let e = ChartElement(id: text.id, layer: .labels, kind: .text(text.text, text.font), style: text.style)
            v.append(e, numbers: [1, Double(text.origin.x), Double(text.origin.y)])
        }
        for entry in legend {
            var e = ChartElement(id: entry.id, layer: .labels, kind: .legend(entry), style: entry.style)
            e.label = entry.label
            e.isAccessibilityHidden = false
            v.append(e, numbers: [1, Double(entry.origin.x), Double(entry.origin.y)])
        }
        return v
    }

    private func segment(_ line: SceneLine) -> ChartElement {
        ChartElement(id: line.id, layer: .plot, kind: .segment, style: ChartStyle.gridColor, stroke: line.stroke)
    }
}
