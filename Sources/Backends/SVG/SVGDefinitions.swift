import Declarative
import Foundation

/// The `<defs>` of one document: gradients, conic patterns, clip paths, filters and masks, each written once.
///
/// Equal definitions share one element. Ids are numbered in order of first use (`g1`, `g2`… for gradients
/// and conic patterns, `c1`, `c2`… for clip paths, `f1`… for filters, `m1`… for masks, after an optional
/// prefix), so the same display list
/// always gives the same ids:
///
/// ```
/// item 1: fill linear(red→blue)   → url(#g1)     <defs>
/// item 2: fill linear(red→blue)   → url(#g1)       <linearGradient id="g1" …>
/// item 3: clip rect(0 0 100 50)   → url(#c1)       <clipPath id="c1"><rect …/></clipPath>
/// item 4: clip rect(0 0 100 50)   → url(#c1)     </defs>
/// ```
///
/// Definitions are written as they are registered (at the depth of `<defs>`'s children); the document puts
/// `output` inside `<defs>`.
struct SVGDefinitions: ~Copyable {
    /// A `fill` or `stroke` value.
    enum PaintValue {
        /// A colour, written `#RRGGBB`.
        case color(Color.Resolved)
        /// A paint server, written `url(#gN)`.
        case reference(String)
    }

    /// Prepended to every id, so that several SVGs can share one HTML page.
    var idPrefix: String
    /// The definitions written so far.
    private(set) var output = SVGOutput()
    private var paintIDs: [SVGElement: String] = [:]
    private var clipIDs: [Path: String] = [:]
    private var paintCount = 0
    private var clipCount = 0
    private var filterIDs: [SVGElement: String] = [:]
    private var maskIDs: [[DisplayItem]: String] = [:]

    init(idPrefix: String = "") { self.idPrefix = SVGEscaping.identifier(idPrefix) }

    /// The `fill`/`stroke` value and opacity for a paint drawn in the item's space moved by `offset`.
    ///
    /// A colour gives itself and its opacity; a gradient gives `url(#gN)` and opacity 1 (its stops carry
    /// their own `stop-opacity`). `bounds` (already moved) is the area a conic pattern must cover.
    mutating func paint(_ paint: Paint, offset: CGPoint, bounds: CGRect) -> (value: PaintValue, opacity: Double) {
        if case .color(let color) = paint { return (.color(color), Double(color.opacity)) }
        guard let definition = Self.definition(of: paint, offset: offset, bounds: bounds) else {
            let color = paint.color(at: .zero)   // a colour is the same everywhere
            return (.color(color), Double(color.opacity))
        }
        return (.reference("url(#\(register(definition)))"), 1)
    }

    /// The paint server (without id) for a gradient; nil for a colour.
    private static func definition(of paint: Paint, offset: CGPoint, bounds: CGRect) -> SVGElement? {
        switch paint {
        case .color:
            return nil
        case .linearGradient(let gradient, let start, let end):
            return SVGElement("linearGradient", [
                ("gradientUnits", "userSpaceOnUse"),
                ("x1", SVGNumberFormat.string(start.x + offset.x)), ("y1", SVGNumberFormat.string(start.y + offset.y)),
                ("x2", SVGNumberFormat.string(end.x + offset.x)), ("y2", SVGNumberFormat.string(end.y + offset.y)),
            ], children: stops(gradient))
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            return SVGElement("radialGradient", [
                ("gradientUnits", "userSpaceOnUse"),
                ("cx", SVGNumberFormat.string(center.x + offset.x)), ("cy", SVGNumberFormat.string(center.y + offset.y)),
                ("r", SVGNumberFormat.string(max(endRadius, 0))),
                ("fr", SVGNumberFormat.string(max(min(startRadius, endRadius), 0))),
            ].filter { $0.0 != "fr" || $0.1 != "0" }, children: stops(gradient))
        case .angularGradient:
            return SVGConicPattern.element(for: paint, offset: offset, bounds: bounds)
        }
    }

    /// Writes a copy of a linear or radial gradient's definition with the id `id` and SMIL animations inside it: on
    /// the gradient itself (its coordinates) and on its stops, by index. Never shared: it moves with one item.
    mutating func animatedGradient(_ paint: Paint, offset: CGPoint, bounds: CGRect, id: String,
                                   animations: [(stop: Int?, element: SVGElement)]) {
        guard var definition = Self.definition(of: paint, offset: offset, bounds: bounds) else { return }
        for (stop, animation) in animations {
            if let stop, definition.children.indices.contains(stop) {
                definition.children[stop].children.append(animation)
            } else if stop == nil {
                definition.children.append(animation)
            }
        }
        definition.attributes.insert(("id", id), at: 0)
        definition.write(to: &output, indent: 2)
    }

