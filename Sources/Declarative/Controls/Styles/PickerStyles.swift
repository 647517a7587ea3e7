import Foundation

/// A look for every picker in a view, as SwiftUI's `PickerStyle`. As in SwiftUI, the styles are the built-in ones.
public protocol PickerStyle {}

/// The platform's picker: a menu.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// The chosen value, opening a list of options.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// Every option in a row of segments, the chosen one raised.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// Every option as a row, the chosen one checked.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A column of options around the chosen one.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// Every option in a row, the chosen one outlined.
public struct PalettePickerStyle: PickerStyle { public init() {} }
/// The chosen value with a chevron, opening a list of options (iOS pushes a list; here it floats over the form).
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// Inline rows.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A palette.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation link.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

struct PickerStyleKey: EnvironmentKey { static var defaultValue: (any PickerStyle)? { nil } }

extension EnvironmentValues {
    var pickerStyle: (any PickerStyle)? {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style)
    }
}

/// The look a picker style stands for.
enum PickerStyleKind: Hashable {
    case menu, segmented, inline, wheel, palette, navigationLink

    init(_ style: (any PickerStyle)?) {
        switch style {
        case is SegmentedPickerStyle: self = .segmented
        case is InlinePickerStyle: self = .inline
        case is WheelPickerStyle: self = .wheel
        case is PalettePickerStyle: self = .palette
        case is NavigationLinkPickerStyle: self = .navigationLink
        default: self = .menu
        }
    }

    /// Options side by side (`←`/`→` choose).
    var isRow: Bool { self == .segmented || self == .palette }
    /// The chosen value only, opening a list.
    var opensList: Bool { self == .menu || self == .navigationLink }
}
