import Foundation

// Gestures made of two: `simultaneously(with:)`, `sequenced(before:)` and `exclusively(before:)`. Each keeps its
// parts' recogniser state under its own key with "0/" and "1/" appended.

/// Two gestures recognised at the same time, as SwiftUI's `SimultaneousGesture`. It is active while either is, and
/// ends when both are over and at least one ended; its value holds the latest value of each.
public struct SimultaneousGesture<First: Gesture, Second: Gesture> {
    /// The values of both gestures; nil for one that has not reported (or failed).
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Creates the combination.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    struct Progress {
        var first: (phase: GesturePhase, value: First.Value?) = (.possible, nil)
        var second: (phase: GesturePhase, value: Second.Value?) = (.possible, nil)
    }
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension SimultaneousGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value> {
        var p = store.get(key, Progress())
        defer { store.set(key, p) }
        var out = GestureResult<Value>(phase: .possible)
        if p.first.phase != .ended && p.first.phase != .failed {
            let r = first.resolve(event, store, key + "0/")
            p.first = (r.phase, r.value ?? p.first.value)
            out.absorb(r)
        }
        if p.second.phase != .ended && p.second.phase != .failed {
            let r = second.resolve(event, store, key + "1/")
            p.second = (r.phase, r.value ?? p.second.value)
            out.absorb(r)
        }
        let phases = [p.first.phase, p.second.phase]
        let over = phases.allSatisfy { $0 == .ended || $0 == .failed }
        if over { out.phase = phases.contains(.ended) ? .ended : .failed }
        else if phases.contains(.active) || phases.contains(.ended) { out.phase = .active }
        let firstValue = p.first.phase == .failed ? nil : p.first.value
        let secondValue = p.second.phase == .failed ? nil : p.second.value
        if firstValue != nil || secondValue != nil { out.value = Value(first: firstValue, second: secondValue) }
        return out
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that starts only when the first has ended, as SwiftUI's `SequenceGesture`: a long press, then a drag.
/// When the first ends the second begins at once, with the pointer where it is (a press, for a drag that follows a
/// long press). The sequence fails if either part fails.
public struct SequenceGesture<First: Gesture, Second: Gesture> {
    /// The state of a sequence.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first gesture ended with its value; the second has this value so far, if any.
        case second(First.Value, Second.Value?)
    }
    /// The gesture that comes first.
    public var first: First
    /// The gesture that follows.
    public var second: Second

    /// Creates the sequence.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension SequenceGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value> {
        let slot = key + "~first"
        if let done = store.get(slot, First.Value?.none) {
            let r = second.resolve(event, store, key + "1/")
            var out = GestureResult<Value>(phase: r.phase == .possible ? .active : r.phase, value: .second(done, r.value),
                                           actions: r.actions, resets: r.resets, deadline: r.deadline)
            if r.phase == .failed { out.value = nil }
            return out
        }
        let r = first.resolve(event, store, key + "0/")
        var out = r.map { Value.first($0) }
        guard r.phase == .ended, let value = r.value else { return out }
        store.set(slot, value)
        // The second gesture starts where the pointer is.
        var start = event
        start.kind = .press
        let s = second.resolve(start, store, key + "1/")
        out.absorb(s.map { Value.second(value, $0) })
        out.phase = s.phase == .failed ? .failed : s.phase == .ended ? .ended : .active
        out.value = .second(value, s.value)
        return out
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Two gestures of which only one succeeds, the first having precedence, as SwiftUI's `ExclusiveGesture`: while the
/// first may still succeed, what the second recognises is held back; if the first fails, the second goes on (and its
/// held callbacks run); if the first is recognised, the second is cancelled.
public struct ExclusiveGesture<First: Gesture, Second: Gesture> {
    /// Which gesture succeeded, with its value.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    /// The gesture with precedence.
    public var first: First
    /// The gesture that succeeds only if the first fails.
    public var second: Second

    /// Creates the combination.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    struct Progress {
        var firstFailed = false
        var firstWon = false
        var secondOver = false
        /// The second's callbacks, held until the first fails.
        var held: [() -> Void] = []
        var heldResets: [() -> Void] = []
        var secondPhase = GesturePhase.possible
        var secondValue: Second.Value?
    }
}

// Conformed in an extension, so that nonisolated code can make the gesture (see `TupleView`).
extension ExclusiveGesture: Gesture, PrimitiveGesture {
    func recognize(_ event: GestureEvent, _ store: GestureStore, _ key: String) -> GestureResult<Value> {
        var p = store.get(key, Progress())
        defer { store.set(key, p) }
        if !p.firstFailed {
            let r = first.resolve(event, store, key + "0/")
            if r.phase == .failed {
                p.firstFailed = true
            } else {
                var out = r.map { Value.first($0) }
                if r.claims && !p.firstWon {
                    p.firstWon = true
                    if !p.secondOver {
                        var cancel = event
                        cancel.kind = .cancel
                        out.resets += second.resolve(cancel, store, key + "1/").resets + p.heldResets
                        p.secondOver = true
                    }
                }
                if !p.firstWon && !p.secondOver { hold(event, store, key, &p, &out) }
                return out
            }
        }
        // The first has failed: the second's result, with anything it held back.
        var out = GestureResult<Value>(phase: .possible, actions: p.held, resets: p.heldResets)
        p.held = []; p.heldResets = []
        if !p.secondOver {
            let r = second.resolve(event, store, key + "1/")
            p.secondPhase = r.phase
            p.secondValue = r.value ?? p.secondValue
            p.secondOver = r.isFinished
            out.absorb(r.map { Value.second($0) })
        }
        out.phase = p.secondPhase
        out.value = p.secondValue.map { .second($0) }
        return out
    }

    /// Feeds the second gesture while the first is undecided, holding back its callbacks.
    @MainActor private func hold(_ event: GestureEvent, _ store: GestureStore, _ key: String, _ p: inout Progress,
                      _ out: inout GestureResult<Value>) {
        let r = second.resolve(event, store, key + "1/")
        p.held += r.actions
        p.heldResets += r.resets
        p.secondPhase = r.phase
        p.secondValue = r.value ?? p.secondValue
        p.secondOver = r.isFinished
        if let d = r.deadline { out.deadline = min(out.deadline ?? d, d) }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension GestureResult {
    /// Takes another part's callbacks and deadline into this result.
    mutating func absorb<T>(_ other: GestureResult<T>) {
        actions += other.actions
        resets += other.resets
        if let d = other.deadline { deadline = min(deadline ?? d, d) }
    }
}

nonisolated extension Gesture {
    /// A gesture recognised together with this one.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// A gesture that follows this one once it has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }

    /// A gesture that succeeds only if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}
