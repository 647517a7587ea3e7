import Foundation

/// Runs several non-merging animations of one value together (SwiftUI's
/// `DefaultCombiningAnimation`, §4.4 "combine").
///
/// Entry `i` animates from the live combined value of entries `0..<i`
/// towards its own cumulative target: `P = P_prev + f_i(t − t_i)·(T_i − P_prev)`.
/// A finished entry contributes its target; the whole animation ends when
/// the newest entry ends.
struct CombinedAnimation: CustomAnimation, PossiblyEndlessAnimation, CustomStringConvertible {
    struct Entry: Hashable, Sendable {
        var animation: Animation
        /// The entry's start, relative to the first entry's start.
        var beginTime: Double
    }

    var entries: [Entry]

    struct State<V: VectorArithmetic>: AnimationStateKey {
        struct Entry {
            /// Cumulative target, relative to the start value of the first entry.
            var target: V
            /// The entry's own state; nil once the entry has finished.
            var state: AnimationState<V>?
        }
        var entries: [Entry] = []
        static var defaultValue: State { State() }
    }

    /// Adds `newAnimation` (for the further change `newValue`, starting at
    /// `elapsed`) to the running `animation` whose change is `value`.
    static func combine<V: VectorArithmetic>(into animation: inout Animation, state: inout AnimationState<V>,
                                             value: V, elapsed: Double, newAnimation: Animation, newValue: V) {
        if var combined = animation.as(CombinedAnimation.self) {
            state[State<V>.self].entries.append(.init(target: value + newValue, state: AnimationState()))
            combined.entries.append(Entry(animation: newAnimation, beginTime: elapsed))
            animation = Animation(combined)
        } else {
            var combinedState = State<V>()
            combinedState.entries = [.init(target: value, state: state),
                                     .init(target: value + newValue, state: AnimationState())]
            state = AnimationState()
            state[State<V>.self] = combinedState
            animation = Animation(CombinedAnimation(entries: [
                Entry(animation: animation, beginTime: 0),
                Entry(animation: newAnimation, beginTime: elapsed),
            ]))
        }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var combined = context.state[State<V>.self]
        guard combined.entries.count == entries.count, !entries.isEmpty else { return nil }
        defer { context.state[State<V>.self] = combined }
        var result = V.zero
        for index in entries.indices {
            let target = combined.entries[index].target
            guard let entryState = combined.entries[index].state else {
                result = target
                continue
            }
            var entryContext = context.withState(entryState)
            entryContext.isLogicallyComplete = false
            let remaining = target - result
            let current = entries[index].animation.animate(
                value: remaining, time: time - entries[index].beginTime, context: &entryContext)
            if let current {
                combined.entries[index].state = entryContext.state
                result += current
            } else {
                combined.entries[index].state = nil
                result = target
            }
            if index == entries.count - 1 {
                context.isLogicallyComplete = entryContext.isLogicallyComplete || current == nil
                return current == nil ? nil : result
            }
        }
        return nil
    }

    /// The whole ends when its newest entry ends.
    var isEndless: Bool { entries.last?.animation.isEndless ?? false }

    var description: String {
        "combined(" + entries.map { "\($0.animation) @\($0.beginTime)" }.joined(separator: ", ") + ")"
    }
}
