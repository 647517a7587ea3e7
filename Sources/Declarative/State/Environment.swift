import Foundation

/// Reads a value from the view's environment, as SwiftUI's `@Environment(\.key)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let link = PropertyLink<ViewNode>()

    /// Reads the value at a key path of `EnvironmentValues`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value, as the view's node sees it (the default environment before the view is in a graph).
    @MainActor public var wrappedValue: Value {
        (link.nodeRef?.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) { link.nodeRef = node }
}

/// A number that scales with the user's Dynamic Type size, as SwiftUI's `@ScaledMetric`.
///
/// At the default size (`.large`) it is the value given; at other sizes it scales like the text style
/// it is relative to.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let link = PropertyLink<ViewNode>()

    /// A metric that scales like body text.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }
    /// A metric that scales like a text style.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The scaled value.
    @MainActor public var wrappedValue: Value {
        let size = link.nodeRef?.environment.dynamicTypeSize ?? .large
        return baseValue * Value(size.scale)
    }
}

extension ScaledMetric: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) { link.nodeRef = node }
}
