import Foundation
import Observation

/// A scene whose windows' content a modifier changes: the scene form of a view modifier, as SwiftUI applies
/// `environment(_:_:)` or `onChange(of:)` on a scene to every window of it.
public struct _ModifiedScene<Content: Scene> {
    let content: Content
    let transform: (AnyView) -> AnyView
}

extension _ModifiedScene: PrimitiveScene {
    /// Adds the scene's windows, each with the modifier applied.
    public func _collectWindows(into windows: inout _SceneWindows) {
        let start = windows.windows.count
        content._collectWindows(into: &windows)
        windows.modify(from: start, transform)
    }
}

/// How a window's title bar looks, as SwiftUI's `WindowStyle` (macOS). A terminal has no title bar, so the style is
/// kept for the platforms that draw one.
public protocol WindowStyle {}

/// The platform's window style.
public struct DefaultWindowStyle: WindowStyle { public init() {} }
/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle { public init() {} }
/// A window whose title bar is hidden.
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
/// A window without chrome (visionOS).
public struct PlainWindowStyle: WindowStyle { public init() {} }

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}
extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window whose title bar is hidden.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
extension WindowStyle where Self == PlainWindowStyle {
    /// A window without chrome.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

/// How a window may be resized, as SwiftUI's `WindowResizability` (macOS): a terminal's window is the terminal's.
public struct WindowResizability: Sendable, Hashable {
    private let name: String
    /// The platform decides.
    public static let automatic = WindowResizability(name: "automatic")
    /// The window's size follows its content's.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// The window is at least as large as its content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

extension Scene {
    /// Sets an environment value for every window of this scene.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environment(keyPath, value)) }
    }

    /// Supplies an `@Observable` object to every window of this scene, for `@Environment(Model.self)`.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environment(object)) }
    }

    /// Supplies an observable object to every window of this scene, for `@EnvironmentObject`.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environmentObject(object)) }
    }

    /// Runs an action with the old and new values when a value the app's body computed changes (`scenePhase`, most
    /// often).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// Runs an action when a value the app's body computed changes.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping () -> Void) -> some Scene {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs an action with the new value when a value changes (iOS 14's form; see the view modifier's).
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        onChange(of: value) { _, newValue in action(newValue) }
    }

    /// Sets the title bar style of this scene's windows (macOS; a terminal draws none).
    nonisolated public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }

    /// Sets how this scene's windows may be resized (macOS; a terminal's window is the terminal's).
    nonisolated public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

    /// Sets the size a new window of this scene opens at (macOS; a terminal's window is the terminal's).
    nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    /// Sets the size a new window of this scene opens at (macOS; a terminal's window is the terminal's).
    nonisolated public func defaultSize(_ size: CGSize) -> some Scene { self }
}
