import Foundation

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous (squircle-like) corners; drawn here as quarter circles, whose outline differs by
    /// under 1 % of the radius — below what a terminal or a 1× SVG can show.
    case continuous
}

/// The radii of the four corners of a rectangle, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    /// Creates radii; each defaults to zero.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    init(uniform r: CGFloat) { self.init(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r) }

    var isZero: Bool { topLeading == 0 && bottomLeading == 0 && bottomTrailing == 0 && topTrailing == 0 }
    var isUniform: Bool { topLeading == bottomLeading && bottomLeading == bottomTrailing && bottomTrailing == topTrailing }

    /// Radii made safe for a rectangle of `size`: non-finite or negative radii become 0, and each side's two
    /// radii are scaled down together so that they never sum past the side (as CSS `border-radius` does).
    func clamped(to size: CGSize) -> RectangleCornerRadii {
        func clean(_ r: CGFloat) -> CGFloat { r.isFinite ? max(r, 0) : 0 }
        var c = RectangleCornerRadii(topLeading: clean(topLeading), bottomLeading: clean(bottomLeading),
                                     bottomTrailing: clean(bottomTrailing), topTrailing: clean(topTrailing))
        let w = abs(size.width), h = abs(size.height)
        let factors = [w / (c.topLeading + c.topTrailing), w / (c.bottomLeading + c.bottomTrailing),
                       h / (c.topLeading + c.bottomLeading), h / (c.topTrailing + c.bottomTrailing)]
        let f = min(1, factors.filter { $0.isFinite }.min() ?? 1)
        if f < 1 {
            c = RectangleCornerRadii(topLeading: c.topLeading * f, bottomLeading: c.bottomLeading * f,
                                     bottomTrailing: c.bottomTrailing * f, topTrailing: c.topTrailing * f)
        }
        return c
    }
}
