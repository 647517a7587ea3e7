import Testing
import Foundation
@testable import Declarative

/// Combine's filtering operators on a `@Published` property's publisher, as view models chain them: `filter`,
/// `compactMap`, `removeDuplicates` and `dropFirst` pass on values synchronously, each subscription keeping its own
/// state, and a held-back value asks the upstream for another.
@MainActor
struct FilteringOperatorTests {
    final class Ledger: ObservableObject {
        @Published var entries: [Int] = []
        @Published var query = ""
        var totals: [Int] = []
        var subscriptions = Set<AnyCancellable>()

        init() {
            // A view model's init: recompute from the entries whenever there are some.
            $entries.filter { !$0.isEmpty }.sink { [unowned self] entries in
                self.totals.append(entries.reduce(0, +))
            }
            .store(in: &subscriptions)
        }
    }

    @Test func filterPassesOnlyTheValuesThatSatisfyThePredicate() {
        let ledger = Ledger()
        #expect(ledger.totals.isEmpty, "the first, empty value is held back")
        ledger.entries = [2, 3]
        ledger.entries = []
        ledger.entries = [10]
        #expect(ledger.totals == [5, 10])
    }

    @Test func compactMapDropsNilResults() {
        let ledger = Ledger()
        var numbers: [Int] = []
        let c = ledger.$query.compactMap { Int($0) }.sink { numbers.append($0) }
        for text in ["1", "x", "", "42"] { ledger.query = text }
        #expect(numbers == [1, 42])
        _ = c
    }

    @Test func removeDuplicatesAndDropFirstKeepOnlyTheChanges() {
        let ledger = Ledger()
        var seen: [String] = []
        let c = ledger.$query.removeDuplicates().dropFirst().sink { seen.append($0) }
        for text in ["a", "a", "ab", "ab", "a"] { ledger.query = text }
        #expect(seen == ["a", "ab", "a"], "the current value skipped, repeats dropped")
        var lengths: [Int] = []
        let d = ledger.$query.removeDuplicates { $0.count == $1.count }.sink { lengths.append($0.count) }
        for text in ["b", "cd", "ef", "g"] { ledger.query = text }
        #expect(lengths == [1, 2, 1], "the current \"a\", then a change of length")
        _ = (c, d)
    }

    @Test func eachSubscriptionKeepsItsOwnState() {
        let ledger = Ledger()
        var first: [String] = [], second: [String] = []
        let skipping = ledger.$query.dropFirst(2)
        let a = skipping.sink { first.append($0) }
        ledger.query = "x"
        let b = skipping.sink { second.append($0) }
        ledger.query = "y"
        ledger.query = "z"
        #expect(first == ["y", "z"] && second == ["z"])
        _ = (a, b)
    }

    /// An upstream that hands its subscriber to the test, which sends values and reads the demand returned.
    final class Upstream: Publisher {
        typealias Output = Int
        typealias Failure = Never
        var subscriber: AnySubscriber<Int, Never>?
        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
            self.subscriber = AnySubscriber(subscriber)
        }
    }

    @Test func aHeldBackValueAsksForAnother() {
        let upstream = Upstream()
        var received: [Int] = []
        upstream.filter { $0 > 0 }.receive(subscriber: AnySubscriber<Int, Never>(receiveValue: {
            received.append($0)
            return .none
        }))
        #expect(upstream.subscriber?.receive(-1) == .max(1), "held back: one more is asked for")
        #expect(upstream.subscriber?.receive(4) == Subscribers.Demand.none, "passed on: the subscriber's own demand")
        #expect(received == [4])
    }
}
