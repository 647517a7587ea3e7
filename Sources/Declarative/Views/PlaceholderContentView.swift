import Foundation

/// A placeholder used to construct an inline modifier, as SwiftUI's `PlaceholderContentView` (iOS 17): in the
/// content closure of `phaseAnimator` or `keyframeAnimator` it stands for the view the modifier was applied to, so
/// that the closure can apply modifiers to it.
///
/// The view it stands for keeps its identity, and so its state, whatever the closure does around it.
public struct PlaceholderContentView<Value> {
    /// The view it stands for.
    let content: any View
}

// Conformed in an extension, as the other views, so that nonisolated modifiers can make one (see `TupleView`).
extension PlaceholderContentView: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        context.child(content, key: .position(0))
    }
}
