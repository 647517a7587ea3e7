import Foundation
import Observation

/// Binds a view's dynamic properties to its node and evaluates its body under observation.
///
/// Before `body` runs, the binder connects each `@State`, `@Environment` and `@ScaledMetric` among the view's stored
/// properties (recursing into nested `DynamicProperty` structs) to the node, numbering them in declaration order.
/// The body runs inside `withObservationTracking`, so an `@Observable` model that the body read marks this node —
/// and only this node — dirty when it changes.
///
/// Where the properties are is worked out once per type, from the type's field layout (`BindingPlan`); a type whose
/// layout cannot be read that way is walked with `Mirror` on every evaluation instead.
@MainActor
enum DynamicPropertyBinder {
    private static var plans = PerTypeCache<BindingPlan>()

    static func evaluateBody(of view: any View, in node: ViewNode) -> any View {
        bind(view, to: node)
        return observing(node) { view._erasedBody() }
    }

    static func bind(_ value: Any, to node: ViewNode) {
        func open<V>(_ view: V) { bind(view, to: node) }
        _openExistential(value, do: open)
    }

    private static func bind<V>(_ value: V, to node: ViewNode) {
        switch plans.value(for: V.self, { BindingPlan(for: V.self) }) {
        case .none: return
        case .fields(let fields):
            // Each planned property is read out of the value's storage and bound.
            withUnsafeBytes(of: value) { bytes in
                guard let base = bytes.baseAddress else { return }
                for (index, field) in fields.enumerated() {
                    bindProperty(field.type, at: base + field.offset, to: node, index: index)
                }
            }
        case .mirror:
            var index = 0
            bindMirrored(value, to: node, index: &index)
        }
    }

    private static func bindProperty<P: GraphBoundProperty>(_ type: P.Type, at address: UnsafeRawPointer, to node: ViewNode,
                                                            index: Int) {
        address.load(as: P.self).bind(to: node, index: index)
    }

    /// The fallback: walks the stored properties with `Mirror`.
    private static func bindMirrored(_ value: Any, to node: ViewNode, index: inout Int) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any GraphBoundProperty {
                property.bind(to: node, index: index)
                index += 1
            } else if child.value is any DynamicProperty || child.value is any App {
                bindMirrored(child.value, to: node, index: &index)
            }
        }
    }

    /// Runs `work`, and marks `node` dirty when an observable value it read changes.
    static func observing<T>(_ node: ViewNode, _ work: () -> T) -> T {
        let ref = NodeReference(node)
        let queue = node.graph.updateQueue
        return withObservationTracking(work) { queue.enqueue(ref, Transaction.current) }
    }
}

/// Where a type's graph-bound properties live, worked out once per type.
enum BindingPlan {
    /// A graph-bound property at a byte offset in the value, with its type.
    struct Field {
        let offset: Int
        let type: any GraphBoundProperty.Type
    }

    /// The type has no dynamic properties.
    case none
    /// The type's dynamic properties, in declaration order (nested `DynamicProperty` structs flattened).
    case fields([Field])
    /// The layout could not be read (a class, or metadata the runtime does not describe): use `Mirror`.
    case mirror

    init<V>(for type: V.Type) {
        var fields: [Field] = []
        // Only a struct's storage can be read in place.
        // An app's properties are bound to the node of the view that hosts it (`AppRootView`), as a view's own.
        let hostsApp = _typeName(V.self, qualified: true).hasPrefix("Declarative.AppRootView<")
        guard FieldLayout.kind(of: V.self) == .struct, Self.collect(V.self, at: 0, into: &fields, hostsApp: hostsApp) else {
            self = .mirror
            return
        }
        self = fields.isEmpty ? .none : .fields(fields)
    }

