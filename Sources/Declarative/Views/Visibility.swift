import Foundation

/// Whether an element is shown, as SwiftUI's `Visibility`: used by chart axes and legends
/// (`chartXAxis(isOverview ? .hidden : .automatic)`) and by other views' visibility modifiers.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The view decides (the default).
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
}
