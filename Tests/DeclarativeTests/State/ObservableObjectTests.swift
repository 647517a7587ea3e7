import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `ObservableObject`, `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and `onReceive`, as
/// SwiftUI and Combine define them.
@MainActor
struct ObservableObjectTests {
    /// Counts the counters made.
    final class Tally { var made = 0 }

    final class Counter: ObservableObject {
        @Published var count = 0
        @Published var label = "steps"
        init(tally: Tally? = nil) { tally?.made += 1 }
    }

    func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(let t) = item.content, t.symbolShapes.isEmpty { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
    }

    @Test func publishedSendsObjectWillChangeBeforeTheValueChanges() {
        let counter = Counter()
        var seen: [Int] = []
        var projected: [Int] = []
        let a = counter.objectWillChange.sink { seen.append(counter.count) }
        let b = counter.$count.sink { projected.append($0) }
        counter.count = 3
        counter.count = 5
        #expect(seen == [0, 3])                 // before each change
        #expect(projected == [0, 3, 5])         // the current value, then each new one
        a.cancel()
        counter.count = 6
        #expect(seen == [0, 3])
        _ = b
    }

    @Test func everyPublishedPropertySharesOnePublisher() {
        let counter = Counter()
        #expect(counter.objectWillChange === counter.objectWillChange)
        var fired = 0
        let c = counter.objectWillChange.sink { fired += 1 }
        counter.label = "km"
        counter.count = 1
        #expect(fired == 2)
        _ = c
    }

    struct Owner: View {
        @StateObject private var counter: Counter
        let title: String
        init(title: String, tally: Tally) {
            self.title = title
            _counter = StateObject(wrappedValue: Counter(tally: tally))
        }
        var body: some View {
            VStack {
                Text("\(title) \(counter.count)")
                Text("add").onTapGesture { counter.count += 1 }
            }
        }
    }

    struct Parent: View {
        let tally: Tally
        @State private var title = "a"
        var body: some View {
            VStack {
                Owner(title: title, tally: tally)
                Text("rename").onTapGesture { title += "a" }
            }
        }
    }

    @Test func stateObjectIsMadeOncePerIdentityAndUpdatesItsView() {
        let tally = Tally()
        let host = TestHost(Parent(tally: tally))
        host.render()
        host.tap(label: "add")
        #expect(texts(host.render()).first == "a 1")
        host.tap(label: "rename")
        #expect(texts(host.render()).first == "aa 1")   // the parent's update kept the object
        #expect(tally.made == 1)
    }

    struct Child: View {
        @ObservedObject var counter: Counter
        var body: some View { Text("child \(counter.count)") }
    }

    struct Sibling: View {
        var body: some View { Text("sibling") }
    }

    @Test func observedObjectUpdatesOnlyTheViewsThatHoldIt() {
        let counter = Counter()
        let host = TestHost(VStack { Child(counter: counter); Sibling() })
        host.render()
        host.graph.counters = GraphCounters()
        counter.count = 4
        #expect(texts(host.render()) == ["child 4", "sibling"])
        #expect(host.graph.counters.bodiesEvaluated == 1)
    }

    struct Editor: View {
        @ObservedObject var counter: Counter
        var body: some View {
            let binding = $counter.count
            Text("set").onTapGesture { binding.wrappedValue = 9 }
        }
    }

    @Test func observedObjectProjectsBindingsToItsProperties() {
        let counter = Counter()
        let host = TestHost(Editor(counter: counter))
        host.render()
        host.tap(label: "set")
        #expect(counter.count == 9)
    }

    struct Reader: View {
        @EnvironmentObject var counter: Counter
        var body: some View { Text("env \(counter.count)") }
    }

    @Test func environmentObjectReachesDescendantsAndUpdatesThem() {
        let counter = Counter()
        let host = TestHost(VStack { Reader() }.environmentObject(counter))
        #expect(texts(host.render()) == ["env 0"])
        counter.count = 2
        #expect(texts(host.render()) == ["env 2"])
    }

    @Test func missingEnvironmentObjectNamesItsType() async {
        #expect(EnvironmentObject<Counter>.missingMessage.contains("No ObservableObject of type Counter found"))
        // Reading it without an ancestor's `environmentObject` stops the program, as in SwiftUI.
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = TestHost(ObservableObjectTests.Reader()).render() }
        }
    }

    @Test func onReceiveRunsTheActionForEachValue() {
        let subject = PassthroughSubject<Int, Never>()
        struct Listener: View {
            let subject: PassthroughSubject<Int, Never>
            @State private var total = 0
            var body: some View { Text("total \(total)").onReceive(subject) { total += $0 } }
        }
        let host = TestHost(Listener(subject: subject))
        host.render()
        subject.send(2)
        subject.send(3)
        #expect(texts(host.render()) == ["total 5"])
    }

    struct Ticker: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var ticks = 0
        var body: some View { Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 } }
    }

    @Test func timerTicksOnTheHostClock() {
        let host = TestHost(Ticker())
        #expect(texts(host.render(at: 0)) == ["ticks 0"])
        #expect(texts(host.render(at: 0.9)) == ["ticks 0"])
        #expect(texts(host.render(at: 1.0)) == ["ticks 1"])
        #expect(texts(host.render(at: 2.5)) == ["ticks 2"])
        // A host that falls behind delivers the latest tick once, as a run-loop timer does.
        #expect(texts(host.render(at: 10.2)) == ["ticks 3"])
        #expect(host.host.needsFrame)
    }

    @Test func subjectsJustAndMapDeliverAsCombineDoes() {
        var values: [String] = []
        let current = CurrentValueSubject<Int, Never>(1)
        let c1 = current.map { "v\($0)" }.eraseToAnyPublisher().sink { values.append($0) }
        current.value = 2
        current.send(completion: .finished)
        current.send(3)
        let c2 = Just(7).map(String.init).sink { values.append($0) }
        #expect(values == ["v1", "v2", "7"])
        var set = Set<AnyCancellable>()
        c1.store(in: &set)
        c2.store(in: &set)
        #expect(set.count == 2)
    }

    @Test func assignRepublishesThroughAPublishedProperty() {
        let counter = Counter()
        let source = PassthroughSubject<Int, Never>()
        source.assign(to: &counter.$count)
        source.send(12)
        #expect(counter.count == 12)
    }
}
