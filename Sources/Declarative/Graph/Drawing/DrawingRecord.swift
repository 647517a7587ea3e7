import Foundation

/// A node's drawing: the role its primitive view gave it, the effects its modifiers add, and the items it drew
/// last time, kept so that an unchanged subtree is not drawn again (see `DrawCache`).
struct DrawingRecord {
    /// What the node draws itself; nil for a node that only draws its children.
    var role: (any NodeDrawing)?
    /// Effects applied to the node's items and its children's (opacity, offset, clipping, …), outermost first.
    var effects: [RenderEffect] = []
    /// The node's place in its siblings' drawing order (`zIndex(_:)`), when set.
    var zIndex: Double?
    /// False when something in this subtree changed since it was last laid out and drawn.
    var isClean = false
    /// The items this subtree drew last time, and the inherited drawing state they were drawn under.
    var cache: DrawCache?
    /// The drawing this node made before a child changed, kept aside when it can be patched.
    var staleCache: DrawCache?
    /// Children whose drawing was forgotten since this node's drawing was kept aside: what a patch redraws.
    var undrawnChildren: [ViewNode] = []
    /// This node's index among its parent's children when the parent last recorded where their items begin.
    var index = -1
    /// The state this node's children inherited last frame (see `DisplayListBuilder.draw`).
    var childState: InheritedDrawState?
    /// Whether the layout above left this subtree out (a `ViewThatFits` child it did not choose): it draws nothing
    /// and takes no input. Set by that layout, so the view's own updates leave it alone.
    var isLeftOutByLayout = false

    /// Clears the role inputs, before the primitive view sets them again.
    mutating func resetRole() {
        role = nil
        zIndex = nil
        effects.removeAll(keepingCapacity: true)
    }
}
