import Foundation

/// Gives its content a ``ScrollViewProxy`` that scrolls the scroll views inside it to a view by its id, as SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView(.horizontal) { HStack { ForEach(months) { MonthChart($0) } } }
///     Button("Latest") { proxy.scrollTo(months.last!.id, anchor: .trailing) }
/// }
/// ```
public struct ScrollViewReader<Content: View> {
    let content: (ScrollViewProxy) -> Content
    @State private var reader = ScrollReaderBox()

    /// Creates a reader whose content is made with its proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
}

extension ScrollViewReader: View {
    public var body: some View {
        let reader = reader
        return content(ScrollViewProxy(reader: reader))
            .nodeModifier("scrollViewReader") { node, _ in reader.node = node }
    }
}

/// The reader's node, once it is in the graph (weak: a proxy kept by a closure must not keep the node alive).
@MainActor final class ScrollReaderBox {
    weak var node: ViewNode?
}

/// Scrolls the scroll views inside a ``ScrollViewReader``, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    let reader: ScrollReaderBox

    /// Scrolls the scroll views around the view with identity `id` — a `ForEach` element's id or an `.id(_:)`
    /// value — inside the reader. With an `anchor`, the view's anchor point is brought to the same point of each
    /// scroll view's visible area (as far as its content allows); without one, the transaction's
    /// `scrollTargetAnchor` is used, and without that each scrolls as little as it takes to show the view. An id no
    /// view has scrolls nothing. The new offset shows on the next frame (inside `withAnimation`, it glides there).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let reader = reader
        // Unchecked: the id is only read inside `assumeIsolated`, synchronously, on this same thread.
        nonisolated(unsafe) let key = AnyHashable(id)
        MainActor.assumeIsolated {
            guard let root = reader.node, let target = root.firstDescendant(withID: key) else { return }
            if let anchor = anchor ?? Transaction.current.scrollTargetAnchor {
                root.graph.focus.scroll(toShow: target, anchor: anchor)
            } else {
                root.graph.focus.reveal(target)
            }
        }
    }
}

extension ViewNode {
    /// The first node, in tree order, whose identity is the explicit id `id`.
    func firstDescendant(withID id: AnyHashable) -> ViewNode? {
        if case .explicit(let key) = identity.originalKey, key == id { return self }
        for child in children { if let found = child.firstDescendant(withID: id) { return found } }
        return nil
    }
}

extension FocusSystem {
    /// Scrolls the scroll views around `node`, innermost first, so that its `anchor` point meets the same point of
    /// their visible areas.
    func scroll(toShow node: ViewNode, anchor: UnitPoint) {
        let frame = node.coveredFrame
        for (scrollView, target) in scrollTargets(around: node) {
            let viewport = scrollView.coveredFrame
            let delta = CGSize(width: frame.minX + anchor.x * frame.width - (viewport.minX + anchor.x * viewport.width),
                               height: frame.minY + anchor.y * frame.height - (viewport.minY + anchor.y * viewport.height))
            if delta.width.isFinite, delta.height.isFinite { _ = target.move(delta) }
        }
    }
}
