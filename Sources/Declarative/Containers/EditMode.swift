import Foundation

/// Whether a list's rows are being edited, as SwiftUI's `EditMode`: in edit mode a row of a `ForEach` with
/// `onDelete` shows a delete button, and one with `onMove` a handle.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe), as the system sets it.
    case transient
    /// Editing, as `EditButton` sets it.
    case active

    /// Whether the mode is `active` or `transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the nearest `NavigationStack` or `List` (nil outside one), which `EditButton` toggles.
    /// Set a binding here to own the mode yourself: `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the edit mode of the list around it, as SwiftUI's `EditButton`: "Edit", then a bold
/// "Done" while editing.
public struct EditButton {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}
}

extension EditButton: View {
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            withAnimation { editMode?.wrappedValue = isEditing ? .inactive : .active }
        }
        .fontWeight(isEditing ? .semibold : nil)
    }
}

/// Gives the content an edit mode of its own when no ancestor supplied one, as a navigation stack and a list do,
/// so that an `EditButton` in the stack's toolbar and the list's rows share it.
struct ProvidesEditMode: ViewModifier {
    @Environment(\.editMode) private var inherited
    @State private var own = EditMode.inactive

    func body(content: Content) -> some View {
        content.environment(\.editMode, inherited ?? $own)
    }
}
