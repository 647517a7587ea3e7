import Foundation

nonisolated extension View {
    /// Binds the identity of the view a scroll view inside this view is scrolled to, both ways, as SwiftUI's
    /// `scrollPosition(id:anchor:)`. Use it with `scrollTargetLayout()` on the layout whose subviews are the targets.
    ///
    /// ```swift
    /// @State private var month: Month.ID?
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(months) { MonthChart($0) } }.scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $month)
    /// ```
    ///
    /// - As the user scrolls (keys, the wheel), the binding is set to the id of the first target not wholly
    ///   scrolled past the leading (top) edge, or with an `anchor`, of the target under (else nearest) that point of
    ///   the visible area. A target's id is its `ForEach` element's id or its `.id(_:)` value; targets whose id is
    ///   not of the binding's type are not reported.
    /// - Setting the binding (and its initial value) scrolls so that the target with that id has its `anchor`
    ///   point (top-leading without one) at the same point of the visible area, as far as the content allows; a view
    ///   with that id elsewhere in the scroll view is used when no target has it. Setting it to nil, or to an id no
    ///   view has, scrolls nothing. The scroll shows on the same frame; set inside `withAnimation`, it glides there
    ///   over the animation, as on iOS.
    ///
    /// The first scroll view inside this view is the one bound.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        nodeModifier("scrollPosition", id) { binding, node, context in
            let box = ScrollPositionBox.stored(in: node)
            box.anchor = anchor
            box.report = { found in
                guard let value = found.base as? ID else { return }
                box.lastSeen = value
                if binding.wrappedValue != value { binding.wrappedValue = value }
            }
            context.environment.scrollPositionBox = box
            let value = binding.wrappedValue
            let isFirst = box.lastSeen == nil
            guard isFirst || (box.lastSeen as? ID?) != value else { return }
            box.lastSeen = Optional(value) as Any
            // nil is ignored: SwiftUI writes nil when no target is in sight, and it asks for no scroll.
            guard let value else { return }
            // In the change's transaction: an id set inside `withAnimation` glides there.
            let transaction = node.currentTransaction
            node.graph.pendingAppear.append {
                withTransaction(transaction) { box.scroll(to: .view(AnyHashable(value), anchor: anchor)) }
            }
        }
    }

    /// Binds a scroll view inside this view to a ``ScrollPosition``, as SwiftUI's `scrollPosition(_:anchor:)`:
    /// setting the position (`scrollTo(id:anchor:)`, `scrollTo(edge:)`, `scrollTo(x:y:)` …) scrolls there, and a
    /// user's scroll sets it to a user-positioned value whose `viewID` is the target view scrolled to (with an
    /// `anchor`, the one at that point of the visible area), when its id is of the position's id type.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        nodeModifier("scrollPosition", position) { binding, node, context in
            let box = ScrollPositionBox.stored(in: node)
            box.anchor = anchor
            box.report = { found in
                let next = ScrollPosition.userPositioned(at: found, like: binding.wrappedValue)
                guard next != binding.wrappedValue else { return }
                box.lastSeen = next
                binding.wrappedValue = next
            }
            context.environment.scrollPositionBox = box
            let value = binding.wrappedValue
            guard (box.lastSeen as? ScrollPosition) != value else { return }
            box.lastSeen = value
            guard !value.isPositionedByUser, let request = value.request else { return }
            // In the change's transaction: a position set inside `withAnimation` glides there.
            let transaction = node.currentTransaction
            node.graph.pendingAppear.append { withTransaction(transaction) { box.scroll(to: request) } }
        }
    }
}

extension ScrollPositionBox {
    /// The box kept in a `scrollPosition` modifier's node.
    static func stored(in node: ViewNode) -> ScrollPositionBox {
        if let box = node.storage[-6] as? ScrollPositionBox { return box }
        let box = ScrollPositionBox()
        node.storage[-6] = box
        return box
    }
}
