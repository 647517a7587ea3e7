import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`. The corner size animates.
public struct RoundedRectangle: Shape {
    /// The corner size.
    public var cornerSize: CGSize
    /// The corner style.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with a corner radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// A rounded rectangle with a corner size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    nonisolated public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// A rectangle whose four corners have their own radii, as SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: Shape {
    /// The corner radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style.
    public var style: RoundedCornerStyle

    /// Creates the shape from radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    /// Creates the shape from one radius per corner.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }
    nonisolated public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get {
            AnimatablePair(AnimatablePair(cornerRadii.topLeading, cornerRadii.bottomLeading),
                           AnimatablePair(cornerRadii.bottomTrailing, cornerRadii.topTrailing))
        }
        set {
            cornerRadii = RectangleCornerRadii(topLeading: newValue.first.first, bottomLeading: newValue.first.second,
                                               bottomTrailing: newValue.second.first, topTrailing: newValue.second.second)
        }
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape {
    /// The corner style.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(abs(rect.width), abs(rect.height)) / 2, style: style)
    }
}

/// A circle centred in its frame, as large as the frame's shorter side. As a view it chooses a square size.
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(abs(rect.width), abs(rect.height))
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let d = min(s.width, s.height)
        return CGSize(width: d, height: d)
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Path: Shape {
    /// A path is a shape drawn as it is, whatever its frame.
    public func path(in rect: CGRect) -> Path { self }
}
