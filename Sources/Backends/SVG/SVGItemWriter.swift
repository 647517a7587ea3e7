import Declarative
import Foundation

/// Turns one display item into an SVG element: geometry, placement, paint, opacity and clips.
///
/// Placement: a transform that only translates is folded into the coordinates (`<rect x="110" …>`); any
/// other transform keeps local coordinates and adds `transform="matrix(a b c d tx ty)"`. The animated export
/// asks for `.attribute` placement when an item's transform changes over time, so that CSS can animate it.
///
/// Clips are in the root space. One clip on an element without a `transform` goes on the element itself;
/// otherwise each clip wraps the element in a `<g clip-path=…>` (outermost first), because a clip on a
/// transformed element would be transformed with it:
///
/// ```
/// <g clip-path="url(#c1)">
///   <path d="…" transform="matrix(0 1 -1 0 50 0)" fill="#FF0000"/>
/// </g>
/// ```
///
/// The item's opacity becomes the `opacity` attribute: group opacity, as SwiftUI composites a faded view
/// (a stroke over a fill does not show the fill through it).
struct SVGItemWriter {
    /// How an item's transform is written.
    enum Placement {
        /// Fold a pure translation into the coordinates; write other transforms as an attribute.
        case automatic
        /// Always keep local coordinates and write the transform as an attribute.
        case attribute
    }

    var options: SVGRenderOptions

    /// The offset folded into coordinates, and the `transform` attribute (if any), for an item.
    static func placement(of transform: CGAffineTransform, _ mode: Placement) -> (offset: CGPoint, attribute: String?) {
        if mode == .automatic && transform.isTranslation { return (CGPoint(x: transform.tx, y: transform.ty), nil) }
        return (.zero, transformAttribute(transform))
    }

    /// `translate(x y)` for a pure translation, otherwise `matrix(a b c d tx ty)`.
    static func transformAttribute(_ t: CGAffineTransform) -> String {
        let f = { (v: CGFloat) in SVGNumberFormat.string(v) }
        if t.isTranslation { return "translate(\(f(t.tx)) \(f(t.ty)))" }
        return "matrix(\(SVGNumberFormat.string(t.a, fractionDigits: 4)) \(SVGNumberFormat.string(t.b, fractionDigits: 4)) "
            + "\(SVGNumberFormat.string(t.c, fractionDigits: 4)) \(SVGNumberFormat.string(t.d, fractionDigits: 4)) \(f(t.tx)) \(f(t.ty)))"
    }

    /// The element for an item, or nil when it draws nothing (an empty path, no lines).
    ///
    /// `geometry` lets the animated export substitute a form that all frames share (an ellipse for a circle).
    /// `elementID`, when given, becomes the drawn element's `id` (its first attribute), for CSS to target.
    func element(for item: DisplayItem, placement mode: Placement = .automatic, defs: inout SVGDefinitions,
                 elementID: String? = nil,
                 geometry adjust: (SVGShapeGeometry) -> SVGShapeGeometry = { $0 }) -> SVGElement? {
        if item.clips.contains(where: \.isEmpty) { return nil }
        let (offset, transform) = Self.placement(of: item.transform, mode)
        let bounds = item.bounds.offsetBy(dx: offset.x, dy: offset.y)
        var element: SVGElement
        switch item.content {
        case .shape(let shape):
            guard let geometry = SVGShapeGeometry(shape.path, offset: offset) else { return nil }
            element = adjust(geometry).element
            if let transform { element.set("transform", transform) }
            addFill(shape.fill, evenOdd: shape.isEvenOdd, to: &element, offset: offset, bounds: bounds, defs: &defs)
            if let stroke = shape.stroke { addStroke(stroke, to: &element, offset: offset, bounds: bounds, defs: &defs) }
        case .text(let text):
            guard !text.lines.isEmpty else { return nil }
            element = SVGTextElement.element(for: text, offset: offset, options: options)
            if let transform { element.set("transform", transform) }
            addFill(text.paint, evenOdd: false, to: &element, offset: offset, bounds: bounds, defs: &defs)
        }
        if let elementID { element.attributes.insert(("id", elementID), at: 0) }
        if item.opacity < 1 { element.set("opacity", SVGNumberFormat.string(max(item.opacity, 0), fractionDigits: 3)) }
        return wrapped(element, in: item.clips, hasTransform: transform != nil, defs: &defs)
    }

    /// `fill`, `fill-opacity` (below 1) and `fill-rule` (even-odd only).
    func addFill(_ paint: Paint?, evenOdd: Bool, to element: inout SVGElement, offset: CGPoint, bounds: CGRect,
                 defs: inout SVGDefinitions) {
        guard let paint else { element.set("fill", "none"); return }
        let (value, opacity) = defs.paint(paint, offset: offset, bounds: bounds)
        element.set("fill", value)
        if opacity < 1 { element.set("fill-opacity", SVGNumberFormat.string(opacity, fractionDigits: 3)) }
        if evenOdd { element.set("fill-rule", "evenodd") }
    }

    /// `stroke` and the style attributes that differ from SVG's defaults.
    func addStroke(_ stroke: ShapeDrawing.Stroke, to element: inout SVGElement, offset: CGPoint, bounds: CGRect,
                   defs: inout SVGDefinitions) {
        let (value, opacity) = defs.paint(stroke.paint, offset: offset, bounds: bounds)
        element.set("stroke", value)
        if opacity < 1 { element.set("stroke-opacity", SVGNumberFormat.string(opacity, fractionDigits: 3)) }
        let style = stroke.style
        let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
        if width != 1 { element.set("stroke-width", Double(width)) }
        switch style.lineCap {
        case .butt: break
        case .round: element.set("stroke-linecap", "round")
        case .square: element.set("stroke-linecap", "square")
        }
        switch style.lineJoin {
        case .miter: if style.miterLimit != 4, style.miterLimit.isFinite { element.set("stroke-miterlimit", Double(max(style.miterLimit, 1))) }
        case .round: element.set("stroke-linejoin", "round")
        case .bevel: element.set("stroke-linejoin", "bevel")
        }
        let dash = style.dash.filter { $0.isFinite && $0 >= 0 }
        if !dash.isEmpty, dash.count == style.dash.count, dash.contains(where: { $0 > 0 }) {
            element.set("stroke-dasharray", dash.map { SVGNumberFormat.string($0) }.joined(separator: " "))
            if style.dashPhase != 0, style.dashPhase.isFinite { element.set("stroke-dashoffset", Double(style.dashPhase)) }
        }
    }

    /// The element inside its clips (see the type's comment).
    func wrapped(_ element: SVGElement, in clips: [Path], hasTransform: Bool, defs: inout SVGDefinitions) -> SVGElement {
        let urls = clips.compactMap { defs.clip($0) }
        var result = element
        var remaining = urls[...]
        if !hasTransform, urls.count == 1, let only = urls.first {
            result.set("clip-path", only)
            remaining = []
        }
        for url in remaining.reversed() {
            result = SVGElement("g", [("clip-path", url)], children: [result])
        }
        return result
    }
}
