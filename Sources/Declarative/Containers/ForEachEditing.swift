import Foundation

/// `onDelete(perform:)` and `onMove(perform:)` on a `ForEach`, as SwiftUI's `DynamicViewContent` modifiers.
///
/// Each row of the `ForEach` knows its offset. In edit mode (`EditButton`, or `\.editMode`) a deletable row shows a
/// red delete button at its leading edge, and a movable row a handle at its trailing edge that `↑`/`↓` move while
/// it has focus. Out of edit mode, a deletable row swipes (a drag across it) to reveal a Delete button, as on iOS.
/// The actions get offsets into the data; `items.remove(atOffsets:)` and `items.move(fromOffsets:toOffset:)` apply
/// them.
extension ForEach where Content: View {
    /// Lets the user delete rows; `action` gets the offsets of the rows to delete (nil turns deleting off).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach<_EditableData<Data>, ID, _EditableRow<Content>> {
        editable(_EditActions(onDelete: action))
    }

    /// Lets the user move rows; `action` gets the offsets of the rows moved and the offset to move them before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach<_EditableData<Data>, ID, _EditableRow<Content>> {
        editable(_EditActions(onMove: action))
    }

    private func editable(_ actions: _EditActions) -> ForEach<_EditableData<Data>, ID, _EditableRow<Content>> {
        let id = self.id, content = self.content
        let data = _EditableData(data)
        var actions = actions
        actions.count = data.count
        return ForEach<_EditableData<Data>, ID, _EditableRow<Content>>(data: data, id: { id($0.element) }) { row in
            _EditableRow(offset: row.offset, actions: actions, content: content(row.element))
        }
    }
}

extension ForEach {
    /// Adds a delete action to rows that already have a move action.
    public func onDelete<Base: RandomAccessCollection, Row: View>(perform action: ((IndexSet) -> Void)?) -> Self
    where Data == _EditableData<Base>, Content == _EditableRow<Row> {
        adding { $0.onDelete = action }
    }

    /// Adds a move action to rows that already have a delete action.
    public func onMove<Base: RandomAccessCollection, Row: View>(perform action: ((IndexSet, Int) -> Void)?) -> Self
    where Data == _EditableData<Base>, Content == _EditableRow<Row> {
        adding { $0.onMove = action }
    }

    private func adding<Base: RandomAccessCollection, Row: View>(_ change: @escaping (inout _EditActions) -> Void) -> Self
    where Data == _EditableData<Base>, Content == _EditableRow<Row> {
        let content = self.content
        return Self(data: data, id: id) { row in
            var editable = content(row)
            change(&editable.actions)
            return editable
        }
    }
}

/// A collection's elements with their offsets, for rows that know where they are.
public struct _EditableData<Base: RandomAccessCollection>: RandomAccessCollection {
    let elements: [Base.Element]

    init(_ base: Base) { elements = Array(base) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(position: Int) -> (offset: Int, element: Base.Element) { (position, elements[position]) }
}

/// What a row of an editable `ForEach` can do.
public struct _EditActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
    /// The number of rows, for the last row's move.
    var count = 0
}

/// A row of an editable `ForEach`: its content with a delete button and a move handle in edit mode, and a swipe to
/// delete out of it.
public struct _EditableRow<Content: View> {
    let offset: Int
    var actions: _EditActions
    let content: Content
    @Environment(\.editMode) private var editMode
}

extension _EditableRow: View {
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let offset = self.offset, actions = self.actions
        HStack(spacing: 12) {
            if isEditing, let delete = actions.onDelete {
                Button { withAnimation { delete(IndexSet(integer: offset)) } } label: {
                    Image(systemName: "minus.circle").foregroundStyle(Color.red)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Delete")
            }
            // The content keeps one place in the row whether or not it swipes, so its state lives through edit mode.
            content.modifier(SwipeActionsModifier(edge: .trailing, actions: AnyView(
                Button("Delete", role: .destructive) { withAnimation { actions.onDelete?(IndexSet(integer: offset)) } }
                    .tint(.red)
            ), isEnabled: !isEditing && actions.onDelete != nil))
            if isEditing, let move = actions.onMove {
                Image(systemName: "line.3.horizontal")
                    .foregroundStyle(.secondary)
                    .focusable()
                    .accessibilityLabel("Reorder")
                    .onKeyPress(.upArrow) {
                        guard offset > 0 else { return .ignored }
                        withAnimation { move(IndexSet(integer: offset), offset - 1) }
                        return .handled
                    }
                    .onKeyPress(.downArrow) {
                        guard offset + 1 < actions.count else { return .ignored }
                        withAnimation { move(IndexSet(integer: offset), offset + 2) }
                        return .handled
                    }
            }
        }
    }
}
