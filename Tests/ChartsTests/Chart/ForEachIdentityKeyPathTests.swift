import Testing
import Declarative
@testable import Charts

/// A chart `ForEach` reads `id: \.self` as the element itself, and applies every other key path — including one
/// from an element to a value of the element's own type — as a key path.
@MainActor
@Suite struct ForEachIdentityKeyPathTests {
    struct Day: Hashable {
        var index: Int
        var value: Double
    }

    /// A class whose computed `next` has the element's own type: a path with no stored offset.
    final class Step: Hashable {
        let n: Int
        init(_ n: Int) { self.n = n }
        var next: Step { Step(n + 1) }
        static func == (a: Step, b: Step) -> Bool { a.n == b.n }
        func hash(into hasher: inout Hasher) { hasher.combine(n) }
    }

    @Test func selfIdentifiesStructsAndClassesByTheElement() {
        let day = Day(index: 3, value: 7)
        let days = ForEach([day], id: \.self) { BarMark(x: .value("Day", $0.index), y: .value("Value", $0.value)) }
        #expect(days.id(day) == day)
        let step = Step(4)
        let steps = ForEach([step], id: \.self) { RuleMark(y: .value("Y", $0.n)) }
        #expect(steps.id(step) === step)
    }

    @Test func otherPathsAreApplied() {
        // `index` is stored at offset 0, but is not of the element's type.
        let days = ForEach([Day(index: 5, value: 1)], id: \.index) { RuleMark(y: .value("Y", $0.value)) }
        #expect(days.id(Day(index: 5, value: 1)) == 5)
        let steps = ForEach([Step(1)], id: \.next) { RuleMark(y: .value("Y", $0.n)) }
        #expect(steps.id(Step(1)).n == 2)
    }
}
