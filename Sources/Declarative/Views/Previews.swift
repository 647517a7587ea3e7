import Foundation

/// A type that produces views to preview, as SwiftUI's `PreviewProvider`.
///
/// Any host can show a provider's previews: `TerminalHost(rootView: SalesChart_Previews.previews)`. (`#Preview`
/// blocks are macros, which need swift-syntax: delete them, or wrap them in `#if canImport(SwiftUI)`, when porting.)
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on (nil: inferred).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform to preview on, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Hashable, Sendable { case iOS, macOS, tvOS, watchOS }

/// A device to preview on, by name, as SwiftUI's `PreviewDevice`: `.previewDevice("iPhone 15 Pro")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name.
    public init(stringLiteral value: String) { rawValue = value }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// In a device's screen.
    case device
    /// At the view's ideal size.
    case sizeThatFits
    /// At a fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// What the preview modifiers record, for a host that shows previews to read.
struct PreviewSettings: Hashable, Sendable {
    var layout: PreviewLayout?
    var displayName: String?
    var device: PreviewDevice?
    var interfaceOrientation: InterfaceOrientation?
}

struct PreviewSettingsKey: EnvironmentKey { static let defaultValue = PreviewSettings() }

extension EnvironmentValues {
    var previewSettings: PreviewSettings {
        get { self[PreviewSettingsKey.self] }
        set { self[PreviewSettingsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the preview is sized (recorded; hosts size views themselves).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        transformEnvironment(\.previewSettings) { $0.layout = value }
    }
    /// Names the preview (recorded; hosts show views unnamed).
    public func previewDisplayName(_ value: String?) -> some View {
        transformEnvironment(\.previewSettings) { $0.displayName = value }
    }
    /// Sets the device to preview on (recorded; hosts size views themselves).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        transformEnvironment(\.previewSettings) { $0.device = value }
    }
}
