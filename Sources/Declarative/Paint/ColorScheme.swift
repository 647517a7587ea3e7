/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}
