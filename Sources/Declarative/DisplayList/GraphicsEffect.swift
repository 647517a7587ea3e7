import Foundation

/// A graphics effect on a display item: a colour matrix, a blur, a shadow or a mask, from SwiftUI's
/// `saturation(_:)`, `blur(radius:opaque:)`, `shadow(color:radius:x:y:)`, `mask(alignment:_:)` and friends.
///
/// Lengths are in the display list's space (points, y down): the builder has already scaled a radius and turned an
/// offset by the transforms around the modifier, so a backend applies them as they are. An item lists its effects
/// outermost first; each one applies to what the effects inside it produced.
///
/// Effects and clips interleave: `.clipped().blur(radius: 4)` blurs the clipped drawing (soft edges), while
/// `.blur(radius: 4).clipped()` clips the blur (hard edges). `clipsOutside` says where the effect sits among the item's
/// `clips`: the first `clipsOutside` clips are outside it, the rest inside.
///
/// An effect applies to each item of the subtree separately. For `shadow` that is SwiftUI's behaviour (a shadow on a
/// stack shadows each of its views); for a blur or a partial mask over overlapping items it differs slightly from
/// blurring or masking the composited group.
public struct GraphicsEffect: Hashable, Sendable {
    /// What the effect does.
    public enum Kind: Hashable, Sendable {
        /// Maps every colour by a matrix (see ``ColorMatrix``).
        case colorMatrix(ColorMatrix)
        /// A Gaussian blur whose standard deviation is `radius`, as Apple's documentation for
        /// `GraphicsContext.Filter.blur(radius:options:)` defines it. An opaque blur stays inside the drawn area and
        /// is opaque there.
        case blur(radius: CGFloat, isOpaque: Bool)
        /// A copy of the drawing in `color`, blurred (standard deviation `radius`) and moved by `offset`, behind it.
        case shadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
        /// A shadow inside the drawing's edges (`ShadowStyle.inner`): `color` where the drawing, moved by `offset`
        /// and blurred (standard deviation `radius`), leaves the drawing's own shape uncovered, over the drawing.
        case innerShadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
        /// Limits the drawing to the opacity of the mask's items (in the display list's space): where the mask is
        /// clear nothing shows.
        case mask([DisplayItem])
    }

    /// What the effect does.
    public var kind: Kind
    /// How many of the item's clips are outside this effect.
    public var clipsOutside: Int

    /// Creates an effect.
    public init(_ kind: Kind, clipsOutside: Int = 0) {
        self.kind = kind
        self.clipsOutside = max(clipsOutside, 0)
    }
}
