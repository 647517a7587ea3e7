import Foundation

/// Where a node stands in its insertion or removal transition.
enum TransitionPhase { case identity, inserting, removing }

/// A node's animations: the tracks of its animatable attributes, keyed by what they animate, and its
/// insertion or removal transition.
struct AnimationRecord {
    /// One track per animated attribute (see `AnimationKey`); a track retargets when its attribute changes.
    var tracks: [AnimationKey: AnyTrack] = [:]
    /// The transition the node's view declared (`transition(_:)`), used when it is inserted or removed.
    var transition: AnyTransition?
    /// Where the node stands in that transition.
    var transitionPhase: TransitionPhase = .identity
}
