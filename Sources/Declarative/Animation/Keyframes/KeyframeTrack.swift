import Foundation

/// A sequence of keyframes animating a single property of a root type, as SwiftUI's `KeyframeTrack` (iOS 17).
///
/// A track starts from the property's value in the animator's current value and plays its keyframes one after
/// another; once they have played, the property holds where the last one ended.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Creates an instance that animates the entire value from the root of the key path.
    ///
    /// - Parameter content: A keyframe collection builder closure containing the keyframes that control the
    ///   interpolation curve.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \Root.self
        self.content = content()
    }

    /// Creates an instance that animates the property of the root value at the given key path.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: A keyframe collection builder closure containing the keyframes that control the interpolation
    ///     curve.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Not for use outside the framework (see the protocol requirement).
    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: _KeyframeVelocities<Root>?) {
        var segments = _KeyframeSegments<Value>()
        content._resolve(into: &segments)
        let path = KeyframePath(initial: initialValue[keyPath: keyPath].animatableData,
                                initialVelocity: initialVelocity?.velocity(at: keyPath),
                                segments: segments.segments)
        resolved.append(keyPath, path: path)
    }
}

extension KeyframeTrack {
    /// The track itself: a primitive is its own body (see `KeyframeTrackContentPair`).
    public var body: Self { self }
}
