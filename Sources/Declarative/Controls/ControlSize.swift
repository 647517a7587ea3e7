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

extension EnvironmentValues {
    /// The size of controls in this view (`.regular` by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size of the controls in this view.
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }
}
