import Foundation

/// A drawing effect that a modifier puts on its node; it applies to everything the node's subtree draws.
enum RenderEffect {
    /// Multiplies opacity.
    case opacity(Double)
    /// Moves the drawing.
    case offset(CGSize)
    /// Rotates about an anchor of the node's frame.
    case rotation(Angle, anchor: UnitPoint)
    /// Scales about an anchor of the node's frame.
    case scale(CGSize, anchor: UnitPoint)
    /// Clips to a shape in the node's frame.
    case clip(ClipShape)
    /// Accessibility for the subtree.
    case accessibility(AccessibilityEffect)
    /// Pointer input for the subtree: gestures, hover, the wheel, hit testing, a named coordinate space.
    case interaction(Interaction)
    /// Hides the subtree (`hidden()`): laid out, not drawn.
    case hidden
    /// Transforms the drawing by a transform of the node's own coordinates, computed from its size (`GeometryEffect`).
    case transform((CGSize) -> CGAffineTransform)
    /// Draws the subtree in a raised layer, above everything else (`floatingOverlay`'s content: an open menu).
    case raise(RaisedLayer)
}

/// A clip shape, type-erased.
struct ClipShape {
    let path: (CGRect) -> Path
    init<S: Shape>(_ shape: S) { path = { shape.path(in: $0) } }
}

/// What accessibility modifiers say about a subtree.
struct AccessibilityEffect {
    var label: String?
    var value: String?
    /// The hint, from `help(_:)`.
    var hint: String?
    /// Traits added and removed (`accessibilityAddTraits(_:)`, `accessibilityRemoveTraits(_:)`).
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var isHidden: Bool?
    var children: AccessibilityChildBehavior?
    /// A chart description for the subtree; a default one (a chart's own) gives way to one set outside it.
    var chart: ChartDescription?
    var isDefaultChart = false
}

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind { case ignore, combine, contain }
    let kind: Kind
    /// The children are hidden; the element speaks for them.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children's labels are combined into the element's.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}
