import Foundation

/// How an item is filled or stroked, with concrete colours and absolute geometry in the item's local space.
public enum Paint: Hashable, Sendable {
    // The gradients are boxed (`indirect`): most paints are one colour, and a gradient's geometry inline made every
    // paint — and so every item of a display list — 24 bytes larger.
    /// One colour.
    case color(Color.Resolved)
    /// A gradient along the line from `start` to `end`.
    indirect case linearGradient(ResolvedGradient, start: CGPoint, end: CGPoint)
    /// A gradient in circles around `center`, from `startRadius` to `endRadius`.
    indirect case radialGradient(ResolvedGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A gradient that sweeps around `center` from `startAngle` to `endAngle` (clockwise on a y-down display).
    indirect case angularGradient(ResolvedGradient, center: CGPoint, startAngle: Angle, endAngle: Angle)

    /// The colour at a point of the item's local space: what a backend that colours per cell samples.
    public func color(at p: CGPoint) -> Color.Resolved {
        switch self {
        case .color(let c): return c
        case .linearGradient(let g, let s, let e):
            let dx = e.x - s.x, dy = e.y - s.y, len2 = dx * dx + dy * dy
            return g.color(at: len2 > 0 ? ((p.x - s.x) * dx + (p.y - s.y) * dy) / len2 : 0)
        case .radialGradient(let g, let c, let r0, let r1):
            let d = hypot(p.x - c.x, p.y - c.y)
            return g.color(at: r1 != r0 ? (d - r0) / (r1 - r0) : 0)
        case .angularGradient(let g, let c, let a0, let a1):
            var a = atan2(p.y - c.y, p.x - c.x) - a0.radians
            let span = a1.radians - a0.radians
            a = a.truncatingRemainder(dividingBy: 2 * .pi)
            if a < 0 { a += 2 * .pi }
            return g.color(at: span != 0 ? a / span : 0)
        }
    }

    /// The paint with every colour's opacity multiplied by `factor`.
    public func multiplyingOpacity(by factor: Double) -> Paint {
        func fade(_ g: ResolvedGradient) -> ResolvedGradient {
            ResolvedGradient(stops: g.stops.map { .init(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) })
        }
        switch self {
        case .color(let c): return .color(c.multiplyingOpacity(by: factor))
        case .linearGradient(let g, let s, let e): return .linearGradient(fade(g), start: s, end: e)
        case .radialGradient(let g, let c, let r0, let r1): return .radialGradient(fade(g), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1): return .angularGradient(fade(g), center: c, startAngle: a0, endAngle: a1)
        }
    }

    /// Whether the paint draws nothing at all.
    public var isInvisible: Bool {
        switch self {
        case .color(let c): return c.opacity == 0
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _):
            return g.stops.allSatisfy { $0.color.opacity == 0 }
        }
    }
}
