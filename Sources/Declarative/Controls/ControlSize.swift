import Foundation

/// The size class of controls, as SwiftUI's `ControlSize`, set with `controlSize(_:)` and read from
/// `EnvironmentValues.controlSize` (a custom style can size itself by it).
///
/// The built-in styles keep their size: on iOS a size mostly changes a bordered button's padding, and a terminal
/// draws controls in whole cells.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest controls.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular.
    case large
    /// The largest controls.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

/// Whether scrollable containers (`List`, `Form`) draw their own background, as SwiftUI's `scrollContentBackground`.
private struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// The size of controls in this view (`.regular` by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// Whether a `List` or `Form` here draws its grouped background (`.hidden` leaves what is behind it showing).
    public var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size of the controls in this view.
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }

    /// Shows or hides the background of the scrollable containers in this view: `.hidden` lets a `List` or `Form`
    /// show a background of the view's own (`.background(…)`) instead of the grouped grey.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
