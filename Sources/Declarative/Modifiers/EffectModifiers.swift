import Foundation

extension View {
    /// Draws the view at an opacity, 0…1 (NaN counts as 0). Animates.
    public func opacity(_ opacity: Double) -> some View {
        nodeModifier("opacity") { node, _ in node.drawing.effects.append(.opacity(opacity.isNaN ? 0 : min(max(opacity, 0), 1))) }
    }

    /// Moves the drawing without changing layout. Non-finite offsets count as 0. Animates.
    public func offset(_ offset: CGSize) -> some View {
        nodeModifier("offset") { node, _ in
            node.drawing.effects.append(.offset(CGSize(width: offset.width.finiteOrZero, height: offset.height.finiteOrZero)))
        }
    }

    /// Moves the drawing without changing layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Rotates the drawing about an anchor without changing layout. Animates.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        nodeModifier("rotationEffect") { node, _ in
            node.drawing.effects.append(.rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor))
        }
    }

    /// Scales the drawing about an anchor without changing layout. Animates.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        nodeModifier("scaleEffect") { node, _ in
            node.drawing.effects.append(.scale(CGSize(width: scale.width.isFinite ? scale.width : 1,
                                              height: scale.height.isFinite ? scale.height : 1), anchor: anchor))
        }
    }

    /// Scales the drawing uniformly about an anchor.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the drawing per axis about an anchor.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Clips the view to a shape in its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        nodeModifier("clipShape") { node, _ in node.drawing.effects.append(.clip(ClipShape(shape))) }
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips the view to a rounded rectangle.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Lays the view out but does not draw it.
    public func hidden() -> some View { nodeModifier("hidden") { node, _ in node.drawing.effects.append(.hidden) } }
}
