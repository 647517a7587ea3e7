import Foundation

/// Builds an app's or a scene's `body` from the scenes listed in it, as SwiftUI's `SceneBuilder`: several in a
/// row, an `if` with or without an `else`, and `if #available`.
@resultBuilder
public struct SceneBuilder {
    /// One scene, unchanged.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// One scene, unchanged.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    /// A scene shown only when an `if` holds.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }

    /// The `if` branch of an `if`–`else`.
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<First, Second> {
        _ConditionalScene(storage: .first(first))
    }

    /// The `else` branch of an `if`–`else`.
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<First, Second> {
        _ConditionalScene(storage: .second(second))
    }

    /// A scene inside `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes in a row, as a `SceneBuilder` lists them.
public struct _TupleScene<each Content: Scene> {
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }
}

// The scenes conform in extensions, so that the builder's nonisolated functions can make them (see `TupleView`).
extension _TupleScene: PrimitiveScene {
    /// Adds each scene's windows, in order.
    public func _collectWindows(into windows: inout _SceneWindows) {
        for scene in repeat each content { scene._collectWindows(into: &windows) }
    }
}

/// A scene that is there only when an `if` held.
public struct _OptionalScene<Content: Scene> {
    let content: Content?
}

extension _OptionalScene: PrimitiveScene {
    /// Adds the scene's windows when it is there.
    public func _collectWindows(into windows: inout _SceneWindows) { content?._collectWindows(into: &windows) }
}

/// One of two scenes, as an `if`–`else` chose.
public struct _ConditionalScene<First: Scene, Second: Scene> {
    enum Storage { case first(First), second(Second) }
    let storage: Storage
}

extension _ConditionalScene: PrimitiveScene {
    /// Adds the chosen scene's windows.
    public func _collectWindows(into windows: inout _SceneWindows) {
        switch storage {
        case .first(let scene): scene._collectWindows(into: &windows)
        case .second(let scene): scene._collectWindows(into: &windows)
        }
    }
}
