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
        TupleView((repeat each content), elements: TupleViewElements<repeat each Content>.self)
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
    /// The elements' types, when a `ViewBuilder` made the tuple and so knew them.
    let elements: (any TupleViewElementTypes.Type)?

    /// Creates a tuple view.
    public init(_ value: T) {
        self.value = value
        elements = nil
    }

    init(_ value: T, elements: any TupleViewElementTypes.Type) {
        self.value = value
        self.elements = elements
    }

    /// Calls `body` with each element view, in order.
    ///
    /// A tuple a builder made is read through its element types; any other is read field by field, which first asks
    /// the runtime whether each field's type is a `View` (the first such question about a type scans every
    /// conformance record of the binary).
    @MainActor func forEachView(_ body: (any View) -> Void) {
        if let elements, elements.forEachView(in: value, body) { return }
        guard let plan = TupleElements.plan(for: T.self) else {
            for child in Mirror(reflecting: value).children { if let view = child.value as? any View { body(view) } }
            return
        }
        withUnsafeBytes(of: value) { bytes in
            guard let base = bytes.baseAddress else { return }
            for element in plan { body(TupleElements.view(element.type, at: base + element.offset)) }
        }
    }
}

extension TupleView: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        // A tuple's elements are identified by their position, like SwiftUI's structural identity.
        var index = 0
        forEachView { view in
            context.child(view, key: .position(index))
            index += 1
        }
    }
}

/// The element types of a tuple of views, as `ViewBuilder.buildBlock` knows them.
protocol TupleViewElementTypes {
    /// Calls `body` with each element of `value`, in order; false if `value` is not a tuple of these types.
    static func forEachView<T>(in value: T, _ body: (any View) -> Void) -> Bool
}

/// The element types `Content…` of a `TupleView<(Content…)>`.
struct TupleViewElements<each Content: View>: TupleViewElementTypes {
    static func forEachView<T>(in value: T, _ body: (any View) -> Void) -> Bool {
        guard let tuple = value as? (repeat each Content) else { return false }
        for view in repeat each tuple { body(view) }
        return true
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
