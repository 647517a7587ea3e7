import Foundation

/// A part of an app's interface, as SwiftUI's `Scene`: a `WindowGroup`, a `Window`, `Settings`, or a scene of your
/// own built from them in its `body`.
///
/// ```swift
/// struct Dashboard: Scene {
///     var body: some Scene {
///         WindowGroup("Sales") { SalesView() }
///     }
/// }
/// ```
///
/// A host shows an app's first window scene (see `App`); the others are kept for the platforms that open more than
/// one window.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene representing the body of this scene.
    associatedtype Body: Scene

    /// The content of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Adds the scene's windows, in order, to `windows`. Not for use outside the framework, like SwiftUI's
    /// underscored `Scene` requirements; a scene with a body adds its body's.
    func _collectWindows(into windows: inout _SceneWindows)
}

extension Scene {
    /// Adds the body's windows.
    public func _collectWindows(into windows: inout _SceneWindows) {
        body._collectWindows(into: &windows)
    }
}

extension Never: Scene {
    /// Never has no windows.
    public func _collectWindows(into windows: inout _SceneWindows) {}
}

/// The windows an app's scenes declare, in order. Not for use outside the framework.
public struct _SceneWindows {
    /// One window scene.
    struct Window {
        enum Kind { case group, single, settings }
        let kind: Kind
        var title: Text?
        var id: String?
        /// The window's content, with the scene modifiers around it applied.
        var content: AnyView
    }

    var windows: [Window] = []

    init() {}

    /// The windows `scene` declares.
    @MainActor
    init<S: Scene>(_ scene: S) {
        scene._collectWindows(into: &self)
    }

    /// The window a host shows: the first window group or window, not the settings.
    var primary: Window? { windows.first { $0.kind != .settings } }

    /// Applies a scene modifier to every window collected since `start`.
    mutating func modify(from start: Int, _ transform: (AnyView) -> AnyView) {
        for index in windows.indices where index >= start {
            windows[index].content = transform(windows[index].content)
        }
    }
}

/// Scenes that are the framework's own, whose `body` is never called.
protocol PrimitiveScene: Scene where Body == Never {}

extension PrimitiveScene {
    /// A primitive scene has no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}
