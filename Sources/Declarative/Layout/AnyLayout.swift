import Foundation

/// A type-erased layout, as SwiftUI's `AnyLayout`: switch between layouts while the subviews keep their identity
/// and state.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout {
///     Text("Revenue")
///     Chart(data) { … }
/// }
/// ```
///
/// The view `layout { … }` makes has the same type whichever layout is inside, so its subviews stay the same views
/// when the layout changes (their `@State` is kept), and a change inside `withAnimation` moves them to their new
/// places. The built-in layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`) run as the stacks and
/// the grid do; any other `Layout` runs through its own methods.
public struct AnyLayout: Layout {
    let box: AnyLayoutBox

    /// Wraps a layout.
    public init<L: Layout>(_ layout: L) {
        box = ConcreteLayoutBox(layout)
    }

    /// The cache of the wrapped layout, type-erased.
    public struct Cache {
        var value: Any
    }

    /// Creates the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

    /// Refreshes the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews) }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews, &cache.value) }

    /// The wrapped layout's size for a proposal.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }
}

/// The wrapped layout of an `AnyLayout`, behind a class so that its cache can be type-erased.
class AnyLayoutBox {
    /// What a node runs to lay out its subviews (see `LayoutRole`).
    @MainActor func nodeLayout() -> any NodeLayout { fatalError("abstract") }
    func makeCache(_ subviews: LayoutSubviews) -> Any { fatalError("abstract") }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) { fatalError("abstract") }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing { fatalError("abstract") }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize { fatalError("abstract") }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        fatalError("abstract")
    }
}

final class ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    @MainActor override func nodeLayout() -> any NodeLayout { LayoutRole.of(layout) }

    /// The cache as the wrapped layout's type; a cache of another layout's type (never made by this box) is
    /// replaced by a new one.
    private func typed(_ cache: Any, _ subviews: LayoutSubviews) -> L.Cache {
        cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    }

    override func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    override func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        var c = typed(cache, subviews)
        layout.updateCache(&c, subviews: subviews)
        cache = c
    }
    override func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        var c = typed(cache, subviews)
        defer { cache = c }
        return layout.spacing(subviews: subviews, cache: &c)
    }
    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        var c = typed(cache, subviews)
        defer { cache = c }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
    }
    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        var c = typed(cache, subviews)
        defer { cache = c }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
    }
}

// MARK: - The built-in layouts as `Layout`s

/// Runs a built-in layout's step from one of its `Layout` methods.
///
/// A `Layout`'s methods are nonisolated, as SwiftUI declares them, but hosts call them only while laying out, on the
/// main actor (`assumeIsolated` traps otherwise). The subviews' proxies are handed to the main-actor algorithm in
/// that same call, on that same thread: `nonisolated(unsafe)` only tells the compiler what the trap already checks.
func onLayoutActor<T: Sendable>(_ subviews: LayoutSubviews, _ step: @MainActor (LayoutSubviews) -> T) -> T {
    nonisolated(unsafe) let subviews = subviews
    return MainActor.assumeIsolated { step(subviews) }
}

extension HStackLayout: Layout {
    /// The stack's size for a proposal (SwiftUI's stack algorithm).
    nonisolated public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        onLayoutActor(subviews) { algorithm.size(proposal, $0, node: nil) }
    }
    /// Places the subviews side by side.
    nonisolated public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        onLayoutActor(subviews) { algorithm.place(in: bounds, proposal, $0, node: nil) }
    }
}

extension VStackLayout: Layout {
    /// The stack's size for a proposal (SwiftUI's stack algorithm).
    nonisolated public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        onLayoutActor(subviews) { algorithm.size(proposal, $0, node: nil) }
    }
    /// Places the subviews one above the other.
    nonisolated public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        onLayoutActor(subviews) { algorithm.place(in: bounds, proposal, $0, node: nil) }
    }
}

extension ZStackLayout: Layout {
    /// The largest size among the subviews of the highest priority.
    nonisolated public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        onLayoutActor(subviews) { overlaidSize(proposal, $0) }
    }
    /// Places the subviews over each other, aligned.
    nonisolated public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        onLayoutActor(subviews) { AlignedPlacement.place($0, in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size)) }
    }
}
