import Foundation

/// An instance that matches a sequence of pointer events to a gesture, and reports its value as it changes, as
/// SwiftUI's `Gesture`.
///
/// The gestures SwiftUI provides (`DragGesture`, `TapGesture`, `SpatialTapGesture`, `LongPressGesture`) are
/// primitive; a gesture of your own composes them in `body`, as a view does:
///
/// ```swift
/// struct PressAndDrag: Gesture {
///     var body: some Gesture { LongPressGesture().sequenced(before: DragGesture()) }
/// }
/// ```
/// Attach a gesture with `gesture(_:including:)`, `simultaneousGesture` or `highPriorityGesture`. Recognition
/// happens in the host's frame loop, on the host's clock (see ``ViewHost/send(_:)``).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type of value the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of; primitive gestures have none.
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// A primitive gesture has no body; reading it is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// A gesture the recogniser knows directly, rather than through its `body`.
@MainActor
protocol PrimitiveGesture: Gesture {
    /// Feeds one event to the gesture; its own state lives in `store` under `key`.
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value>
}

extension PrimitiveGesture {
    func erasedRecognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> Any {
        recognize(event, store, key)
    }
}

extension Gesture {
    /// Feeds one event to the gesture: a primitive recognises it; any other gesture hands it to its body.
    func resolve(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value> {
        if let primitive = self as? any PrimitiveGesture {
            return primitive.erasedRecognize(event, store, key) as? GestureResult<Value> ?? .failed
        }
        // A custom gesture's value is its body's (the only way to declare one in SwiftUI).
        return body.resolve(event, store, key) as? GestureResult<Value> ?? .failed
    }
}

/// The recogniser state of one gesture under way, by the key of each primitive in its composition.
final class GestureStore {
    private var slots: [String: Any] = [:]
    /// The state under `key`, or `initial` when there is none yet.
    func get<T>(_ key: String, _ initial: @autoclosure () -> T) -> T { slots[key] as? T ?? initial() }
    /// Keeps the state under `key`.
    func set<T>(_ key: String, _ value: T) { slots[key] = value }
    /// Forgets the state under `key` and every key below it.
    func reset(_ key: String) {
        slots = slots.filter { !$0.key.hasPrefix(key) }
    }
}

/// What a gesture says about one event: how far it got, its value, and the callbacks to run if it is not
/// cancelled by a gesture with higher priority.
struct GestureResult<Value> {
    typealias Phase = GesturePhase
    var phase: Phase
    var value: Value?
    /// Callbacks (`onChanged`, `updating`, `onEnded`), in order.
    var actions: [() -> Void] = []
    /// `@GestureState` resets, run after every other callback.
    var resets: [() -> Void] = []
    /// When the gesture needs to hear the time again (a long press's duration, a double tap's wait), in clock seconds.
    var deadline: Double?

    static var failed: GestureResult { GestureResult(phase: .failed) }
    static var possible: GestureResult { GestureResult(phase: .possible) }

    /// Whether this result claims the pointer against gestures that are not simultaneous.
    var claims: Bool { phase == .active || phase == .ended }
    /// Whether the gesture is over.
    var isFinished: Bool { phase == .ended || phase == .failed }

    /// The same result with its value mapped.
    func map<T>(_ transform: (Value) -> T) -> GestureResult<T> {
        GestureResult<T>(phase: phase, value: value.map(transform), actions: actions, resets: resets, deadline: deadline)
    }
}

/// How far a gesture has got.
enum GesturePhase: Equatable {
    /// Still deciding; a value may be reported (a long press reports `true` while it is held).
    case possible
    /// Recognised and changing: the gesture claims the pointer.
    case active
    /// Recognised and finished.
    case ended
    /// Not this gesture (or cancelled).
    case failed
}

/// One pointer event as a gesture sees it: where (converted into any coordinate space on demand), when, and what.
struct GestureEvent {
    enum Kind: Equatable {
        case press, move, release
        /// Time passed (a deadline came due) without pointer input.
        case tick
        /// The gesture lost to another, or the view went away: fail and reset.
        case cancel
    }
    var kind: Kind
    /// The pointer, in the root view's coordinates.
    var location: CGPoint
    /// Clock seconds.
    var time: Double
    /// The calendar date at `time`.
    var date: Date
    /// The coordinate spaces around the view the gesture is attached to.
    var spaces: GestureSpaces

    /// The pointer in a coordinate space.
    func location(in space: CoordinateSpace) -> CGPoint { spaces.convert(location, to: space) }
}

/// Gestures' shared helpers.
enum GestureMath {
    /// The distance between two points.
    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let d = hypot(a.x - b.x, a.y - b.y)
        return d.isFinite ? d : .infinity
    }
}
