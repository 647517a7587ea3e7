import Testing
@testable import Declarative
import DeclarativeTesting

/// State lives as long as the view's identity: its type and position, or its explicit id.
@MainActor
struct IdentityTests {
    /// A counter whose count is state; `Text` shows it so tests can read it.
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Text("\(name)=\(count)").onTapGesture { count += 1 }
        }
    }

    struct Parent: View {
        @State var flag = false
        @State var title = "a"
        var body: some View {
            VStack {
                Text(title).onTapGesture { title += "a" }
                if flag { Counter(name: "yes") } else { Counter(name: "no") }
                Text("toggle").onTapGesture { flag.toggle() }
            }
        }
    }

    func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined() }
            return nil
        }
    }

    @Test func stateSurvivesAParentsRerender() {
        let host = TestHost(Parent())
        host.render()
        host.tap(label: "no=0")
        host.tap(label: "no=1")
        #expect(texts(host.render()).contains("no=2"))
        host.tap(label: "a")                        // the parent re-renders with a new title
        let shown = texts(host.render())
        #expect(shown.contains("aa"))
        #expect(shown.contains("no=2"))
    }

    @Test func stateResetsOnABranchSwitch() {
        let host = TestHost(Parent())
        host.render()
        host.tap(label: "no=0")
        host.tap(label: "toggle")
        #expect(texts(host.render()).contains("yes=0"))
        host.tap(label: "toggle")
        #expect(texts(host.render()).contains("no=0"))
    }

    struct Identified: View {
        @State var generation = 0
        var body: some View {
            VStack {
                Counter(name: "c").id(generation)
                Text("next").onTapGesture { generation += 1 }
            }
        }
    }

    @Test func stateResetsWhenTheIdChanges() {
        let host = TestHost(Identified())
        host.render()
        host.tap(label: "c=0")
        #expect(texts(host.render()).contains("c=1"))
        host.tap(label: "next")
        #expect(texts(host.render()).contains("c=0"))
    }

    struct Reorderable: View {
        @State var names = ["x", "y", "z"]
        var body: some View {
            VStack {
                ForEach(names, id: \.self) { Counter(name: $0) }
                Text("reverse").onTapGesture { names.reverse() }
                Text("drop").onTapGesture { names.removeFirst() }
                Text("restore").onTapGesture { names.insert("x", at: 0) }
            }
        }
    }

    @Test func stateFollowsItsElementWhenForEachReorders() {
        let host = TestHost(Reorderable())
        host.render()
        host.tap(label: "y=0")
        host.tap(label: "reverse")
        #expect(Array(texts(host.render()).prefix(3)) == ["z=0", "y=1", "x=0"])
    }

    @Test func removedElementLosesItsState() {
        let host = TestHost(Reorderable())
        host.render()
        host.tap(label: "x=0")
        host.tap(label: "drop")
        host.tap(label: "restore")
        #expect(Array(texts(host.render()).prefix(3)) == ["x=0", "y=0", "z=0"])
    }

    @Test func duplicateIdsAreReportedAndStable() {
        struct Dupes: View {
            var body: some View { VStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } } }
        }
        let host = TestHost(Dupes())
        let first = texts(host.render())
        #expect(first == ["a", "b", "a"])
        #expect(host.graph.diagnostics.contains { $0.contains("Duplicate id") })
        #expect(texts(host.render()) == first)
    }

    @Test func treeDescriptionShowsIdentityAndFrames() {
        struct Small: View {
            var body: some View { HStack(spacing: 0) { ForEach(0..<2) { Color.red.frame(width: 10, height: 10).id($0) } } }
        }
        let host = TestHost(Small(), size: CGSize(width: 20, height: 10))
        host.render()
        #expect(host.treeDescription == """
        Small
          HStack (0, 0, 20, 10)
            ForEach
              ModifiedContent #0
                ModifiedContent #0 (0, 0, 10, 10)
                  Color (0, 0, 10, 10)
              ModifiedContent #1
                ModifiedContent #1 (10, 0, 10, 10)
                  Color (10, 0, 10, 10)
        """)
    }

    @Test func treeDescriptionPrintsHugeFramesInsteadOfTrapping() {
        struct Far: View {
            var body: some View { HStack(spacing: 1e308) { Color.red.frame(width: 10); Color.blue.frame(width: 10) } }
        }
        let host = TestHost(Far(), size: CGSize(width: 20, height: 10))
        host.render()
        #expect(host.treeDescription.contains("e+"))
    }
}
