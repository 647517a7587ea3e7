import Foundation

/// How a view enters and leaves, as SwiftUI's `AnyTransition`.
///
/// A transition maps the view's presence (1 when fully present, 0 when absent) and its frame to drawing effects.
/// On insertion inside an animated transaction the presence animates 0 → 1; on removal 1 → 0, and the removed view
/// stays in the display list until it reaches 0.
public struct AnyTransition: Sendable {
    let insertion: @Sendable (Double, CGSize) -> [RenderEffectValue]
    let removal: @Sendable (Double, CGSize) -> [RenderEffectValue]

    init(_ effects: @escaping @Sendable (Double, CGSize) -> [RenderEffectValue]) {
        insertion = effects
        removal = effects
    }
    init(insertion: AnyTransition, removal: AnyTransition) {
        self.insertion = insertion.insertion
        self.removal = removal.removal
    }

    /// Fades in and out.
    public static let opacity = AnyTransition { p, _ in [.opacity(p)] }
    /// Grows from and shrinks to nothing, about the centre.
    public static let scale = AnyTransition.scale(scale: 0)
    /// Leaves no trace: the view appears and disappears at once.
    public static let identity = AnyTransition { _, _ in [] }

    /// Scales from `scale` about an anchor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition { p, _ in
            let s = scale + (1 - scale) * p
            return [.scale(CGSize(width: s, height: s), anchor)]
        }
    }

    /// Moves in from and out to an edge, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition { p, size in
            let q = 1 - p
            switch edge {
            case .top: return [.offset(CGSize(width: 0, height: -size.height * q))]
            case .bottom: return [.offset(CGSize(width: 0, height: size.height * q))]
            case .leading: return [.offset(CGSize(width: -size.width * q, height: 0))]
            case .trailing: return [.offset(CGSize(width: size.width * q, height: 0))]
            }
        }
    }

    /// Moves in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))

    /// Moves by an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition { p, _ in [.offset(CGSize(width: offset.width * (1 - p), height: offset.height * (1 - p)))] }
    }
    /// Moves by an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal)
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        let (a, b, c, d) = (insertion, other.insertion, removal, other.removal)
        return AnyTransition(insertion: AnyTransition { p, s in a(p, s) + b(p, s) }, removal: AnyTransition { p, s in c(p, s) + d(p, s) })
    }

    /// The transition with its own animation (ignored here: the transaction's animation drives it).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// The effects a transition produces, in a Sendable form.
enum RenderEffectValue: Sendable {
    case opacity(Double)
    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    /// A presentation's rise from the bottom of the window, this far along (0 below it, 1 in place): drawn by
    /// `raiseModal`, which knows how far the layer's content reaches; nothing anywhere else.
    case rise(Double)

    var effect: RenderEffect {
        switch self {
        case .opacity(let o): return .opacity(o)
        case .offset(let s): return .offset(s)
        case .scale(let s, let a): return .scale(s, anchor: a)
        case .rise: return .offset(.zero)
        }
    }
}
