import Foundation

/// A global actor that nothing runs on: its only use is to isolate `_RemoveGlobalActorIsolation`.
///
/// A type that conforms to two protocols isolated to different global actors gets no inferred isolation. `Shape`
/// refines both `View` (main actor) and `_RemoveGlobalActorIsolation` (this actor), so a user's
/// `struct Wave: Shape { var animatableData: Double … }` stays nonisolated, as it does with SwiftUI's `Shape`.
@globalActor
public actor _ImpossibleActor {
    /// The actor's single instance.
    public static let shared = _ImpossibleActor()
}

/// A marker protocol that removes the global actor a type would infer from its other protocols (`View`), as
/// SwiftUI's protocol of the same name does for `Shape`, `GeometryEffect` and `ShapeView`.
@_marker @_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}
