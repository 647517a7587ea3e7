import Foundation
import Testing
import Declarative
@testable import Charts

/// The keyed, presence-weighted arithmetic that animates a chart's elements (`ChartElementVector`): kept
/// elements interpolate, inserted ones fade in where they land, removed ones fade out where they were, and the
/// identities `model − interval + animate(interval)` that `AnimationTrack` relies on hold.
@MainActor
@Suite struct ChartElementVectorTests {
    func vector(_ entries: [(String, [Double])]) -> ChartElementVector {
        var v = ChartElementVector()
        for (id, numbers) in entries {
            v.append(ChartElement(id: id, layer: .plot, kind: .rect, style: AnyShapeStyle(Color.blue)), numbers: numbers)
        }
        return v
    }

    /// What the track shows at progress `t` of a linear animation from `old` to `new`.
    func presented(_ old: ChartElementVector, _ new: ChartElementVector, at t: Double) -> ChartElementVector {
        let interval = new - old
        return new - interval + interval.scaled(by: t)
    }

    func shown(_ v: ChartElementVector) -> [String: (presence: Double, values: [Double])] {
        var out: [String: (Double, [Double])] = [:]
        for i in 0..<v.count where v.presence(i) > 1e-12 { out[v.keys[i]] = (v.presence(i), Array(v.values(i))) }
        return out
    }

    @Test func keptElementsInterpolate() {
        let old = vector([("a", [1, 10, 20]), ("b", [1, 0, 0])])
        let new = vector([("a", [1, 30, 40]), ("b", [0.5, 4, 8])])
        let mid = shown(presented(old, new, at: 0.25))
        #expect(mid["r:a"]?.presence == 1)
        #expect(mid["r:a"]?.values == [1, 15, 25])
        #expect(mid["r:b"]?.values == [0.875, 1, 2])
    }

    @Test func insertedElementsFadeInWhereTheyLand() {
        let old = vector([("a", [1, 10])])
        let new = vector([("z", [1, 99]), ("a", [1, 10])])
        let p = presented(old, new, at: 0.3)
        let s = shown(p)
        #expect(abs(s["r:z"]!.presence - 0.3) < 1e-12)
        #expect(abs(s["r:z"]!.values[1] - 99) < 1e-9)          // at its final place, only fainter
        #expect(p.keys == ["r:z", "r:a"])                        // in the new order
        #expect(presented(old, new, at: 1) == new)
    }

    @Test func removedElementsFadeOutWhereTheyWereAndThenGo() {
        let old = vector([("a", [1, 10]), ("b", [1, 20]), ("c", [1, 30])])
        let new = vector([("a", [1, 10]), ("c", [1, 30])])
        let p = presented(old, new, at: 0.75)
        #expect(p.keys == ["r:a", "r:b", "r:c"])                 // drawn where it was in the old order
        let s = shown(p)
        #expect(abs(s["r:b"]!.presence - 0.25) < 1e-12)
        #expect(abs(s["r:b"]!.values[1] - 20) < 1e-9)
        #expect(shown(presented(old, new, at: 1))["r:b"] == nil)
    }

    @Test func aSpringOvershootKeepsGeometryAndAnInterruptionStartsFromWhatIsShown() {
        let a = vector([("a", [1, 0])]), b = vector([("a", [1, 100]), ("n", [1, 5])])
        let over = shown(presented(a, b, at: 1.2))
        #expect(abs(over["r:a"]!.values[1] - 120) < 1e-9)
        #expect(abs(over["r:n"]!.values[1] - 5) < 1e-9 && abs(over["r:n"]!.presence - 1.2) < 1e-12)
        // Retargeting mid-way: the new delta is taken against the model, as AnimationTrack does.
        let c = vector([("a", [1, 50])])
        let firstInterval = b - a
        let secondInterval = c - b
        let combined = c - (firstInterval + secondInterval) + firstInterval.scaled(by: 0.5)
        #expect(abs(shown(combined)["r:a"]!.values[1] - 50) < 1e-9)
        #expect(abs(shown(combined)["r:n"]!.presence - 0.5) < 1e-12)
    }

    @Test func duplicateKeysMatchOccurrenceByOccurrence() {
        let old = vector([("d", [1, 1]), ("d", [1, 2])])
        let new = vector([("d", [1, 3]), ("d", [1, 4]), ("d", [1, 5])])
        let p = presented(old, new, at: 0.5)
        #expect(p.count == 3)
        #expect(p.keys.allSatisfy { $0 == "r:d" })
        #expect((0..<3).map { Array(p.values($0))[1] } == [2, 3, 5])
    }

    @Test func equalityIgnoresNothingThatIsDrawn() {
        #expect(vector([("a", [1, 2])]) == vector([("a", [1, 2])]))
        #expect(vector([("a", [1, 2])]) != vector([("b", [1, 2])]))
        #expect(vector([("a", [1, 2])]) != vector([("a", [1, 3])]))
        #expect(ChartElementVector.zero.count == 0)
        #expect((vector([("a", [1, 2])]) - vector([("a", [1, 2])])).magnitudeSquared == 0)
    }
}
