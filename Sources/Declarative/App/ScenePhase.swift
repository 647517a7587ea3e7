import Foundation

/// Whether a scene is in the foreground and taking input, as SwiftUI's `ScenePhase`, read as
/// `@Environment(\.scenePhase)`: a host sets `.active` while it runs, and `.background` as it quits, so that
/// `onChange(of: scenePhase)` can save the app's data.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible: the app is quitting or in the background.
    case background
    /// Visible but not taking input.
    case inactive
    /// In the foreground and taking input.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The phase of the scene this view is in (`.active` unless a host says otherwise).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
