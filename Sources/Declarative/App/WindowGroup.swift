import Foundation

/// A scene of windows that show the same content, as SwiftUI's `WindowGroup`: on an iPhone, the app's one window;
/// in a terminal, the screen the app takes over.
///
/// ```swift
/// WindowGroup { ContentView() }
/// WindowGroup("Sales", id: "sales") { SalesView() }
/// ```
public struct WindowGroup<Content: View> {
    let title: Text?
    let id: String?
    let content: Content

    /// A window group of `content`.
    public init(@ViewBuilder content: () -> Content) {
        (title, id, self.content) = (nil, nil, content())
    }

    /// A window group with an identifier (for `openWindow(id:)` on platforms with several windows).
    public init(id: String, @ViewBuilder content: () -> Content) {
        (title, self.id, self.content) = (nil, id, content())
    }

    /// A window group with a title.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        (self.title, id, self.content) = (title, nil, content())
    }

    /// A window group with a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), content: content)
    }

    /// A window group with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(Text(title), content: content)
    }

    /// A window group with a title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        (self.title, self.id, self.content) = (title, id, content())
    }

    /// A window group with a title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A window group with a title and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }
}

// The scenes conform in extensions, so that nonisolated code can make them (see `TupleView`).
extension WindowGroup: PrimitiveScene {
    /// Adds the group's window.
    public func _collectWindows(into windows: inout _SceneWindows) {
        windows.windows.append(.init(kind: .group, title: title, id: id, content: AnyView(content)))
    }
}

/// A scene of one unique window, as SwiftUI's `Window` (macOS): shown like a window group when it comes first.
public struct Window<Content: View> {
    let title: Text
    let id: String
    let content: Content

    /// A window with a title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        (self.title, self.id, self.content) = (title, id, content())
    }

    /// A window with a title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A window with a title and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }
}

extension Window: PrimitiveScene {
    /// Adds the window.
    public func _collectWindows(into windows: inout _SceneWindows) {
        windows.windows.append(.init(kind: .single, title: title, id: id, content: AnyView(content)))
    }
}

/// The settings window of a macOS app, as SwiftUI's `Settings`: kept, and never shown first.
public struct Settings<Content: View> {
    let content: Content

    /// A settings scene of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Settings: PrimitiveScene {
    /// Adds the settings window, which a host does not show first.
    public func _collectWindows(into windows: inout _SceneWindows) {
        windows.windows.append(.init(kind: .settings, title: nil, id: nil, content: AnyView(content)))
    }
}
