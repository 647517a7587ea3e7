import Declarative
import Foundation

/// The SVG element that draws a path exactly, with its geometry attributes.
///
/// ```
/// Path storage                          element
/// .rect                               → <rect x y width height>
/// .roundedRect, all radii equal       → <rect x y width height rx>
/// .roundedRect, uneven radii          → <path d>   (exact A arcs, see SVGPathData)
/// .ellipse, width == height           → <circle cx cy r>
/// .ellipse                            → <ellipse cx cy rx ry>
/// .trimmedEllipse                     → <path d>   (one or two A arcs)
/// .elements                           → <path d>
/// ```
///
/// Geometry is written in the item's local space moved by `offset`: the renderer folds a pure translation
/// into the coordinates, and passes zero when it writes a `transform` attribute instead.
enum SVGShapeGeometry: Hashable, Sendable {
    case rect(x: Double, y: Double, width: Double, height: Double, radius: Double)
    case circle(cx: Double, cy: Double, r: Double)
    case ellipse(cx: Double, cy: Double, rx: Double, ry: Double)
    case path(SVGPathData)

    /// The geometry of `path` moved by `offset`, or nil when the path is empty. (Borrowed: an initializer owns its
    /// arguments by default, and the item writer's path was copied out of its shape for each item.)
    init?(_ path: borrowing Path, offset: CGPoint = .zero) {
        let dx = Double(offset.x), dy = Double(offset.y)
        switch path.storage {
        case .empty: return nil
        case .rect(let r):
            self = .rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height, radius: 0)
        case .roundedRect(let r, let c, _)
            where c.topLeading == c.topTrailing && c.topLeading == c.bottomLeading && c.topLeading == c.bottomTrailing:
            self = .rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height, radius: c.topLeading)
        case .ellipse(let r) where r.width == r.height:
            self = .circle(cx: r.midX + dx, cy: r.midY + dy, r: r.width / 2)
        case .ellipse(let r):
            self = .ellipse(cx: r.midX + dx, cy: r.midY + dy, rx: r.width / 2, ry: r.height / 2)
        case .roundedRect, .elements, .trimmedEllipse:
            self = .path(SVGPathData(copy path, offset: offset))
        }
    }

    /// The element name.
    var elementName: StaticString {
        switch self {
        case .rect: "rect"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .path: "path"
        }
    }

    /// Writes the geometry attributes, in output order (a zero corner radius is omitted).
    func writeAttributes(to out: inout SVGOutput) {
        switch self {
        case .rect(let x, let y, let width, let height, let radius):
            out.attributes("x", x, "y", y, "width", width, "height", height)
            if radius != 0 { out.attribute("rx", radius) }
        case .circle(let cx, let cy, let r):
            out.attribute("cx", cx)
            out.attribute("cy", cy)
            out.attribute("r", r)
        case .ellipse(let cx, let cy, let rx, let ry):
            out.attribute("cx", cx)
            out.attribute("cy", cy)
            out.attribute("rx", rx)
            out.attribute("ry", ry)
        case .path(let data):
            out.write(" d=\"")
            data.write(to: &out)
            out.write("\"")
        }
    }

    /// The same geometry as an ellipse, when it is a circle (so that frames of one animation share a form).
    var asEllipse: SVGShapeGeometry {
        if case .circle(let cx, let cy, let r) = self { return .ellipse(cx: cx, cy: cy, rx: r, ry: r) }
        return self
    }

    /// Whether two geometries can be interpolated number by number.
    func isCompatible(with other: SVGShapeGeometry) -> Bool {
        switch (self, other) {
        case (.rect, .rect), (.circle, .circle), (.ellipse, .ellipse): true
        case (.path(let a), .path(let b)): a.structure == b.structure
        default: false
        }
    }

    /// The numbers that describe the geometry, in the order of `propertyNames` (or the path's numbers).
    var values: [Double] {
        switch self {
        case .rect(let x, let y, let w, let h, let r): [x, y, w, h, r]
        case .circle(let cx, let cy, let r): [cx, cy, r]
        case .ellipse(let cx, let cy, let rx, let ry): [cx, cy, rx, ry]
        case .path(let data): data.numbers
        }
    }

    /// The geometry with other numbers (from `values` of a compatible geometry).
    func replacingValues(_ v: [Double]) -> SVGShapeGeometry {
        switch self {
        case .rect: .rect(x: v[0], y: v[1], width: v[2], height: v[3], radius: v[4])
        case .circle: .circle(cx: v[0], cy: v[1], r: v[2])
        case .ellipse: .ellipse(cx: v[0], cy: v[1], rx: v[2], ry: v[3])
        case .path(let data): .path(data.replacingNumbers(v))
        }
    }

    /// CSS declarations that set this geometry (SVG 2 geometry properties, or `d: path(…)`), for keyframes.
    var cssDeclarations: [String] {
        if case .path(let data) = self { return ["d: path(\"\(data.string)\")"] }
        return zip(propertyNames, values).map { "\($0): \(SVGNumberFormat.string($1))px" }
    }

    /// The CSS property name of each value, empty for path data: the names of the attributes that
    /// `writeAttributes` writes.
    var propertyNames: [String] {
        switch self {
        case .rect: ["x", "y", "width", "height", "rx"]
        case .circle: ["cx", "cy", "r"]
        case .ellipse: ["cx", "cy", "rx", "ry"]
        case .path: []
        }
    }
}
