import Foundation

nonisolated extension View {
    /// Masks the view by the opacity of another view: where the mask is opaque the view shows, where it is clear the
    /// view does not, and partial opacity fades it. The mask's colours do not matter, only their opacity.
    ///
    /// The mask is laid out as an overlay would be (offered the view's size, placed by `alignment`); the view's
    /// layout is its own. The mask is never drawn itself, nor hit-tested. On a terminal, cells that the mask does not
    /// cover at all are dropped (see `TerminalEffects`).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: ZStack(alignment: alignment) { mask() }.nodeModifier("maskSource") { node, _ in
            node.drawing.effects.append(.maskSource)
        }, alignment: alignment))
    }

    /// Masks the view by the opacity of another view, centred on it (the older form of `mask(alignment:_:)`).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }
}

/// `mask`: the content, then the mask as a last child laid out like an overlay and drawn only into the mask effect.
struct MaskModifier<Mask: View> {
    let mask: Mask
    let alignment: Alignment
}

extension MaskModifier: PrimitiveModifier {
    func apply(to node: ViewNode, _ context: inout UpdateContext) {
        node.layout.role = SecondaryLayout(isBackground: false, alignment: alignment)
        node.drawing.effects.append(.mask)
    }

    func finish(_ node: ViewNode, _ context: inout UpdateContext) {
        context.child(mask, key: .position(1))
    }
}
