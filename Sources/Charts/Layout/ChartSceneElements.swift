import Foundation
import Declarative

extension ChartScene {
    /// Every element of the scene with its numbers, in drawing order: grid lines, marks, ticks (the plot layer),
    /// then axis labels and legend entries (the labels layer). Marks move from plot to chart coordinates here,
    /// so that a plot that moves (a wider label column) moves its marks too. Plain colours are resolved in
    /// `colorScheme`.
    ///
    /// Nonisolated, like everything it calls: the closures that write each element's numbers would otherwise be
    /// main-actor closures passed to a nonisolated method, and check the executor they run on, once per element.
    func elementVector(colorScheme: ColorScheme) -> ChartElementVector {
        var v = ChartElementVector()
        v.reserveCapacity(grid.count + marks.count + ticks.count + texts.count + legend.count, width: 10)   // a coloured rect: opacity, colour, rect
        // By index, here and below: `for in` copies each line, mark and text, strings and style included.
        for i in grid.indices { appendSegment(grid[i], to: &v) }
        for i in marks.indices { append(marks[i], colorScheme: colorScheme, to: &v) }
        for i in ticks.indices { appendSegment(ticks[i], to: &v) }
        for i in texts.indices {
            let e = ChartElement(key: texts[i].key, layer: .labels, kind: .text(texts[i].text, texts[i].font, degrees: texts[i].degrees), style: texts[i].style,
                                 styleKey: texts[i].isDefaultStyle ? ChartStyle.labelStyleKey : nil)
            let origin = texts[i].origin
            v.append(e) { Self.put(&$0, 1, origin.x, origin.y) }
        }
        for entry in legend {
            let e = ChartElement(id: entry.id, layer: .labels, kind: .legend(entry), style: entry.style, label: entry.label,
                                 isAccessibilityHidden: false)
            v.append(e) { Self.put(&$0, 1, entry.origin.x, entry.origin.y) }
        }
        return v
    }

    /// Appends the element of a mark and its numbers. (The numbers are written as the element is appended: a
    /// closure kept per mark to write them later was allocated per mark, and captured the whole scene.)
    private func append(_ mark: SceneMark, colorScheme: ColorScheme, to v: inout ChartElementVector) {
        let o = plot.origin
        let color = mark.color.map { $0.resolve(in: colorScheme) }
        /// The mark's element of `kind`, described by the mark's label and value (a series has no one value; a custom
        /// mark describes itself, its path has no label).
        func element(_ kind: ChartElement.Kind, styleKey: Int?, stroke: StrokeStyle? = nil, hasValue: Bool = true,
                     isDescribed: Bool = true) -> ChartElement {
            ChartElement(id: mark.id, layer: .plot, kind: kind, style: mark.style, styleKey: styleKey, stroke: stroke, hasColor: color != nil,
                         label: isDescribed ? mark.label : nil, value: isDescribed && hasValue ? mark.value : nil,
                         isAccessibilityHidden: isDescribed && mark.isAccessibilityHidden, effects: mark.effects?.moved(dx: o.x, dy: o.y))
        }
        /// Adds the element with the mark's opacity and colour, then `geometry`'s numbers.
        func add(_ e: ChartElement, _ geometry: (inout [Double]) -> Void) {
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
            add(element(.rect, styleKey: mark.styleKey)) {
                Self.put(&$0, r.minX + o.x, r.minY + o.y, r.width, r.height, radius)
            }
        case .curve(let top, let base, let curve, let stroke):
            let moved = { (p: CGPoint) in CGPoint(x: p.x + o.x, y: p.y + o.y) }
            let shape = CurveShape(top: top.map(moved), baseline: base?.map(moved), curve: curve)
            add(element(.curve(curve, gaps: shape.gaps, hasBaseline: base != nil), styleKey: mark.styleKey, stroke: stroke, hasValue: false)) {
                $0.append(contentsOf: shape.points.values)
            }
        case .symbol(let c, let size, let shape):
            add(element(.symbol(shape), styleKey: mark.styleKey)) {
                Self.put(&$0, c.x + o.x, c.y + o.y, size)
            }
        case .sector(let g):
            add(element(.sector(inset: g.inset, cornerRadius: g.cornerRadius), styleKey: mark.styleKey)) {
                Self.put(&$0, g.start, g.end, g.innerRadius, g.outerRadius, g.center.x + o.x, g.center.y + o.y)
            }
        case .path(let path, let stroke):
            add(element(.path(path.applying(CGAffineTransform(translationX: o.x, y: o.y))), styleKey: nil, stroke: stroke,
                        isDescribed: false)) { _ in }
        }
    }

    // Appends a few numbers, in order: one overload per count, since a variadic list was an array allocated and freed
    // for every element.
    private static func put(_ n: inout [Double], _ a: CGFloat, _ b: CGFloat, _ c: CGFloat) {
        n.append(Double(a)); n.append(Double(b)); n.append(Double(c))
    }
    private static func put(_ n: inout [Double], _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) {
        put(&n, a, b, c); n.append(Double(d))
    }
    private static func put(_ n: inout [Double], _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ e: CGFloat) {
        put(&n, a, b, c, d); n.append(Double(e))
    }
    private static func put(_ n: inout [Double], _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ e: CGFloat, _ f: CGFloat) {
        put(&n, a, b, c, d, e); n.append(Double(f))
    }

    /// Appends the element of a grid line or tick and its numbers.
    private func appendSegment(_ line: SceneLine, to v: inout ChartElementVector) {
        let e = ChartElement(key: line.key, layer: .plot, kind: .segment, style: ChartStyle.gridColor, styleKey: ChartStyle.gridStyleKey,
                             stroke: line.stroke)
        v.append(e) { Self.put(&$0, 1, line.from.x, line.from.y, line.to.x, line.to.y) }
    }
}
