import Foundation

/// Which animatable attribute of a node a track animates.
///
/// Effects are keyed by their index among the node's effects and by kind, so that an effect that changes kind at
/// an index starts afresh rather than animating from a value of another type.
enum AnimationKey: Hashable {
    case opacity(Int), offset(Int), rotation(Int), scale(Int)
    /// A blur's radius, a shadow's radius and offset, or a colour effect's amount.
    case filter(Int)
    case frameWidth, frameHeight
    case padding(Edge)
    /// A shape's `animatableData`.
    case shape
    /// A solid fill or foreground colour.
    case paint
    /// A custom `Animatable` view's or modifier's `animatableData`.
    case animatableData
    /// A custom `Layout`'s `animatableData`.
    case layoutData
    /// The progress of an insertion or removal transition.
    case transition
    /// A matched view's frame, from where its group's leaver was shown to its own (`matchedGeometryEffect`).
    case matchedGeometry
}

/// A type-erased animation track, so that a node can hold tracks of different value types.
@MainActor
protocol AnyTrack: AnyObject {
    var isAnimating: Bool { get }
    var runningTokens: Set<Int> { get }
    var logicallyRunningTokens: Set<Int> { get }
    /// When the running animation ends, or nil when it is not known in advance (or never ends).
    var endTime: Double? { get }
    /// Whether the running animation repeats forever.
    var isEndless: Bool { get }
}

/// One animatable attribute of a node: its `AnimationTrack`, boxed.
@MainActor
final class TrackBox<Value: VectorArithmetic>: AnyTrack {
    var track: AnimationTrack<Value>
    init(_ value: Value) { track = AnimationTrack(value) }
    var isAnimating: Bool { track.isAnimating }
    var runningTokens: Set<Int> { track.runningTokens }
    var logicallyRunningTokens: Set<Int> { track.logicallyRunningTokens }
    var endTime: Double? { track.endTime }
    var isEndless: Bool { track.isEndless }
}

extension ViewNode {
    /// Sets the model value of an animatable attribute during this node's update.
    ///
    /// The first time an attribute is seen it starts at its model value, unanimated. When the model differs from the
    /// track's, the change is animated with the transaction of this node's current update, as SwiftUI animates a
    /// change with the transaction it was made in. This runs only while the graph updates, never while it draws.
    func retarget<V: VectorArithmetic>(_ key: AnimationKey, _ model: V) {
        guard let box = animation.tracks[key] as? TrackBox<V> else {
            animation.tracks[key] = TrackBox(model)
            return
        }
        guard box.track.model != model else { return }
        // A change to or from a non-finite value, or too large to subtract, cannot be interpolated: it jumps.
        guard (model - box.track.model).magnitudeSquared.isFinite else {
            box.track.update(to: model, animation: nil, at: graph.time)
            return
        }
        let transaction = currentTransaction
        let token = graph.completions.register(transaction)
        box.track.update(to: model, animation: transaction.animation, at: graph.time, token: token)
        if box.track.isAnimating { graph.animatingNodes[ObjectIdentifier(self)] = self }
    }

    /// The presented value of an animatable attribute at the graph's current time: `model` when the attribute has
    /// no track (it was never set during an update), the track's value otherwise.
    func presented<V: VectorArithmetic>(_ key: AnimationKey, _ model: V) -> V {
        guard let box = animation.tracks[key] as? TrackBox<V> else { return model }
        let value = box.track.advance(to: graph.time)
        if box.track.isAnimating { graph.animatingNodes[ObjectIdentifier(self)] = self }
        return value
    }

    /// Sets a model value and returns the presented one: for attributes worked out during the update itself (a
    /// custom view's `animatableData`).
    func animated<V: VectorArithmetic>(_ key: AnimationKey, _ model: V) -> V {
        retarget(key, model)
        return presented(key, model)
    }

    /// Whether any attribute of this node is animating.
    var isAnimating: Bool { animation.tracks.values.contains { $0.isAnimating } }

    /// Declares the model values of the node's animatable attributes after its update: its effects, its layout's
    /// and its drawing's.
    func retargetAnimations() {
        for (index, effect) in drawing.effects.enumerated() {
            switch effect {
            case .opacity(let o): retarget(.opacity(index), o)
            case .offset(let s): retarget(.offset(index), AnimatablePair(s.width, s.height))
            case .rotation(let angle, _): retarget(.rotation(index), angle.radians)
            case .scale(let s, _): retarget(.scale(index), AnimatablePair(s.width, s.height))
            case .filter(let f): retarget(.filter(index), f.values)
            case .clip, .accessibility, .interaction, .hidden, .transform, .mask, .maskSource, .raise: break
            }
        }
        // Debug builds check the conformances' answers (see `NodeLayout.animatedRole`) against the casts.
        assert((layout.role?.animatedRole == nil) == !(layout.role is any AnimatedRole)
               && (drawing.role?.animatedRole == nil) == !(drawing.role is any AnimatedRole)
               && (layout.role?.unaryLayout == nil) == !(layout.role is any UnaryLayout))
        layout.role?.animatedRole?.retarget(self)
        drawing.role?.animatedRole?.retarget(self)
    }
}

/// A layout or drawing role with animatable attributes: it declares their model values when its node updates, and
/// reads their presented values with `ViewNode.presented(_:_:)` when it lays out or draws.
@MainActor
protocol AnimatedRole {
    /// Declares the role's model values (`ViewNode.retarget(_:_:)`).
    func retarget(_ node: ViewNode)
}

extension AnimatedRole where Self: NodeLayout {
    var animatedRole: (any AnimatedRole)? { self }
}

extension AnimatedRole where Self: NodeDrawing {
    var animatedRole: (any AnimatedRole)? { self }
}

extension CGFloat {
    /// A finite value for animation: NaN and ±∞ become 0.
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
