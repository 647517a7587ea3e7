import Foundation

/// The orientation of a device's interface, as SwiftUI's `InterfaceOrientation`: what
/// `previewInterfaceOrientation(_:)` asks a preview to be shown in.
public struct InterfaceOrientation: Identifiable, Hashable, CaseIterable, Sendable {
    /// The orientation's name.
    public let id: String

    /// Upright, with the device's top edge at the top.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// On its side, the device's top edge to the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// On its side, the device's top edge to the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

nonisolated extension View {
    /// Sets the orientation to preview in (recorded, as the other preview modifiers are: a host sizes views itself, and
    /// a terminal or an SVG has no orientation to turn).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        transformEnvironment(\.previewSettings) { $0.interfaceOrientation = value }
    }
}
