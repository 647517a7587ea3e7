import Foundation

/// A type-erased animation track, so that a node can hold tracks of different value types.
@MainActor
protocol AnyTrack: AnyObject {
    var isAnimating: Bool { get }
    var runningTokens: Set<Int> { get }
    var logicallyRunningTokens: Set<Int> { get }
}

/// One animatable attribute of a node: its `AnimationTrack`, boxed.
@MainActor
final class TrackBox<Value: VectorArithmetic>: AnyTrack {
    var track: AnimationTrack<Value>
    init(_ value: Value) { track = AnimationTrack(value) }
    var isAnimating: Bool { track.isAnimating }
    var runningTokens: Set<Int> { track.runningTokens }
    var logicallyRunningTokens: Set<Int> { track.logicallyRunningTokens }
}

extension ViewNode {
    /// The presented value of an animatable attribute whose model value is `model`.
    ///
    /// The first time an attribute is seen it starts at its model value, unanimated. When the model differs from the
    /// track's, the change is animated with the transaction of this node's current update (ANIMATION.md §4.3): a
    /// change outside any update — such as a new size during layout — is not animated. The result is the value at the
    /// graph's current time.
    func animated<V: VectorArithmetic>(_ key: String, _ model: V) -> V {
        let box: TrackBox<V>
        if let existing = tracks[key] as? TrackBox<V> {
            box = existing
        } else {
            box = TrackBox(model)
            tracks[key] = box
            return model
        }
        if box.track.model != model {
            let transaction = currentTransaction
            let token = graph.completions.register(transaction)
            box.track.update(to: model, animation: transaction.animation, at: graph.time, token: token)
        }
        let value = box.track.advance(to: graph.time)
        if box.track.isAnimating { graph.animatingNodes[ObjectIdentifier(self)] = self }
        return value
    }

    /// Whether any attribute of this node is animating.
    var isAnimating: Bool { tracks.values.contains { $0.isAnimating } }
}

extension CGFloat {
    /// A finite value for animation: NaN and ±∞ become 0.
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
