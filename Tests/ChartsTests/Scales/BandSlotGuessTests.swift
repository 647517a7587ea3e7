import Foundation
import Testing

@testable import Charts

/// A bar placed on a band scale through a guessed band (`PositionScale.position(of:slotGuess:)`) lands where the
/// scale's look-up puts it, whatever the guess and whether or not the names repeat; the guess then points after it.
@Suite struct BandSlotGuessTests {
    private static func band(_ names: [String]) -> PositionScale {
        var index: [String: Int] = [:]
        for (i, n) in names.enumerated() where index[n] == nil { index[n] = i }
        return .band(BandScale(count: names.count, range: (0, 300)), categories: names, index: index)
    }

    /// Every name asked with every guess, including out-of-range and stale ones.
    private static func agrees(_ scale: PositionScale, asking names: [String]) -> Bool {
        for name in names {
            for start in -1...(names.count + 1) {
                var slot = start
                let guessed = scale.position(of: .string(name), slotGuess: &slot)
                guard guessed == scale.position(of: .string(name)) else { return false }
            }
        }
        return true
    }

    @Test func distinctNamesInOrderFollowTheGuess() {
        let names = ["a", "b", "c", "d"]
        let scale = Self.band(names)
        var slot = 0
        for (i, name) in names.enumerated() {
            #expect(scale.position(of: .string(name), slotGuess: &slot) == scale.position(of: .string(name)))
            #expect(slot == i + 1)
        }
    }

    @Test func anyGuessFindsTheLookedUpBand() {
        #expect(Self.agrees(Self.band(["a", "b", "c", "d"]), asking: ["d", "a", "c", "b", "zz"]))
    }

    @Test func repeatedNamesTakeTheFirstBandWhateverTheGuess() {
        // A configured domain may repeat a name: the look-up finds its first band, and so must a guess of a later one.
        let scale = Self.band(["a", "b", "a", "c"])
        #expect(Self.agrees(scale, asking: ["a", "b", "c"]))
        var slot = 2
        #expect(scale.position(of: .string("a"), slotGuess: &slot) == scale.position(of: .string("a")))
        #expect(slot == 1)
    }

    @Test func continuousScalesIgnoreTheGuess() {
        let scale = PositionScale.linear(LinearScale(domain: (0, 10), range: (0, 100)))
        var slot = 3
        #expect(scale.position(of: .number(5), slotGuess: &slot) == scale.position(of: .number(5)))
        #expect(slot == 3)
    }
}
