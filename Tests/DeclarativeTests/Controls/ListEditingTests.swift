import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// Editing a list as on iOS: `EditButton` toggles the edit mode that a navigation stack or list keeps; in edit mode
/// `onDelete` rows show a delete button and `onMove` rows a handle that `↑`/`↓` move; out of it a swipe reveals
/// Delete.
@Suite @MainActor struct ListEditingTests {
    /// A navigation stack's list of `probe`'s items, deletable and movable, with an edit button (see `Stateful`).
    func editor(_ probe: Box<[String]>) -> some View {
        Stateful(probe) { $items in
            NavigationStack {
                List {
                    ForEach(items, id: \.self) { Text($0) }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .toolbar { EditButton() }
                .navigationTitle("Goals")
            }
        }
    }

    @Test func editButtonTogglesTheStacksEditMode() {
        let host = TestHost.control(editor(Box(["run", "swim"])))
        #expect(host.texts.contains("Edit"))
        #expect(host.items(named: "_EditableRow").allSatisfy { !$0.id.path.contains("Button") })
        #expect(host.tap(label: "Edit"))
        #expect(host.texts.contains("Done"))
        #expect(host.tap(label: "Done"))
        #expect(host.texts.contains("Edit"))
    }

    @Test func inEditModeADeleteButtonDeletesItsRow() {
        let probe = Box(["run", "swim", "row"])
        let host = TestHost.control(editor(probe))
        #expect(host.tap(label: "Edit"))
        host.advance(by: 1)
        // A button's symbol draws more than one item; one button a row.
        let deletes = host.render().items.filter { $0.accessibility.label == "Delete" }
        #expect(Set(deletes.map { Int($0.frame.midY) }).count == 3)
        let swimButton = deletes.filter { abs($0.frame.midY - (host.frame(ofText: "swim")?.midY ?? 0)) < 8 }
        let button = try! #require(swimButton.first)
        #expect(host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY)))
        host.advance(by: 1)
        #expect(probe.value == ["run", "row"])
        #expect(!host.texts.contains("swim"))
    }

    @Test func inEditModeTheHandleMovesItsRowWithTheArrowKeys() {
        let probe = Box(["run", "swim", "row"])
        let host = TestHost.control(editor(probe))
        #expect(host.tap(label: "Edit"))
        host.advance(by: 1)
        // Tab through the focusable views to the first row's handle (the Done button and the delete buttons first).
        var moved = false
        for _ in 0..<12 where !moved {
            host.press(.tab)
            if host.press(.downArrow) { moved = true }
        }
        #expect(moved)
        host.advance(by: 1)
        #expect(probe.value == ["swim", "run", "row"])
    }

    @Test func outOfEditModeASwipeRevealsDelete() {
        let probe = Box(["run", "swim"])
        let host = TestHost.control(editor(probe))
        let run = try! #require(host.frame(ofText: "run"))
        host.drag([CGPoint(x: 300, y: run.midY), CGPoint(x: 250, y: run.midY), CGPoint(x: 200, y: run.midY)])
        host.advance(by: 1)
        #expect(host.texts.contains("Delete"))
        #expect(host.tap(label: "Delete"))
        host.advance(by: 1)
        #expect(probe.value == ["swim"])
    }

    struct Counter: View {
        let name: String
        @State private var taps = 0
        var body: some View { Text("\(name) \(taps)").onTapGesture { taps += 1 } }
    }

    @Test func aRowKeepsItsStateThroughEditMode() {
        let host = TestHost.control(NavigationStack {
            List { ForEach(["run"], id: \.self) { Counter(name: $0) }.onDelete { _ in } }
                .toolbar { EditButton() }
        })
        #expect(host.tap(label: "run 0"))
        #expect(host.texts.contains("run 1"))
        #expect(host.tap(label: "Edit"))
        host.advance(by: 1)
        #expect(host.render().items.contains { $0.accessibility.label == "Delete" })   // in edit mode now
        #expect(host.texts.contains("run 1"))
    }

    @Test func anOwnEditModeBindingIsUsed() {
        let mode = Box(EditMode.active)
        let view = List { ForEach(["a"], id: \.self) { Text($0) }.onDelete { _ in } }
            .environment(\.editMode, mode.binding)
        let host = TestHost.control(view)
        #expect(host.render().items.contains { $0.accessibility.label == "Delete" })
        #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
}