    /// The `url(#cN)` of a clip path, defined in the document's root space.
    mutating func clip(_ path: Path) -> String? {
        if let id = clipIDs[path] { return "url(#\(id))" }
        guard let geometry = SVGShapeGeometry(path) else { return nil }
        clipCount += 1
        let id = idPrefix + "c\(clipCount)"
        clipIDs[path] = id
        output.open("clipPath", depth: 2)
        output.attribute("id", id)
        output.write(">\n")
        output.open(geometry.elementName, depth: 3)
        geometry.writeAttributes(to: &output)
        output.closeEmpty()
        output.close("clipPath", depth: 2)
        return "url(#\(id))"
    }

    /// Writes a copy of a clip path with the id `id`, its shape in `form` with SMIL animations inside. Never shared:
    /// it moves with one item.
    mutating func animatedClip(_ form: SVGShapeGeometry, id: String, animations: [SVGElement]) {
        output.open("clipPath", depth: 2)
        output.attribute("id", id)
        output.write(">\n")
        output.open(form.elementName, depth: 3)
        form.writeAttributes(to: &output)
        output.write(">\n")
        for animation in animations { animation.write(to: &output, indent: 4) }
        output.close(String(describing: form.elementName), depth: 3)
        output.close("clipPath", depth: 2)
    }

    /// The attribute (`filter` or `mask`) and `url(#…)` for a graphics effect, defined in the document's root space;
    /// nil for an effect that changes nothing. A mask's items are written inside it by `writer`, unannotated.
    mutating func effect(_ kind: GraphicsEffect.Kind, writer: SVGItemWriter) -> (attribute: StaticString, url: String)? {
        if case .mask(let items) = kind {
            if let id = maskIDs[items] { return ("mask", "url(#\(id))") }
            let id = idPrefix + "m\(maskIDs.count + 1)"
            maskIDs[items] = id
            // The items first, as they may define gradients and clips of their own: a definition never nests another.
            var content = SVGOutput()
            let unannotated = SVGOutput(capacity: 0)
            for item in items {
                writer.write(SVGItemWriter.Entry(item: item), annotation: .none, written: unannotated, depth: 3, to: &content, defs: &self)
            }
            output.open("mask", depth: 2)
            output.attribute("id", id)
            output.attribute("maskUnits", "userSpaceOnUse")
            for (name, value) in SVGFilters.region { output.attribute(name: name, value) }
            output.attribute("mask-type", "alpha")
            output.write(">\n")
            output.write(content)
            output.close("mask", depth: 2)
            return ("mask", "url(#\(id))")
        }
        guard let definition = SVGFilters.element(for: kind) else { return nil }
        if let id = filterIDs[definition] { return ("filter", "url(#\(id))") }
        let id = idPrefix + "f\(filterIDs.count + 1)"
        filterIDs[definition] = id
        var element = definition
        element.attributes.insert(("id", id), at: 0)
        element.write(to: &output, indent: 2)
        return ("filter", "url(#\(id))")
    }

    /// Registers a paint server (without id) and returns its id; equal servers share one.
    private mutating func register(_ definition: SVGElement) -> String {
        if let id = paintIDs[definition] { return id }
        paintCount += 1
        let id = idPrefix + "g\(paintCount)"
        paintIDs[definition] = id
        var element = definition
        element.attributes.insert(("id", id), at: 0)
        element.write(to: &output, indent: 2)
        return id
    }

    /// `<stop>` elements: offset clamped to 0…1, colour as hex, opacity when below 1.
    private static func stops(_ gradient: ResolvedGradient) -> [SVGElement] {
        gradient.stops.map { stop in
            var element = SVGElement("stop", [("offset", SVGNumberFormat.string(min(max(Double(stop.location), 0), 1), fractionDigits: 4)),
                                              ("stop-color", stop.color.hexString)])
            if stop.color.opacity < 1 { element.set("stop-opacity", SVGNumberFormat.string(Double(stop.color.opacity), fractionDigits: 3)) }
            return element
        }
    }
}
