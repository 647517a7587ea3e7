import Declarative
import Foundation

/// The fallback for an angular (conic) gradient, which SVG 1.1 and 2 cannot express.
///
/// The gradient becomes a `<pattern>` over the item's bounds holding `wedgeCount` pie wedges around the
/// centre, each filled with the gradient's colour at the wedge's middle angle (sampled with
/// `Paint.color(at:)`, so start/end angles and clamping match every other backend). Wedges of equal colour
/// merge, and each wedge reaches a little into the next so that anti-aliasing leaves no hairline seams:
///
/// ```
///        ╲ 5° ╱          72 wedges of 5°: a smooth-looking sweep in every renderer
///    ─────  ●  ─────     (rsvg, browsers), where a CSS conic-gradient would need
///        ╱    ╲          a foreignObject that non-browser renderers ignore
/// ```
enum SVGConicPattern {
    /// The number of wedges in a full turn.
    static let wedgeCount = 72

    /// The `<pattern>` element (without id) for an angular gradient, in a space moved by `offset`.
    static func element(for paint: Paint, offset: CGPoint, bounds: CGRect) -> SVGElement {
        guard case .angularGradient(_, let center, _, _) = paint else { return SVGElement("pattern") }
        // Pattern content is drawn in a space whose origin is the tile's top-left corner.
        let c = CGPoint(x: center.x + offset.x - bounds.minX, y: center.y + offset.y - bounds.minY)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: bounds.width, y: 0),
                       CGPoint(x: 0, y: bounds.height), CGPoint(x: bounds.width, y: bounds.height)]
        let radius = max(corners.map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 1, 1) + 1
        let step = 2 * Double.pi / Double(wedgeCount)

        // Sample the colour in the middle of each wedge, then merge runs of one colour.
        var runs: [(start: Int, count: Int, color: Color.Resolved)] = []
        for i in 0..<wedgeCount {
            let angle = (Double(i) + 0.5) * step
            let color = paint.color(at: CGPoint(x: center.x + cos(angle), y: center.y + sin(angle)))
            if let last = runs.last, last.color.description == color.description {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((i, 1, color))
            }
        }
        let wedges = runs.map { run -> SVGElement in
            let a0 = Double(run.start) * step
            let a1 = Double(run.start + run.count) * step + (runs.count > 1 ? step * 0.25 : 0)
            var element = SVGElement("path", [("d", wedge(center: c, radius: radius, from: a0, to: a1))])
            element.set("fill", run.color.hexString)
            if run.color.opacity < 1 { element.set("fill-opacity", SVGNumberFormat.string(Double(run.color.opacity), fractionDigits: 3)) }
            return element
        }
        return SVGElement("pattern", [
            ("patternUnits", "userSpaceOnUse"),
            ("x", SVGNumberFormat.string(bounds.minX)), ("y", SVGNumberFormat.string(bounds.minY)),
            ("width", SVGNumberFormat.string(bounds.width)), ("height", SVGNumberFormat.string(bounds.height)),
        ], children: wedges)
    }

    /// A pie wedge (or a full disc) from angle `a0` to `a1`, clockwise on a y-down display.
    private static func wedge(center c: CGPoint, radius r: Double, from a0: Double, to a1: Double) -> String {
        if a1 - a0 >= 2 * Double.pi - 1e-9 {
            return SVGPathData(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))).string
        }
        let f = { (v: Double) in SVGNumberFormat.string(v) }
        let large = a1 - a0 > Double.pi ? "1" : "0"
        return "M\(f(c.x)) \(f(c.y))L\(f(c.x + r * cos(a0))) \(f(c.y + r * sin(a0)))"
            + "A\(f(r)) \(f(r)) 0 \(large) 1 \(f(c.x + r * cos(a1))) \(f(c.y + r * sin(a1)))Z"
    }
}
