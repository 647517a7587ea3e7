import Foundation
import Declarative

/// A shape used as a point symbol, as Swift Charts' `ChartSymbolShape`.
///
/// The shape is drawn in a square whose area is the mark's `symbolSize` (30 pt² by default).
/// `perceptualUnitRect` lets visually lighter shapes (a triangle) draw a little larger so that
/// all symbols look the same size.
public protocol ChartSymbolShape: Shape {
    /// The part of a unit square that the symbol's outline should fill to look as big as a circle
    /// in the unit square.
    nonisolated var perceptualUnitRect: CGRect { get }
}

/// The built-in symbols: circle, square, triangle, diamond, pentagon, plus, cross, asterisk.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Int, Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    /// The symbol's perceptual unit rectangle.
    nonisolated public var perceptualUnitRect: CGRect {
        switch kind {
        case .circle, .plus, .cross, .asterisk: CGRect(x: 0, y: 0, width: 1, height: 1)
        case .square: CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
        case .triangle, .pentagon: CGRect(x: -0.05, y: -0.05, width: 1.1, height: 1.1)
        case .diamond: CGRect(x: 0, y: 0, width: 1, height: 1)
        }
    }

    /// The symbol's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let u = perceptualUnitRect
        let r = CGRect(x: rect.minX + u.minX * rect.width, y: rect.minY + u.minY * rect.height,
                       width: u.width * rect.width, height: u.height * rect.height)
        let c = CGPoint(x: r.midX, y: r.midY)
        switch kind {
        case .circle: return Path(ellipseIn: r)
        case .square: return Path(r)
        case .triangle: return polygon(center: c, radius: r.width / 2, sides: 3)
        case .diamond: return polygon(center: c, radius: r.width / 2, sides: 4)
        case .pentagon: return polygon(center: c, radius: r.width / 2, sides: 5)
        case .plus: return cross(in: r, rotated: false)
        case .cross: return cross(in: r, rotated: true)
        case .asterisk:
            var p = cross(in: r, rotated: false)
            p.addPath(cross(in: r, rotated: true))
            return p
        }
    }

    nonisolated private func polygon(center: CGPoint, radius: CGFloat, sides: Int) -> Path {
        Path { p in
            for i in 0..<sides {
                let a = -Double.pi / 2 + Double(i) * 2 * .pi / Double(sides)
                let pt = CGPoint(x: center.x + radius * CGFloat(cos(a)), y: center.y + radius * CGFloat(sin(a)))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
    }

    /// A plus (or an ×) made of two bars one fifth of the size thick.
    nonisolated private func cross(in r: CGRect, rotated: Bool) -> Path {
        let t = r.width / 5
        let h = CGRect(x: r.minX, y: r.midY - t / 2, width: r.width, height: t)
        let v = CGRect(x: r.midX - t / 2, y: r.minY, width: t, height: r.height)
        var p = Path(h)
        p.addRect(v)
        guard rotated else { return p }
        let c = CGPoint(x: r.midX, y: r.midY)
        let t1 = CGAffineTransform(translationX: -c.x, y: -c.y)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 4))
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        return p.applying(t1)
    }

    /// The symbols `symbol(by:)` cycles through: circle, square, triangle, diamond, pentagon.
    static let cycle: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A filled triangle, point up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A filled pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A cross (×).
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// A type-erased symbol shape, as Swift Charts' `AnyChartSymbolShape`.
public struct AnyChartSymbolShape: ChartSymbolShape {
    let base: any ChartSymbolShape
    /// Wraps a symbol shape.
    public init(_ shape: some ChartSymbolShape) { base = shape }
    /// The wrapped shape's perceptual unit rectangle.
    nonisolated public var perceptualUnitRect: CGRect { base.perceptualUnitRect }
    /// The wrapped shape's outline.
    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}
