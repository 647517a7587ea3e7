import Foundation

/// Whether scrollable containers (`List`, `Form`) draw their own background, as SwiftUI's `scrollContentBackground`.
private struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether a `List` or `Form` here draws its grouped background (`.hidden` leaves what is behind it showing).
    public var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the background of the scrollable containers in this view: `.hidden` lets a `List` or `Form`
    /// show a background of the view's own (`.background(…)`) instead of the grouped grey.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
