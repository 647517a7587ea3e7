import Foundation

/// How a modal layer (a sheet, an alert, a dialog) dims the window below it.
///
/// iOS dims what lies behind a sheet or an alert with a translucent black. On a continuous canvas (SVG) the layer
/// does the same, with a black veil over the window. On a terminal a veil would not do: a translucent fill that
/// covers a whole cell replaces the text in it, so the text below would vanish rather than dim. There the items
/// below are drawn faded instead (their colours blended towards the background, text kept), which reads as dimmed.
enum ModalDimming: Equatable {
    /// A black veil of this opacity over the window.
    case shade(Double)
    /// The items below drawn at `fadedOpacity` (a terminal).
    case fade

    /// The opacity of the items below a faded modal layer.
    static let fadedOpacity = 0.5
    /// The name of a faded layer's backdrop item, by which `faded(_:under:)` knows that it is up.
    static let fadeBackdropName = "/modal-fade"

    /// Under a veil, how dark iOS's look is behind a sheet and behind an alert or dialog: this framework's choice,
    /// close to iOS's look.
    static let sheet = ModalDimming.shade(0.3)
    static let alert = ModalDimming.shade(0.2)

    /// `items` (drawn below the raised layers) faded when a faded modal layer is among `raised`, else unchanged. A
    /// layer still coming or going fades them part of the way: its backdrop's opacity is its progress.
    static func faded(_ items: [DisplayItem], under raised: [DisplayItem]) -> [DisplayItem] {
        let progress = raised.reduce(0.0) { $1.id.path.hasSuffix(fadeBackdropName) ? max($0, $1.opacity) : $0 }
        guard progress > 0 else { return items }
        let factor = 1 - (1 - fadedOpacity) * min(progress, 1)
        return items.map { item in
            var item = item
            item.opacity *= factor
            return item
        }
    }
}

extension DisplayListBuilder {
    /// Starts drawing a modal layer: in the window's space, free of what surrounds its presenter (transforms, clips,
    /// opacity, effects, gestures), over a backdrop that dims the window and takes every tap outside the layer's
    /// content — running `dismiss` when there is one (a sheet's tap outside), doing nothing otherwise (an alert).
    ///
    /// While the layer comes or goes (see `PresentationTransition`), the dimming is scaled by how far it has come,
    /// and its content moves, scales and fades by its transition (which its raising had undone).
    mutating func raiseModal(node: ViewNode, dimming: ModalDimming, dismiss: (() -> Void)?) {
        let presentation = presentation(of: node)
        let progress = min(max(presentation?.progress ?? 1, 0), 1)
        defer { presentation?.effects.forEach { apply(effect(of: $0, on: node), node: node, index: -1, animated: false) } }
        transform = .identity
        opacity = 1
        clips = []
        effects = []
        tapTarget = nil
        accessibility = AccessibilityInfo()
        accessibility.traits = .isModal
        isRaised = true
        guard windowSize.width > 0, windowSize.height > 0 else { return }
        switch dimming {
        case .shade(let level):
            appendBackdrop(node: node, dismiss: dismiss ?? {}, fill: Color.Resolved(0, 0, 0, min(max(level, 0), 1) * progress))
        case .fade:
            appendBackdrop(node: node, dismiss: dismiss ?? {}, name: ModalDimming.fadeBackdropName, opacity: progress)
        }
    }
}

/// Presents `presented` (a modal container: a sheet, an alert) as the last child of the view it modifies, keyed by
/// `id`, so that a new id is a new presentation whose state starts afresh, and a dismissed one loses its state.
/// Inside it, `dismiss` dismisses it and `isPresented` is true.
struct ModalPresenter<Presented: View> {
    let presented: Presented?
    let id: AnyHashable
    let dismiss: DismissAction
    /// How the presented layer comes and goes.
    let transition: PresentationTransition
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension ModalPresenter: PrimitiveModifier {
    func apply(to node: ViewNode, _ context: inout UpdateContext) {
        node.layout.role = ModalLayout()
    }

    func finish(_ node: ViewNode, _ context: inout UpdateContext) {
        // A layer that comes or goes in this update (a new id, or none) does so in the presentation's own
        // transaction; one that stays is updated in the change's, so what changes inside it is not sprung.
        let shown = node.children.dropFirst().last { !$0.isRemoving }?.identity.key
        if shown != (presented == nil ? nil : .explicit(id)) {
            context.transaction = PresentationTransition.transaction(from: context.transaction)
        }
        guard let presented else { return }
        context.environment.dismiss = dismiss
        context.environment.isPresented = true
        context.child(presented.transition(transition.transition), key: .explicit(id))
    }
}

/// The presenting view sizes the whole; a presented container — the one up, and any still leaving — is offered the
/// whole window and placed over it (in the window's space, which is where `raiseModal` draws it).
struct ModalLayout: UnaryLayout {
    /// The presenting view's subviews (its first child's), and the presented layers' (every later child's).
    private func split(_ subviews: LayoutSubviews, of node: ViewNode) -> (anchor: LayoutSubviews, modals: LayoutSubviews) {
        guard node.children.count > 1, let content = node.children.first else { return (subviews, []) }
        var anchor: LayoutSubviews = [], modals: LayoutSubviews = []
        for subview in subviews {
            var inside: ViewNode? = subview.node
            while let n = inside, n.parent !== node { inside = n.parent }
            if inside === content || inside == nil { anchor.append(subview) } else { modals.append(subview) }
        }
        return (anchor, modals)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ZStackLayout(alignment: .topLeading).sizeThatFits(p, node: node, subviews: split(subviews, of: node).anchor)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let (anchor, modals) = split(subviews, of: node)
        anchor.forEach { $0.put(at: bounds.origin, proposal: proposal) }
        modals.forEach { $0.put(at: .zero, proposal: ProposedViewSize(node.graph.windowSize)) }
    }

    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing {
        split(subviews, of: node).anchor.first?.spacing ?? ViewSpacing()
    }
}

nonisolated extension View {
    /// Makes the view the root of a modal layer: raised over the window with `dimming`, holding the keyboard while
    /// it is up (see `ModalScope`), `Esc` running `onEscape`, and a tap on the backdrop running `onBackdropTap`.
    func modalLayer(dimming: ModalDimming, onEscape: @escaping () -> Void,
                    onBackdropTap: (() -> Void)?) -> some View {
        nodeModifier("modalLayer", ModalLayerActions(escape: onEscape, backdropTap: onBackdropTap)) { actions, node, _ in
            node.drawing.effects.append(.raise(RaisedLayer(dismiss: actions.backdropTap, modal: dimming)))
            node.graph.focus.presentModal(node)
            node.lifecycle.keyHandlers.append { press in
                guard press.key == .escape, press.phase != .up else { return .ignored }
                actions.escape()
                return .handled
            }
            let focus = node.graph.focus, id = ObjectIdentifier(node)
            node.lifecycle.onDisappear.append { focus.dismissModal(id) }
        }
    }
}

/// What a modal layer's root does on `Esc` and on a tap outside its content.
struct ModalLayerActions {
    let escape: () -> Void
    let backdropTap: (() -> Void)?
}
