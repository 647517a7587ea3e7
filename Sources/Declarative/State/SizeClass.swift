import Foundation

/// How much room a window has along one axis, as SwiftUI's `UserInterfaceSizeClass`: views read
/// `horizontalSizeClass` and `verticalSizeClass` to choose between a compact layout and a roomier one.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room: an iPhone's width, or its height in landscape.
    case compact
    /// Room to spare: an iPad's width and height, an iPhone's height in portrait.
    case regular

    /// Below this width (in points) a window is horizontally compact: every iPhone held upright (320–440 pt) and a
    /// narrow split-screen pane; an 80-column terminal (640 pt) is regular. iOS assigns size classes by device, not
    /// by a figure; this one is this framework's choice, between the widest iPhone in portrait and the narrowest
    /// regular iPad pane.
    static let compactWidthLimit: CGFloat = 600
    /// Below this height a window is vertically compact: an iPhone on its side (at most ~430 pt tall) and a 24-row
    /// terminal (384 pt); an iPhone upright and an iPad are regular.
    static let compactHeightLimit: CGFloat = 500

    /// The size classes of a window of `size`.
    static func classes(of size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        (size.width < compactWidthLimit ? .compact : .regular, size.height < compactHeightLimit ? .compact : .regular)
    }
}

struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }

extension EnvironmentValues {
    /// The window's horizontal size class, as SwiftUI's: set by the host from the window's width (see
    /// `UserInterfaceSizeClass`), and again when the window is resized, unless the host's environment names a size
    /// class (then the one it does not name is the window's when given, and stays);
    /// `.environment(\.horizontalSizeClass, …)` overrides it for a subtree (a `NavigationSplitView` collapses into
    /// one stack when it is `.compact`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The window's vertical size class, as SwiftUI's: set by the host from the window's height.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The environment with its size classes set from a window of `size`, where none is set.
    func withSizeClasses(for size: CGSize) -> EnvironmentValues {
        guard horizontalSizeClass == nil || verticalSizeClass == nil else { return self }
        var e = self
        let classes = UserInterfaceSizeClass.classes(of: size)
        if e.horizontalSizeClass == nil { e.horizontalSizeClass = classes.horizontal }
        if e.verticalSizeClass == nil { e.verticalSizeClass = classes.vertical }
        return e
    }
}
