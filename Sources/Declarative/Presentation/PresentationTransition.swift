import Foundation

/// How a presentation comes and goes.
///
/// iOS animates every presentation itself, whether or not the change that presented it was animated: a sheet, a
/// full-screen cover and a confirmation dialog rise from the bottom of the window and sink back when dismissed; an
/// alert fades in while it shrinks to its size, and fades out. The window behind dims as the presentation comes and
/// brightens as it goes. A transaction that `disablesAnimations` presents and dismisses at once, as in SwiftUI.
///
/// The presented layer is inserted and removed with `transition` under `animation`; the drawing of its modal
/// layer (`DisplayListBuilder.raiseModal`) applies the transition to the layer's content and scales its dimming by
/// the transition's progress.
struct PresentationTransition {
    let transition: AnyTransition

    /// A sheet's, a full-screen cover's and a confirmation dialog's: up from the bottom edge, and back down, by the
    /// height of what the layer draws (a medium sheet's panel, not the whole window).
    static let rise = PresentationTransition(transition: AnyTransition { p, _ in [.rise(p)] })

    /// An alert's: faded in from 1.1 times its size, faded out where it is.
    static let alert = PresentationTransition(transition: .asymmetric(insertion: AnyTransition.opacity.combined(with: .scale(scale: 1.1)),
                                                                      removal: .opacity))

    /// The curve presentations move on: a spring without bounce that settles in about half a second. Apple
    /// documents no figure for it; this is this framework's choice, close to how iOS's sheets move.
    static let animation = Animation.spring(response: 0.45, dampingFraction: 1)

    /// The transaction a presentation comes or goes in, made from the one that changed it: the presentation's own
    /// animation, unless that transaction disables animations.
    static func transaction(from transaction: Transaction) -> Transaction {
        var presenting = transaction
        presenting.animation = transaction.disablesAnimations ? nil : animation
        return presenting
    }
}

extension DisplayListBuilder {
    /// How far the modal layer drawn by `node` has come in (1 when fully presented) and the effects of its
    /// presentation's transition at that point, when a node between it and its presenter is coming or going with a
    /// transition; nil otherwise.
    func presentation(of node: ViewNode) -> (progress: Double, effects: [RenderEffectValue])? {
        var candidate: ViewNode? = node
        while let n = candidate, !(n.layout.role is ModalLayout) {
            if let state = n.transitionState { return state }
            candidate = n.parent
        }
        return nil
    }

    /// What a transition's effect does to `node`'s drawing. A rise is an offset: what the subtree draws starts below
    /// the window's bottom edge and comes up to its place. (Applied where the transition runs, it also changes the
    /// state the modal layer below inherits, so that its cached drawing is not reused while it rises.)
    func effect(of value: RenderEffectValue, on node: ViewNode) -> RenderEffect {
        guard case .rise(let p) = value else { return value.effect }
        let travel = max(windowSize.height - (node.drawnTop ?? windowSize.height), 0)
        return .offset(CGSize(width: 0, height: travel * (1 - min(max(p, 0), 1))))
    }
}

extension ViewNode {
    /// The top of what this node's subtree draws (its drawing roles, spacers aside, with an area), in the window's
    /// space (layout frames are placed in it), or nil when nothing in it draws: where a rising presentation's content
    /// begins.
    var drawnTop: CGFloat? {
        var top: CGFloat?
        forEachDescendant { n in
            guard let role = n.drawing.role, !(role is SpacerRole), n.participatesInLayout else { return }
            let frame = n.layout.frame
            if frame.width > 0, frame.height > 0 { top = min(top ?? .infinity, frame.minY) }
        }
        return top
    }
}
