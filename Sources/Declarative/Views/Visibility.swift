/// Whether an element is shown, as SwiftUI's `Visibility`: used by `chartLegend(_:)`, `chartXAxis(_:)` and other
/// modifiers that let the element's owner decide by default.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The owner decides (the default).
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
}
