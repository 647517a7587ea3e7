import Foundation

/// The storage of one `@FocusState`, seen by the focus system without its value type.
class AnyFocusStateBox: @unchecked Sendable {
    // @unchecked: as `StateBox`, written where view code runs (the main actor); the owner and the bound targets are
    // reached only through the graph's locked `UpdateQueue`.
    /// Whether the program wrote the state since a bound target last looked (a request to move focus).
    var hasRequest = false
    let owner: NodeReference
    let queue: UpdateQueue
    /// The nodes of `.focused` modifiers bound to this state, updated when it is written.
    var targets: [NodeReference] = []

    init(owner node: ViewNode) {
        owner = NodeReference(node)
        queue = node.graph.updateQueue
    }

    var currentValue: AnyHashable { fatalError("subclass") }
    /// Whether the state says some view is focused (true, or a non-nil value).
    var isSet: Bool { fatalError("subclass") }
    /// Writes `value` because its view gained focus.
    func claim(_ value: AnyHashable) {}
    /// Clears the state because the view bound to `value` lost focus (unless it already names another).
    func release(_ value: AnyHashable) {}

    /// Remembers a bound target so that writes reach it.
    @MainActor func track(_ node: ViewNode) {
        targets.removeAll { $0.node == nil || !($0.node?.isAttached ?? false) }
        if !targets.contains(where: { $0.node === node }) { targets.append(NodeReference(node)) }
    }

    /// Updates the owner (and, for a program's write, the bound targets).
    func changed(byProgram: Bool) {
        let transaction = Transaction.current
        queue.enqueue(owner, transaction)
        guard byProgram else { return }
        hasRequest = true
        for target in targets { queue.enqueue(target, transaction) }
    }
}

final class FocusStateBox<Value: Hashable>: AnyFocusStateBox, @unchecked Sendable {
    // @unchecked: as its superclass; `value` is written only where view code runs (the main actor).
    var value: Value
    let empty: Value

    init(_ value: Value, empty: Value, owner: ViewNode) {
        self.value = value
        self.empty = empty
        super.init(owner: owner)
    }

    /// A write by the program (to the property or its binding): asks the focus to move to the matching view.
    func write(_ newValue: Value) {
        guard value != newValue else { return }
        value = newValue
        changed(byProgram: true)
    }

    override var currentValue: AnyHashable { AnyHashable(value) }
    override var isSet: Bool { value != empty }
    override func claim(_ value: AnyHashable) {
        guard let v = value.base as? Value, v != self.value else { return }
        self.value = v
        changed(byProgram: false)
    }
    override func release(_ value: AnyHashable) {
        guard AnyHashable(self.value) == value else { return }
        self.value = empty
        changed(byProgram: false)
    }
}

/// A property that follows the keyboard focus, as SwiftUI's `@FocusState`.
///
/// Bind it with `.focused($isFocused)` (a `Bool`) or `.focused($field, equals: .name)` (an optional `Hashable`).
/// Focus moving onto the bound view writes `true` or its value; moving away writes `false` or nil. Writing it moves
/// focus to the view bound to the new value (if one is on screen and enabled); writing `false` or nil clears focus.
/// A value that matches no bound view leaves focus where it is.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let startValue: Value
    private let link = PropertyLink<FocusStateBox<Value>>()

    // The initialisers are declared in the type (not in constrained extensions) so that a view's memberwise
    // initialiser can leave a `@FocusState` property out, as with SwiftUI.

    /// Focus state that is true while the bound view has focus.
    public init() where Value == Bool { startValue = false }

    /// Focus state that holds the value of the focused view among those bound with `.focused(_:equals:)`.
    public init<T: Hashable>() where Value == T? { startValue = nil }

    /// The current value.
    public var wrappedValue: Value {
        get { link.target?.value ?? startValue }
        nonmutating set { link.target?.write(newValue) }
    }

    /// A binding to the focus state, for `.focused(_:)` and `.focused(_:equals:)`.
    public var projectedValue: Binding {
        Binding(link: link, startValue: startValue)
    }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        fileprivate let link: PropertyLink<FocusStateBox<Value>>
        fileprivate let startValue: Value

        /// The current value.
        public var wrappedValue: Value {
            get { link.target?.value ?? startValue }
            nonmutating set { link.target?.write(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }

        var box: AnyFocusStateBox? { link.target }
    }
}


extension FocusState: GraphBoundProperty {
    func bind(to node: ViewNode, index: Int) {
        if let box = node.storage[index] as? FocusStateBox<Value> {
            link.target = box
        } else {
            // Both initialisers start from the "nothing focused" value: false, or nil.
            let box = FocusStateBox(startValue, empty: startValue, owner: node)
            node.storage[index] = box
            link.target = box
        }
    }
}
