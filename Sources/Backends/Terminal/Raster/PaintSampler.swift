import Foundation
import Declarative

/// An item's paint as the rasterizer samples it: at points of the display list's space, mapped back to the
/// item's local space where gradients are defined.
///
/// A one-colour paint — nearly every bar, line and label — answers without mapping the point, and says so through
/// ``uniformColor``, so that fills can colour whole runs of cells at once:
///
/// ```
/// PaintSampler(.color(blue), transform: t).color(at: p)            → blue, whatever p
/// PaintSampler(.linearGradient(g, s, e), transform: t).color(at: p) → g at the projection of t⁻¹(p) on s–e
/// ```
struct PaintSampler {
    private let paint: Paint
    private let inverse: CGAffineTransform
    /// The colour at every point, when the paint is one colour.
    let uniformColor: Color.Resolved?

    /// A sampler for `paint`, defined in the space that `transform` maps to the display list's (the transform is
    /// inverted only for a gradient, which needs it).
    init(_ paint: Paint, transform: CGAffineTransform) {
        self.paint = paint
        if case .color(let c) = paint {
            uniformColor = c
            inverse = .identity
        } else {
            uniformColor = nil
            inverse = transform.inverted()
        }
    }

    /// The colour at a point of the display list's space.
    func color(at point: CGPoint) -> Color.Resolved {
        uniformColor ?? paint.color(at: point.applying(inverse))
    }
}
