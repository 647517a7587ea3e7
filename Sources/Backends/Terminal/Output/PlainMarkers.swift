import Foundation
import Declarative

/// A chart's small marks — legend swatches and point symbols — as output without colour shows them: one symbol
/// per colour, so that series told apart by colour stay apart, and a legend entry shows the symbol of its marks.
///
/// Without colour, a swatch for every series would print as the same block (`▄`), and the legend would tell
/// nothing. So a filled mark of one colour that fits in one cell and is about as wide as tall (a bar is a
/// rectangle; only a square one counts) becomes the next symbol of ``symbols``, in the cell of its centre, in the
/// order the frame meets the colours:
///
/// ```
/// colour:        ● Cups   ● Plates   ● Bowls        (three hues, one shape)
/// NO_COLOR:      ● Cups   ■ Plates   ▲ Bowls        and each series' points show the same symbol
/// ```
///
/// Marks outside a chart (a toggle's knob, a control's dot) are left as they are.
enum PlainMarkers {
    /// The symbols, in order: the first shapes of Swift Charts' symbol cycle, then outlines. All one cell wide.
    static let symbols = ["●", "■", "▲", "◆", "✚", "✖", "★", "○", "□", "△", "◇", "*"]

    /// The list with each chart's small marks replaced by text symbols, as the table above shows.
    static func replacing(in list: DisplayList, cellSize: CGSize) -> DisplayList {
        var colours: [Color.Resolved] = []
        var result = list
        for (index, item) in list.items.enumerated() {
            guard item.accessibility.chart != nil, case .shape(let shape) = item.content, shape.stroke == nil,
                  case .color(let colour)? = shape.fill, isMarker(shape.path, transform: item.transform, cellSize: cellSize)
            else { continue }
            let box = shape.path.boundingRect.applying(item.transform)
            let n = colours.firstIndex(of: colour) ?? { colours.append(colour); return colours.count - 1 }()
            let column = (box.midX / cellSize.width).rounded(.down), row = (box.midY / cellSize.height).rounded(.down)
            let origin = CGPoint(x: column * cellSize.width, y: row * cellSize.height + TerminalTextMetrics.ascentRatio * cellSize.height)
            let symbol = symbols[n % symbols.count]
            let text = TextDrawing(lines: [TextDrawing.Line(text: symbol, origin: origin, width: cellSize.width)],
                                   font: ResolvedFont(size: cellSize.height), paint: .color(colour), lineHeight: cellSize.height)
            result.items[index].content = .text(text)
            result.items[index].transform = .identity
            result.items[index].bounds = CGRect(x: origin.x, y: row * cellSize.height, width: cellSize.width, height: cellSize.height)
        }
        return result
    }

    /// Whether a path drawn with a transform is a mark: at most a cell each way, between half and twice as wide as
    /// tall, and not a rectangle unless a square one.
    static func isMarker(_ path: Path, transform t: CGAffineTransform, cellSize: CGSize) -> Bool {
        let box = path.boundingRect.applying(t)
        guard box.width.isFinite, box.height.isFinite, box.midX.isFinite, box.midY.isFinite,
              box.width > 0, box.height > 0, box.width <= cellSize.width, box.height <= cellSize.height,
              box.width <= 2 * box.height, box.height <= 2 * box.width else { return false }
        switch path.storage {
        case .rect, .roundedRect: return abs(box.width - box.height) < 0.01 * box.width
        case .empty: return false
        default: return true
        }
    }
}
