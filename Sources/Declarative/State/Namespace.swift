import Foundation

/// A namespace owned by a view's persistent identity, as SwiftUI's `Namespace`: the `in:` of
/// ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``.
///
/// ```swift
/// struct Tabs: View {
///     @Namespace private var underline
///     @State private var selected = 0
///     var body: some View {
///         HStack {
///             ForEach(0..<3, id: \.self) { i in
///                 VStack {
///                     Text("Tab \(i)")
///                     if selected == i { Rectangle().frame(height: 2).matchedGeometryEffect(id: "bar", in: underline) }
///                 }
///             }
///         }
///     }
/// }
/// ```
///
/// The graph gives each node that declares one a new ``Namespace/ID`` the first time its body runs, and keeps it
/// while the node keeps its identity (as it keeps `@State`); a view that loses its identity gets a new namespace.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    private let link = PropertyLink<NamespaceBox>()

    /// Creates a namespace; the graph supplies its value before the view's body runs.
    public init() {}

    /// The namespace's identity. Read outside a view's body (before the graph bound it) it is an identity that no
    /// bound namespace has.
    public var wrappedValue: ID { link.target?.id ?? ID(rawValue: 0) }

    /// A namespace defined by the persistent identity of an `@Namespace` property, as SwiftUI's `Namespace.ID`.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let rawValue: Int
        /// The identity as text, for diagnostics.
        public var description: String { "Namespace.ID(\(rawValue))" }
    }
}

/// The storage behind one `@Namespace` property of one node: the identity handed out when the node first bound it.
final class NamespaceBox {
    let id: Namespace.ID
    /// The last identity handed out; main-actor isolated, as binding always is.
    @MainActor private static var last = 0

    @MainActor init() {
        Self.last += 1
        id = Namespace.ID(rawValue: Self.last)
    }
}

extension Namespace: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) {
        if let box = node.storage[index] as? NamespaceBox {
            link.target = box
        } else {
            let box = NamespaceBox()
            node.storage[index] = box
            link.target = box
        }
    }
}
