import Declarative
import Foundation

/// Graphics effects (``GraphicsEffect``) as character cells can show them: the display list rewritten into plain
/// items, before it is rasterized.
///
/// Each item's effects are applied from the innermost out, to the item and to the shadow copies made so far:
///
/// | effect | in cells |
/// |---|---|
/// | colour matrix | every paint colour (fills, strokes, text, gradient stops) mapped by the same ``ColorMatrix`` an SVG filter uses, so a cell's colours are exactly the filtered ones |
/// | shadow | when the offset reaches half a cell on either axis: a copy behind the item in the shadow's colour (times the paint's opacity), moved by the offset rounded to whole cells; otherwise nothing, as a blurred shadow under the item would not show in any cell |
/// | inner shadow | nothing: a shade along the inside of an edge is finer than a cell |
/// | blur | nothing: a cell cannot show detail finer than itself, and spreading colour into neighbouring cells would read as a different drawing, not a softer one |
/// | mask | a clip to the outline of the mask's visible items (shapes' paths, rectangles and text frames grown to whole cells), so cells the mask does not cover are dropped; partial opacity in a mask does not fade the cells it covers |
enum TerminalEffects {
    /// The list with every item's effects applied and removed; the list itself when no item has effects.
    static func applied(to list: DisplayList, cellSize: CGSize) -> DisplayList {
        guard list.items.contains(where: { !$0.effects.isEmpty }) else { return list }
        var out = list
        out.items = []
        out.items.reserveCapacity(list.items.count)
        for item in list.items {
            if item.effects.isEmpty { out.items.append(item) } else { out.items.append(contentsOf: pieces(of: item, cellSize: cellSize)) }
        }
        return out
    }

    /// An item's drawing without effects: its shadow copies, back to front, then the item.
    static func pieces(of item: DisplayItem, cellSize: CGSize) -> [DisplayItem] {
        var plain = item
        plain.effects = []
        var pieces = [plain]
        for effect in item.effects.reversed() {
            switch effect.kind {
            case .colorMatrix(let matrix):
                pieces = pieces.map { mapPaints($0) { paint in mapped(paint, by: matrix) } }
            case .shadow(let color, _, let offset):
                let dx = (offset.width / cellSize.width).rounded() * cellSize.width
                let dy = (offset.height / cellSize.height).rounded() * cellSize.height
                guard (dx != 0 || dy != 0) && color.opacity > 0 else { continue }
                let shadows = pieces.map { shadow(of: $0, color: color, by: CGSize(width: dx, height: dy),
                                                  clipsOutside: effect.clipsOutside) }
                pieces = shadows + pieces
            case .blur, .innerShadow:
                continue
            case .mask(let mask):
                let outline = outline(of: mask, cellSize: cellSize)
                pieces = pieces.map { var p = $0; p.clips.append(outline); return p }
            }
        }
        return pieces
    }

    /// A copy in the shadow's colour, moved; the clips inside the shadow move with it.
    private static func shadow(of item: DisplayItem, color: Color.Resolved, by offset: CGSize, clipsOutside: Int) -> DisplayItem {
        var copy = item
        copy.id = DisplayItemID(item.id.path + "#shadow")
        let move = CGAffineTransform(translationX: offset.width, y: offset.height)
        copy.transform = item.transform.concatenating(move)
        copy.clips = item.clips.enumerated().map { index, clip in index < clipsOutside ? clip : clip.applying(move) }
        return mapPaints(copy) { paint in .color(color.multiplyingOpacity(by: opacity(of: paint))) }
    }

    /// The union of the visible mask items' outlines, in the display list's space (an empty path when none shows).
    /// A rectangle (a filled rectangle, a stroke's or a text's frame) grows to the cells it touches, so that text and
    /// bars snapped to cells inside it keep them; other outlines are kept as they are and tested at cell centres.
    private static func outline(of mask: [DisplayItem], cellSize: CGSize) -> Path {
        func cells(_ r: CGRect) -> [Path.Element] {
            let x0 = (r.minX / cellSize.width).rounded(.down) * cellSize.width, x1 = (r.maxX / cellSize.width).rounded(.up) * cellSize.width
            let y0 = (r.minY / cellSize.height).rounded(.down) * cellSize.height, y1 = (r.maxY / cellSize.height).rounded(.up) * cellSize.height
            return Path(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)).elements
        }
        var elements: [Path.Element] = []
        for item in mask where item.opacity > 0 {
            switch item.content {
            case .shape(let shape):
                if let fill = shape.fill, !fill.isInvisible {
                    let root = shape.path.applying(item.transform)
                    if case .rect(let r) = root.storage { elements += cells(r) } else { elements += root.elements }
                } else if let stroke = shape.stroke, !stroke.paint.isInvisible {
                    elements += cells(item.frame)
                }
            case .text(let text):
                if !text.paint.isInvisible { elements += cells(item.frame) }
            }
        }
        return elements.isEmpty ? Path() : Path(elements: elements)
    }

    /// The item with each of its paints replaced.
    private static func mapPaints(_ item: DisplayItem, _ transform: (Paint) -> Paint) -> DisplayItem {
        var copy = item
        switch item.content {
        case .shape(let shape):
            copy.content = .shape(mapPaints(shape, transform))
        case .text(var text):
            text.paint = transform(text.paint)
            text.symbolShapes = text.symbolShapes.map { mapPaints($0, transform) }
            copy.content = .text(text)
        }
        return copy
    }

    private static func mapPaints(_ shape: ShapeDrawing, _ transform: (Paint) -> Paint) -> ShapeDrawing {
        var copy = shape
        copy.fill = shape.fill.map(transform)
        if let stroke = shape.stroke { copy.stroke?.paint = transform(stroke.paint) }
        return copy
    }

    /// A paint with every colour mapped by a matrix.
    static func mapped(_ paint: Paint, by matrix: ColorMatrix) -> Paint {
        func map(_ g: ResolvedGradient) -> ResolvedGradient {
            ResolvedGradient(stops: g.stops.map { .init(color: matrix.apply(to: $0.color), location: $0.location) })
        }
        switch paint {
        case .color(let c): return .color(matrix.apply(to: c))
        case .linearGradient(let g, let s, let e): return .linearGradient(map(g), start: s, end: e)
        case .radialGradient(let g, let c, let r0, let r1): return .radialGradient(map(g), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1): return .angularGradient(map(g), center: c, startAngle: a0, endAngle: a1)
        }
    }

    /// A paint's opacity: a colour's, a gradient's mean.
    private static func opacity(of paint: Paint) -> Double {
        switch paint {
        case .color(let c): return Double(c.opacity)
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _):
            return g.stops.isEmpty ? 0 : Double(g.stops.map(\.color.opacity).reduce(0, +)) / Double(g.stops.count)
        }
    }
}
