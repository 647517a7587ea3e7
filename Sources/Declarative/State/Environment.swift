import Foundation

/// Reads a value from the view's environment, as SwiftUI's `@Environment(\.key)`, or an `@Observable` object that
/// an ancestor put there with `environment(_:)`, as `@Environment(Model.self)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    private let link = PropertyLink<ViewNode>()

    /// Reads the value at a key path of `EnvironmentValues`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// Reads the `@Observable` object of this type that an ancestor supplied with `environment(_:)`. Reading it when
    /// no ancestor did stops the program with a message naming the type, as SwiftUI does.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment[ObservableEnvironmentKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) "
                           + "may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of this type that an ancestor supplied with `environment(_:)`, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[ObservableEnvironmentKey<T>.self] }
    }

    /// The value, as the view's node sees it (the default environment before the view is in a graph).
    @MainActor public var wrappedValue: Value {
        read(link.nodeRef?.environment ?? EnvironmentValues())
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
