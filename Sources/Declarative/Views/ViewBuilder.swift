import Foundation

/// Builds views from closures, as SwiftUI's `@ViewBuilder`, with parameter packs for any number of children.
///
/// As in SwiftUI, the builder is nonisolated: `@ViewBuilder` works on a main-actor `body`, and equally on an enum's
/// computed property, a free function or any other nonisolated helper. So the views it makes (`TupleView`,
/// `_ConditionalContent`, `Optional`, `AnyView`, `EmptyView`) have nonisolated initialisers.
@resultBuilder
public enum ViewBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view passes through unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views become a `TupleView`.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    /// A view expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .trueContent(first)) }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .falseContent(second)) }
    /// A branch under `#available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view made of several views, built by `ViewBuilder`.
///
/// Like the other views a builder makes, it conforms to `View` in an extension, so the type itself is not isolated
/// to the main actor and nonisolated builder code can make one.
public struct TupleView<T> {
    /// The views, as a tuple.
    public var value: T
    /// Creates a tuple view.
    public init(_ value: T) { self.value = value }
}

extension TupleView: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        // A tuple's elements are identified by their position, like SwiftUI's structural identity.
        guard let elements = TupleElements.plan(for: T.self) else {
            for (index, child) in Mirror(reflecting: value).children.enumerated() {
                if let view = child.value as? any View { context.child(view, key: .position(index)) }
            }
            return
        }
        withUnsafeBytes(of: value) { bytes in
            guard let base = bytes.baseAddress else { return }
            for (index, element) in elements.enumerated() {
                context.child(TupleElements.view(element.type, at: base + element.offset), key: .position(index))
            }
        }
    }
}

/// Where a tuple type's views lie, worked out once per type, so that a `TupleView` reads its elements in place.
@MainActor
enum TupleElements {
    struct Element {
        let offset: Int
        let type: any View.Type
    }

    private static var plans = PerTypeCache<[Element]?>()

    /// The elements of a tuple of views, or nil when `T` is not one the runtime can describe (read with `Mirror`).
    static func plan<T>(for type: T.Type) -> [Element]? {
        plans.value(for: type) {
            guard FieldLayout.kind(of: type) == .tuple, let fields = FieldLayout.fields(of: type) else { return nil }
            let views = fields.compactMap { field in (field.type as? any View.Type).map { Element(offset: field.offset, type: $0) } }
            return views.count == fields.count ? views : nil
        }
    }

    static func view<V: View>(_ type: V.Type, at address: UnsafeRawPointer) -> any View {
        address.load(as: V.self)
    }
}

/// The view of one branch of an `if`/`else` or `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        // Each branch has its own identity, so switching branches resets the state below it.
        switch storage {
        case .trueContent(let v): context.child(v, key: .branch(0))
        case .falseContent(let v): context.child(v, key: .branch(1))
        }
    }
}

extension Optional: View, PrimitiveView where Wrapped: View {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        if let view = self { context.child(view, key: .branch(0)) }
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: Sendable {
    /// Creates an empty view.
    public init() {}
}

extension EmptyView: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {}
}

/// Groups views without affecting layout: modifiers on a group apply to each of its children.
public struct Group<Content: View> {
    let content: Content
    /// Creates a group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) { context.child(content, key: .position(0)) }
}

/// A type-erased view. A change of the wrapped type is a change of identity.
public struct AnyView {
    let view: any View
    /// Wraps a view.
    public init<V: View>(_ view: V) { self.view = view }
    /// Wraps a view of unknown type.
    public init(erasing view: some View) { self.view = view }
}

extension AnyView: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) { context.child(view, key: .position(0)) }
}
