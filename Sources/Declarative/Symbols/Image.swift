import Foundation

/// An image, as SwiftUI's `Image`. On these outputs images are symbols: `Image(systemName:)` draws an SF Symbol from
/// `SymbolTable` — a glyph in the terminal, a small vector drawing in SVG — sized like the current font's text.
///
/// A name the table does not have (and any asset image, `Image("logo")`) draws a neutral placeholder, a square
/// outline, with the name as its accessibility label; it never fails. `Image` conforms to `View` in an extension,
/// so nonisolated code can make one.
public struct Image: Hashable, Sendable {
    /// The symbol's (or asset's) name.
    public let name: String
    let isSystem: Bool
    /// For a variable symbol, how much of it is drawn, 0…1 (accepted; symbols are drawn whole).
    let variableValue: Double?
    var isResizable = false

    /// An SF Symbol by name.
    public init(systemName: String) {
        name = systemName
        isSystem = true
        variableValue = nil
    }
    /// An SF Symbol by name, with a variable value 0…1 (accepted; the symbol is drawn whole).
    public init(systemName: String, variableValue: Double?) {
        name = systemName
        isSystem = true
        self.variableValue = variableValue
    }
    /// A named image from the app's assets: drawn as the placeholder, labelled with the name.
    public init(_ name: String) {
        self.name = name
        isSystem = false
        variableValue = nil
    }
    /// A named image from a bundle's assets: drawn as the placeholder, labelled with the name.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
    /// A named image that assistive technology ignores.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name) }

    /// The image sized to fill the space it is offered, instead of the font's size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// How the image is drawn: as a template in the foreground style, or in its own colours (accepted; symbols are
    /// drawn in the foreground style).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// Whether an image is drawn in the foreground style (template) or its own colours (original).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// The size of a symbol relative to the font, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
        /// How much larger than the font's line height the symbol is drawn.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

extension Image {
    /// The glyph that stands for the image inside text (the placeholder's for an asset image or an unknown name).
    var glyph: String { isSystem ? SymbolTable.glyph(for: name) : SymbolTable.placeholderGlyph }
}

extension Text {
    /// Text showing an image inline, as its glyph.
    public init(_ image: Image) { self.init(verbatim: image.glyph) }
}

extension Image: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        node.drawing.role = SymbolDrawing(image: self)
    }
}

/// Sizes and draws an image leaf: the symbol's glyph as text, with its vector drawing alongside for SVG.
struct SymbolDrawing: NodeDrawing, AnimatedRole {
    let image: Image

    /// The table entry drawn, after the environment's symbol variant, and whether the name was found.
    private func entry(in environment: EnvironmentValues) -> (SymbolTable.Entry, found: Bool) {
        guard image.isSystem else { return (SymbolTable.placeholder, false) }
        let name = environment.symbolVariants.apply(to: image.name)
        if let entry = SymbolTable.entries[name] ?? SymbolTable.entries[image.name] { return (entry, true) }
        return (SymbolTable.placeholder, false)
    }

    private func font(_ node: ViewNode) -> ResolvedFont {
        (node.environment.font ?? .body).resolve(dynamicTypeScale: node.environment.dynamicTypeSize.scale)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, axis: Axis?) -> CGSize {
        if image.isResizable { return proposal.replacingUnspecifiedDimensions().nonNegative }
        let side = node.environment.textMetrics.lineHeight(of: font(node)) * node.environment.imageScale.factor
        return CGSize(width: side, height: side)
    }

    func retarget(_ node: ViewNode) {
        node.retargetPaint(resolvePaint(ForegroundStyle(), in: node.environment, bounds: .zero))
    }

    func draw(node: ViewNode, size: CGSize, into list: inout DisplayListBuilder) {
        let env = node.environment
        let (entry, found) = entry(in: env)
        let side = min(size.width, size.height)
        guard side > 0, side.isFinite else { return }
        let box = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
        guard let paint = node.presentedPaint(resolvePaint(ForegroundStyle(), in: env, bounds: box)) else { return }
        let font = self.font(node), metrics = env.textMetrics
        let glyphWidth = metrics.width(of: entry.glyph, font: font)
        let baseline = box.midY - metrics.lineHeight(of: font) / 2 + metrics.ascent(of: font)
        let line = TextDrawing.Line(text: entry.glyph, origin: CGPoint(x: box.midX - glyphWidth / 2, y: baseline), width: glyphWidth)
        let shapes = SymbolShapes.drawings(entry, in: box, paint: paint,
                                           background: resolvePaint(Color.background, in: env, bounds: box) ?? paint)
        let text = TextDrawing(lines: [line], font: font, paint: paint, lineHeight: metrics.lineHeight(of: font),
                               symbolShapes: shapes)
        // An unknown name is labelled with the name; a known symbol with its words ("chart bar").
        let saved = list.accessibility
        if saved.label == nil {
            list.accessibility.label = found ? image.name.replacingOccurrences(of: ".", with: " ") : image.name
        }
        list.append(.text(text), node: node, bounds: CGRect(origin: .zero, size: size))
        list.accessibility = saved
    }
}

/// Turns a table entry's layers into shapes in a box.
@MainActor
enum SymbolShapes {
    /// Parsed layers by source, parsed once.
    private static var parsed: [String: Path] = [:]

    static func drawings(_ entry: SymbolTable.Entry, in box: CGRect, paint: Paint, background: Paint) -> [ShapeDrawing] {
        let scale = box.width / SymbolPath.box
        let place = CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: box.minX, y: box.minY))
        let line = StrokeStyle(lineWidth: 1.6 * scale, lineCap: .round, lineJoin: .round)
        return entry.layers.map { layer in
            let unit: Path
            if let cached = parsed[layer.path] { unit = cached } else {
                unit = SymbolPath.parse(layer.path)
                parsed[layer.path] = unit
            }
            let path = unit.applying(place)
            switch layer.kind {
            case "f": return ShapeDrawing(path: path, fill: paint)
            case "k": return ShapeDrawing(path: path, stroke: .init(paint: background, style: line))
            default: return ShapeDrawing(path: path, stroke: .init(paint: paint, style: line))
            }
        }
    }
}
