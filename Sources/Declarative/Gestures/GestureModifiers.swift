import Foundation

/// Which gestures of a view and its subviews are enabled, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gestures.
    public static let none: GestureMask = []
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the view's subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture as attached to a view: how it competes, what it enables, and its recogniser with the value erased.
struct AttachedGesture {
    enum Priority { case normal, high, simultaneous }
    let priority: Priority
    let mask: GestureMask
    let resolve: @MainActor (GestureEvent, GestureStore, String) -> GestureResult<Void>

    @MainActor init<G: Gesture>(_ gesture: G, priority: Priority, mask: GestureMask) {
        self.priority = priority
        self.mask = mask
        resolve = { gesture.resolve($0, $1, $2).map { _ in () } }
    }
}

nonisolated extension View {
    /// Attaches a gesture. Where this view's gesture and a subview's both recognise, the subview's wins; `mask`
    /// turns off this gesture (`.subviews`) or the subviews' (`.gesture`).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attach(gesture, .normal, mask) { $0 }
    }

    /// Attaches a gesture that takes precedence over the subviews' gestures.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attach(gesture, .high, mask) { $0 }
    }

    /// Attaches a gesture recognised alongside any other on this view or its subviews.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attach(gesture, .simultaneous, mask) { $0 }
    }

    /// Attaches the gesture that `make` builds from `value` when the graph applies the modifier, on the main actor
    /// (gestures are main-actor types; the value, not the gesture, is what travels in the view).
    private func attach<Value, T: Gesture>(_ value: Value, _ priority: AttachedGesture.Priority, _ mask: GestureMask,
                                           _ make: @escaping @MainActor (Value) -> T) -> some View {
        // A disabled view (`disabled(true)`, here or above) recognises no gestures, as in SwiftUI.
        nodeModifier("gesture", value) { value, node, context in
            guard context.environment.isEnabled else { return }
            let gesture = AttachedGesture(make(value), priority: priority, mask: mask)
            node.drawing.effects.append(.interaction(.gesture(gesture)))
        }
    }

    /// Runs an action when the view is tapped (or clicked, in a terminal) `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        attach(action, .normal, .all) { TapGesture(count: count).onEnded($0) }
    }

    /// Runs an action with the location of the tap, in `coordinateSpace` (iOS 17).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        attach((coordinateSpace, action), .normal, .all) { tap in
            SpatialTapGesture(count: count, coordinateSpace: tap.0).onEnded { tap.1($0.location) }
        }
    }

    /// Runs an action with the location of the tap, in an iOS 17 coordinate space (`.local`, `.named(_:)`).
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Runs an action when the view is pressed for `minimumDuration` seconds; `onPressingChanged` hears when the
    /// press starts (`true`) and stops (`false`).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        attach((action, onPressingChanged), .normal, .all) { callbacks in
            let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            return PressingGesture(press: press, onPressingChanged: callbacks.1).onEnded { _ in callbacks.0() }
        }
    }
}

/// A long press that reports when pressing starts and stops, for `onLongPressGesture(onPressingChanged:)`.
struct PressingGesture: Gesture, PrimitiveGesture {
    typealias Value = Bool
    let press: LongPressGesture
    let onPressingChanged: ((Bool) -> Void)?

    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Bool> {
        var result = press.resolve(event, store, key)
        guard let changed = onPressingChanged else { return result }
        let slot = key + "~pressing"
        let wasPressing = store.get(slot, false)
        let pressing = !result.isFinished && result.value == true
        if pressing != wasPressing {
            store.set(slot, pressing)
            // The end of a press is heard after the action, as a state reset is.
            if pressing { result.actions.append { changed(true) } } else { result.resets.append { changed(false) } }
        }
        return result
    }
}
