import Foundation

/// Custom views and modifiers that conform to `Animatable`: their `animatableData` is interpolated like any other
/// attribute, and their `body` is evaluated again every frame with the in-between value, as SwiftUI does.
/// (Shapes are excluded: their data animates where they are drawn.)
@MainActor
enum AnimatableViews {
    /// `view` with its animatable data replaced by the presented value at the graph's time. A view type says itself
    /// whether it is animatable (`View._presentingAnimatableData`), so no dynamic cast is needed.
    static func presented(_ view: any View, in node: ViewNode) -> any View {
        view._presentingAnimatableData(_AnimatableDataPresenter(node: node)) ?? view
    }

    /// A custom modifier or geometry effect (`value`) with its animatable data replaced by the presented value at the
    /// graph's time.
    static func presented<T>(_ value: T, in node: ViewNode) -> T {
        // Most modifiers are not animatable; remembering which types are skips two dynamic casts per body.
        let type = ObjectIdentifier(Swift.type(of: value as Any))
        guard !inanimateTypes.contains(type) else { return value }
        guard let animatable = value as? any Animatable, !(value is any Shape) else {
            inanimateTypes.insert(type)
            return value
        }
        guard let result = present(animatable, node: node) as? T else { return value }
        return result
    }

    /// Modifier types found not to be animatable.
    private static var inanimateTypes = Set<ObjectIdentifier>()

    fileprivate static func present<A: Animatable>(_ value: A, node: ViewNode) -> A {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return value }
        var copy = value
        guard node.animation.tracks[.animatableData] != nil else {
            // First sight (a new node): the track starts at the model, unanimated, so the model is what shows and
            // the node is not among the animated bodies. Saves a new host the track's look-ups and its advance.
            let model = value.animatableData
            node.animation.tracks[.animatableData] = TrackBox(model)
            copy.animatableData = model
            return copy
        }
        copy.animatableData = node.animated(.animatableData, value.animatableData)
        if node.animation.tracks[.animatableData]?.isAnimating == true {
            node.graph.animatedBodies[ObjectIdentifier(node)] = node
        } else {
            node.graph.animatedBodies[ObjectIdentifier(node)] = nil
        }
        return copy
    }
}

extension ViewGraph {
    /// Marks the custom animatable views whose data is still animating, so their bodies run for this frame.
    func markAnimatedBodies() {
        for node in animatedBodies.values { node.markDirty(transaction: Transaction()) }
    }
}

/// What an animatable view's `_presentingAnimatableData` calls to present its data. Not for use outside the
/// framework.
@MainActor
public struct _AnimatableDataPresenter {
    let node: ViewNode

    func present<A: Animatable>(_ value: A) -> A { AnimatableViews.present(value, node: node) }
}