    /// Appends the graph-bound properties of a struct type laid out at `offset`; false when a dynamic property is
    /// not a struct (its storage cannot be read in place) or the runtime cannot describe the type. `hostsApp` says
    /// the type is `AppRootView`, whose one field, the app, is walked as a nested dynamic property.
    ///
    /// The first time a process asks whether a type conforms to a protocol, the runtime scans every conformance
    /// record the binary holds (about 6,300, ~0.2 M instructions); questions about views' fields were a quarter of a
    /// short command's instructions. So a field's type is only asked where its name leaves the answer open (see
    /// `Candidate`), and then one question, `DynamicProperty`.
    private static func collect(_ type: Any.Type, at offset: Int, into fields: inout [Field], hostsApp: Bool = false) -> Bool {
        guard let layout = FieldLayout.fields(of: type) else { return false }
        for field in layout {
            if hostsApp {
                guard field.kind == .struct, collect(field.type, at: offset + field.offset, into: &fields) else { return false }
                continue
            }
            switch Candidate(field) {
            case .none:
                continue
            case .bound:
                // Named as one of the framework's graph-bound property wrappers, so the cast cannot fail.
                guard let bound = field.type as? any GraphBoundProperty.Type else { return false }
                fields.append(Field(offset: offset + field.offset, type: bound))
                continue
            case .nested:
                break
            case .unknown:
                // `GraphBoundProperty` is the framework's own, so a type of another module that is a dynamic
                // property can only hold such properties.
                guard field.type is any DynamicProperty.Type else { continue }
            }
            // A dynamic property made of others: its fields are bound in place.
            guard field.kind == .struct, collect(field.type, at: offset + field.offset, into: &fields) else { return false }
        }
        return true
    }

    /// What a field's type can be, as far as its name tells without asking the runtime. A tuple, function, metatype
    /// or existential cannot be a dynamic property; we assume that no type of the standard library (`Optional` and
    /// the collections included) or Foundation is made one, nor any of this framework's besides its own property
    /// wrappers (debug builds check the framework's): SwiftUI's property wrappers and the user's own types are what
    /// dynamic properties are made of.
    private enum Candidate {
        /// Not a dynamic property.
        case none
        /// One of the framework's graph-bound property wrappers (`State`, `Environment` …).
        case bound
        /// One of the framework's dynamic properties that only holds others (`Binding`).
        case nested
        /// A type of another module: the runtime is asked.
        case unknown

        init(_ field: FieldLayout.Field) {
            guard field.isNominal else { self = .none; return }
            let name = _typeName(field.type, qualified: true)
            guard name.hasPrefix("Declarative.") else {
                self = Self.systemModules.contains { name.hasPrefix($0) } ? .none : .unknown
                return
            }
            if Self.boundWrappers.contains(where: { Self.name(name, isInstanceOf: $0) }) || Self.plainBoundWrappers.contains(name) {
                self = .bound
            } else {
                self = Self.nestingWrappers.contains { Self.name(name, isInstanceOf: $0) } ? .nested : .none
            }
            assert((self != .none) == (field.type is any DynamicProperty.Type)
                   && (self == .bound) == (field.type is any GraphBoundProperty.Type),
                   "\(name): update BindingPlan.Candidate's lists of the framework's dynamic properties")
        }

        /// The qualified-name prefixes of the framework's graph-bound property wrappers.
        private static let boundWrappers = ["Declarative.State<", "Declarative.Environment<", "Declarative.ScaledMetric<",
                                            "Declarative.EnvironmentObject<", "Declarative.StateObject<",
                                            "Declarative.ObservedObject<", "Declarative.GestureState<",
                                            "Declarative.FocusState<", "Declarative.AppStorage<",
                                            "Declarative.SceneStorage<"]

        /// The qualified names of the framework's graph-bound property wrappers that are not generic.
        private static let plainBoundWrappers: Set<String> = ["Declarative.Namespace"]

        /// Whether a qualified type name is the generic type `prefix` (ending in "<") itself, with its arguments and
        /// nothing after them: `State<Int>`, but not a type nested in it, such as `FocusState<Bool>.Binding`.
        private static func name(_ name: String, isInstanceOf prefix: String) -> Bool {
            guard name.hasPrefix(prefix) else { return false }
            var depth = 1, previous: UInt8 = 0
            let arguments = name.utf8.dropFirst(prefix.utf8.count)
            for (offset, byte) in arguments.enumerated() {
                defer { previous = byte }
                if byte == UInt8(ascii: "<") { depth += 1 }
                // The ">" of a function type's "->" closes nothing.
                if byte == UInt8(ascii: ">") && previous != UInt8(ascii: "-") {
                    depth -= 1
                    if depth == 0 { return offset == arguments.count - 1 }
                }
            }
            return false
        }

        /// The framework's other dynamic properties.
        private static let nestingWrappers = ["Declarative.Binding<", "Declarative.Bindable<"]

        /// The qualified-name prefixes of the standard library's and Foundation's modules.
        private static let systemModules = ["Swift.", "_Concurrency.", "Foundation.", "FoundationEssentials.",
                                            "FoundationInternationalization.", "Dispatch."]
    }
}

/// A weak reference to a node that can cross into Observation's `@Sendable` change handler.
final class NodeReference: @unchecked Sendable {
    // @unchecked: `node` is set once at creation and only dereferenced on the main actor, by `ViewGraph.flush`.
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
