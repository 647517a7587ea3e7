import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `ForEach($items) { $item in … }`: each row gets a binding to its element, which follows the element by id when
/// the collection changes, and `remove(atOffsets:)` / `move(fromOffsets:toOffset:)` as SwiftUI adds them.
@Suite @MainActor struct ForEachBindingTests {
    struct Goal: Identifiable, Equatable {
        let id: Int
        var name: String
        var done = false
    }

    /// A row per goal of `probe`, bound: a tap toggles the goal (see `Stateful`).
    func goals(_ probe: Box<[Goal]>) -> some View {
        Stateful(probe) { $goals in
            VStack {
                ForEach($goals) { $goal in
                    Text("\(goal.name) \(goal.done ? "✓" : "·")").onTapGesture { goal.done.toggle() }
                }
            }
        }
    }

    @Test func aRowsBindingWritesItsElement() {
        let probe = Box([Goal(id: 1, name: "run"), Goal(id: 2, name: "swim")])
        let host = TestHost.control(goals(probe))
        #expect(host.texts == ["run ·", "swim ·"])
        #expect(host.tap(label: "swim ·"))
        #expect(host.texts == ["run ·", "swim ✓"])
        #expect(probe.value.map(\.done) == [false, true])
    }

    @Test func aBindingFollowsItsElementAfterTheCollectionChanges() {
        let storage = Box([Goal(id: 1, name: "run"), Goal(id: 2, name: "swim"), Goal(id: 3, name: "row")])
        var bindings: [Binding<Goal>] = []
        let view = ForEach(storage.binding) { goal in
            bindings.append(goal)
            return Text(goal.wrappedValue.name)
        }
        _ = TestHost(view).render()
        let swim = bindings[1]
        storage.value.remove(at: 0)                         // "swim" moves to index 0
        #expect(swim.wrappedValue.name == "swim")
        swim.wrappedValue.done = true
        #expect(storage.value.map(\.done) == [true, false])
        storage.value.removeAll { $0.id == 2 }              // gone: reads keep the last value, writes are dropped
        #expect(swim.wrappedValue.name == "swim")
        swim.wrappedValue.name = "dive"
        #expect(storage.value.map(\.name) == ["row"])
    }

    @Test func anIdKeyPathWorksForDataThatIsNotIdentifiable() {
        let names = Box(["a", "b"])
        let host = TestHost.control(VStack { ForEach(names.binding, id: \.self) { $name in Text(name).onTapGesture { name += "!" } } })
        #expect(host.tap(label: "b"))
        #expect(names.value == ["a", "b!"])
    }

    @Test func removeAndMoveByOffsetsAsSwiftUIDefinesThem() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: [1, 3, 9])                // out-of-range offsets are ignored
        #expect(letters == ["a", "c", "e"])
        var order = ["a", "b", "c", "d", "e"]
        order.move(fromOffsets: [0], toOffset: 3)           // before what was at offset 3 ("d")
        #expect(order == ["b", "c", "a", "d", "e"])
        order = ["a", "b", "c", "d", "e"]
        order.move(fromOffsets: [3, 4], toOffset: 1)
        #expect(order == ["a", "d", "e", "b", "c"])
        order.move(fromOffsets: [0], toOffset: 99)          // clamped to the end
        #expect(order == ["d", "e", "b", "c", "a"])
        order.move(fromOffsets: [], toOffset: 0)
        #expect(order == ["d", "e", "b", "c", "a"])
    }
}
