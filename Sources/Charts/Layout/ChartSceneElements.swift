import Foundation
import Declarative

extension ChartScene {
    /// Every element of the scene with its numbers, in drawing order: grid lines, marks, ticks (the plot layer),
    /// then axis labels and legend entries (the labels layer). Marks move from plot to chart coordinates here,
    /// so that a plot that moves (a wider label column) moves its marks too. Plain colours are resolved in
    /// `colorScheme`.
    @MainActor func elementVector(colorScheme: ColorScheme) -> ChartElementVector {
        var v = ChartElementVector()
        v.reserveCapacity(grid.count + marks.count + ticks.count + texts.count + legend.count, width: 10)   // a coloured rect: opacity, colour, rect
        for line in grid { v.append(segment(line)) { Self.put(&$0, 1, line.from.x, line.from.y, line.to.x, line.to.y) } }
        for i in marks.indices { append(marks[i], colorScheme: colorScheme, to: &v) }     // (`for in` copies each mark)
        for line in ticks { v.append(segment(line)) { Self.put(&$0, 1, line.from.x, line.from.y, line.to.x, line.to.y) } }
        for text in texts {
            let e = ChartElement(id: text.id, layer: .labels, kind: .text(text.text, text.font), style: text.style,
                                 styleKey: text.isDefaultStyle ? ChartStyle.labelStyleKey : nil)
            v.append(e) { Self.put(&$0, 1, text.origin.x, text.origin.y) }
        }
        for entry in legend {
            var e = ChartElement(id: entry.id, layer: .labels, kind: .legend(entry), style: entry.style)
            e.label = entry.label
            e.isAccessibilityHidden = false
            v.append(e) { Self.put(&$0, 1, entry.origin.x, entry.origin.y) }
        }
        return v
    }

    /// Appends the element of a mark and its numbers. (One switch writes both: a closure made per mark to write
    /// the numbers later would be allocated per mark.)
    @MainActor private func append(_ mark: SceneMark, colorScheme: ColorScheme, to v: inout ChartElementVector) {
        let o = plot.origin
        let color = mark.color.map { $0.resolve(in: colorScheme) }
        /// Adds the element with the mark's accessibility, its opacity and colour, then `geometry`'s numbers.
        func add(_ e: consuming ChartElement, _ geometry: (inout [Double]) -> Void) {
            switch mark.geometry {
            case .path: e.isAccessibilityHidden = false          // a custom mark describes itself (its path has no label)
            case .curve: e.label = mark.label; e.isAccessibilityHidden = mark.isAccessibilityHidden   // a series: no one value
            default: (e.label, e.value, e.isAccessibilityHidden) = (mark.label, mark.value, mark.isAccessibilityHidden)
            }
            v.append(e) { numbers in
                numbers.append(mark.opacity)
                if let color {       // between the opacity and the geometry (see `ChartElement`)
                    Self.put(&numbers, CGFloat(color.linearRed), CGFloat(color.linearGreen), CGFloat(color.linearBlue), CGFloat(color.opacity))
                }
                geometry(&numbers)
            }
        }
        switch mark.geometry {
        case .rect(let r, let radius):
            add(ChartElement(id: mark.id, layer: .plot, kind: .rect, style: mark.style, styleKey: mark.styleKey, hasColor: color != nil)) {
                Self.put(&$0, r.minX + o.x, r.minY + o.y, r.width, r.height, radius)
            }
        case .curve(let top, let base, let curve, let stroke):
            let moved = { (p: CGPoint) in CGPoint(x: p.x + o.x, y: p.y + o.y) }
            let shape = CurveShape(top: top.map(moved), baseline: base?.map(moved), curve: curve)
            add(ChartElement(id: mark.id, layer: .plot, kind: .curve(curve, gaps: shape.gaps, hasBaseline: base != nil),
                             style: mark.style, styleKey: mark.styleKey, stroke: stroke, hasColor: color != nil)) {
                $0.append(contentsOf: shape.points.values)
            }
        case .symbol(let c, let size, let shape):
            add(ChartElement(id: mark.id, layer: .plot, kind: .symbol(shape), style: mark.style, styleKey: mark.styleKey,
                             hasColor: color != nil)) {
                Self.put(&$0, c.x + o.x, c.y + o.y, size)
            }
        case .sector(let g):
            add(ChartElement(id: mark.id, layer: .plot, kind: .sector(inset: g.inset), style: mark.style, styleKey: mark.styleKey,
                             hasColor: color != nil)) {
                Self.put(&$0, g.start, g.end, g.innerRadius, g.outerRadius, g.center.x + o.x, g.center.y + o.y)
            }
        case .path(let path, let stroke):
            add(ChartElement(id: mark.id, layer: .plot, kind: .path(path.applying(CGAffineTransform(translationX: o.x, y: o.y))),
                             style: mark.style, stroke: stroke, hasColor: color != nil)) { _ in }
        }
    }

    /// Appends a few numbers, in order.
    private static func put(_ numbers: inout [Double], _ values: CGFloat...) {
        for value in values { numbers.append(Double(value)) }
    }

    private func segment(_ line: SceneLine) -> ChartElement {
        ChartElement(id: line.id, layer: .plot, kind: .segment, style: ChartStyle.gridColor, styleKey: ChartStyle.gridStyleKey,
                     stroke: line.stroke)
    }
}
