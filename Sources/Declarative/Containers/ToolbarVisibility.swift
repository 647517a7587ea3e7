import Foundation

/// A bar that `toolbar(_:for:)` shows or hides, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    /// The platform's bars.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar of the enclosing navigation stack.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar of the enclosing tab view.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// A macOS window's toolbar.
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")

    /// Whether the placement names the navigation bar (`automatic` does, as on an iPhone).
    var coversNavigationBar: Bool { self == .navigationBar || self == .automatic }
}

nonisolated extension View {
    /// Shows or hides bars of the enclosing containers, as SwiftUI's `toolbar(_:for:)`: `.hidden` for
    /// `.navigationBar` (or `.automatic`) removes the navigation level's bar and large title. The tab and bottom bars
    /// are the containers' own here and stay as they are.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        // No bars named means the automatic ones, as in SwiftUI.
        let coversNavigationBar = bars.isEmpty || bars.contains { $0.coversNavigationBar }
        return navigationBar { if coversNavigationBar { $0.isHidden = visibility == .hidden } }
    }

    /// Hides the navigation bar (iOS 13's form).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationBar { $0.isHidden = hidden }
    }

    /// Sets the background of bars (the bars here keep the platform's background).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Shows or hides the background of bars (the bars here keep the platform's background).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Sets the colour scheme of bars (the bars here follow the window's).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
}
