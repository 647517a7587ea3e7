import Foundation
import Declarative

/// A mark's graphics effects placed for drawing (see `MarkEffects`): its blur, shadows, and the outlines that clip it
/// (its clip shapes fitted to its frame, and its masks' marks), in the scene's coordinates.
struct SceneMarkEffects: Sendable {
    var blurRadius: CGFloat = 0
    var shadows: [MarkShadow] = []
    /// Each clips the mark; the mark shows inside all of them.
    var clips: [Path] = []

    /// The effects moved by `dx`, `dy` (from plot to chart coordinates).
    func moved(dx: CGFloat, dy: CGFloat) -> SceneMarkEffects {
        var e = self
        let t = CGAffineTransform(translationX: dx, y: dy)
        e.clips = clips.map { $0.applying(t) }
        return e
    }

    /// Applies the effects to drawing in `context` from now on: the clips, then the shadows outermost and the blur
    /// innermost (a shadow of the blurred mark, as `.blur(radius:).shadow(…)` draws a view).
    func apply(to context: inout GraphicsContext) {
        for clip in clips { context.clip(to: clip) }
        let scheme = context.environment.colorScheme
        for s in shadows {
            context.addEffect(.shadow(color: s.color.resolve(in: scheme), radius: s.radius, offset: CGSize(width: s.x, height: s.y)))
        }
        if blurRadius > 0 { context.addEffect(.blur(radius: blurRadius, isOpaque: false)) }
    }
}

extension MarkGeometry {
    /// The effects of a mark drawn as `geometry`, placed: clip shapes fill the mark's frame, masks are drawn by this
    /// chart's scales.
    func effects(_ e: MarkEffects, geometry: SceneMark.Geometry, bounds: CGRect) -> SceneMarkEffects {
        var out = SceneMarkEffects(blurRadius: e.blurRadius, shadows: e.shadows)
        if !e.clipShapes.isEmpty {
            let frame = Self.frame(of: geometry) ?? bounds
            for c in e.clipShapes { out.clips.append(c.path(frame)) }
        }
        for mask in e.masks { out.clips.append(outline(of: mask)) }
        return out
    }

    /// The frame a clip shape fills: a bar's rectangle, a symbol's square, a slice's circle, a line's bounds widened
    /// by half its stroke (so that a flat line keeps its width).
    private static func frame(of geometry: SceneMark.Geometry) -> CGRect? {
        switch geometry {
        case .rect(let r, _): return r
        case .symbol(let c, let size, _): return CGRect(x: c.x - size / 2, y: c.y - size / 2, width: size, height: size)
        case .sector(let g):
            return CGRect(x: g.center.x - g.outerRadius, y: g.center.y - g.outerRadius, width: 2 * g.outerRadius, height: 2 * g.outerRadius)
        case .curve(let top, let base, _, let stroke):
            let points = (top + (base ?? [])).filter { $0.x.isFinite && $0.y.isFinite }
            guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
                  let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return nil }
            let half = (stroke?.lineWidth ?? 0) / 2
            return CGRect(x: minX - half, y: minY - half, width: maxX - minX + 2 * half, height: maxY - minY + 2 * half)
        case .path(let p, _): return p.boundingRect
        }
    }

    /// The outline of a mask's marks, drawn by this chart's scales: their rectangles, symbols, slices and areas (a
    /// line's stroke has no outline here and adds nothing). Outlines combine by the non-zero rule, so overlapping
    /// marks of the same winding unite.
    private func outline(of mask: MarkMask) -> Path {
        let marks = ChartContentResolver.marks(of: mask.content)
        let model = ChartModel(marks: marks, configuration: configuration)
        let geometry = MarkGeometry(model: model, configuration: configuration, x: x, y: y, plot: plot, plotOrigin: plotOrigin)
        var path = Path()
        for m in geometry.sceneMarks() {
            switch m.geometry {
            case .rect(let r, let radius):
                path.addPath(Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius)))
            case .symbol(let c, let size, let shape):
                path.addPath(shape.path(in: CGRect(x: c.x - size / 2, y: c.y - size / 2, width: size, height: size)))
            case .sector(let g):
                path.addPath(SectorShape(geometry: g).path(in: .zero))
            case .curve(let top, let base, let curve, _):
                guard base != nil else { continue }
                path.addPath(CurveShape(top: top, baseline: base, curve: curve).path(in: .zero))
            case .path(let p, _):
                path.addPath(p)
            }
        }
        return path
    }
}
