import Foundation
import Declarative

// SwiftUI's own shapes serve as point symbols, and any symbol can be drawn as an outline: Apple's samples write
// `.symbol(Circle().strokeBorder(lineWidth: 2))` for hollow points on a line (Swift Charts' documentation of
// `ChartSymbolShape.strokeBorder(lineWidth:)` and `strokeBorder(style:)`).

extension Circle: ChartSymbolShape {
    /// A circle fills its unit square.
    nonisolated public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Ellipse: ChartSymbolShape {
    /// An ellipse fills its unit square.
    nonisolated public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Rectangle: ChartSymbolShape {
    /// A rectangle fills its unit square (its outline is the symbol's whole square; `.square` is the smaller,
    /// perceptually balanced square).
    nonisolated public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension RoundedRectangle: ChartSymbolShape {
    /// A rounded rectangle fills its unit square, as a plain rectangle does.
    nonisolated public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Capsule: ChartSymbolShape {
    /// A capsule in a square is a circle: it fills its unit square.
    nonisolated public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension ChartSymbolShape {
    /// The symbol's outline, stroked on its inside: a hollow symbol whose ring is `lineWidth` thick.
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedBorderSymbol(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The symbol's outline, stroked on its inside with `style`. As a point symbol it is the ring of the style's
    /// line width (a symbol is a filled outline, so dashes are not drawn); shown as a view, it is the stroke itself.
    nonisolated public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        StrokedBorderSymbol(base: self, style: style)
    }
}

/// A symbol drawn as the ring between its outline and the outline inset by the line width.
///
/// The ring is one filled path: the outer contour as the symbol draws it, then the inner contour reversed, so the
/// non-zero rule leaves the inside empty (each point inside the hole is wound once each way). A line width of 0, or
/// one at least half the symbol, gives no ring or a solid symbol.
///
/// In a file that imports Charts, `RoundedRectangle(cornerRadius: 6).strokeBorder(style: dashed)` in a view body
/// resolves to this method too (it is the more specific one, as in Swift Charts), so as a view the symbol draws
/// what SwiftUI's `strokeBorder` draws: the outline inset by half the line width, stroked with `style`.
struct StrokedBorderSymbol<Base: ChartSymbolShape>: ChartSymbolShape {
    let base: Base
    let style: StrokeStyle

    nonisolated var perceptualUnitRect: CGRect { base.perceptualUnitRect }

    /// As a view: the stroke inside the outline, in the foreground style.
    var body: _ShapeView<_InsetShape<Base>, ForegroundStyle> {
        base.inset(by: style.lineWidth / 2).stroke(.foreground, style: style)
    }

    nonisolated func path(in rect: CGRect) -> Path {
        let w = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
        guard w > 0 else { return Path() }
        let outer = base.path(in: rect)
        guard w < min(rect.width, rect.height) / 2 else { return outer }
        let inner = base.path(in: rect.insetBy(dx: w, dy: w))
        return Path(elements: outer.elements + Self.reversed(inner.elements))
    }

    /// The same contours traced the other way round: each subpath starts at its old end and visits its points
    /// backwards, curves keeping their control points in swapped order.
    nonisolated static func reversed(_ elements: [Path.Element]) -> [Path.Element] {
        var result: [Path.Element] = []
        var segments: [(from: CGPoint, element: Path.Element)] = []
        var start = CGPoint.zero, current = CGPoint.zero, closed = false
        func flush() {
            guard !segments.isEmpty else { return }
            result.append(.move(to: current))
            for (from, element) in segments.reversed() {
                switch element {
                case .quadCurve(_, let control): result.append(.quadCurve(to: from, control: control))
                case .curve(_, let c1, let c2): result.append(.curve(to: from, control1: c2, control2: c1))
                default: result.append(.line(to: from))
                }
            }
            if closed { result.append(.closeSubpath) }
            segments = []
            closed = false
        }
        for element in elements {
            switch element {
            case .move(let p): flush(); start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                segments.append((current, element)); current = p
            case .closeSubpath:
                if current != start { segments.append((current, .line(to: start))); current = start }
                closed = true
                flush()
            }
        }
        flush()
        return result
    }
}
