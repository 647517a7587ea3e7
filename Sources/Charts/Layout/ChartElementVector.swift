import Foundation
import Declarative

/// The numbers of a chart's elements that animate, keyed by element id: what lets one view animate thousands of
/// marks as if each were a view of its own.
///
/// Each element contributes a *presence* followed by its numbers (opacity, then geometry), all weighted by the
/// presence — as colours are premultiplied by alpha. An element of the chart has presence 1, so its numbers are
/// plain; an element absent from a value counts as all zeros. The arithmetic is then an ordinary sum over the
/// union of keys, and animating from one chart to the next gives, at progress `t`:
///
/// ```
/// kept:     presence 1,      numbers (1 − t)·old + t·new        → moves and grows
/// inserted: presence t,      numbers t·new        ÷ t = new     → fades in where it lands
/// removed:  presence 1 − t,  numbers (1 − t)·old  ÷ (1 − t)     → fades out where it was
/// ```
/// Springs, merging and interruption need nothing more (see `AnimationTrack`). An element whose kind or number
/// count changes gets a new key from `ChartElement.key`, so it cross-fades.
struct ChartElementVector: VectorArithmetic {
    /// Element keys, in drawing order.
    private(set) var keys: [String] = []
    /// Where each element's numbers start in `numbers`, plus the end.
    private(set) var starts: [Int] = [0]
    /// Presence and weighted numbers, element after element.
    private(set) var numbers: [Double] = []
    /// What each element draws, for elements that are animating out (the chart's current elements draw the rest).
    private(set) var elements: [ChartElement] = []

    static var zero: ChartElementVector { ChartElementVector() }

    /// The number of elements.
    var count: Int { keys.count }

    /// Appends an element with presence 1.
    mutating func append(_ element: ChartElement, numbers values: [Double]) {
        append(element) { $0.append(contentsOf: values) }
    }

    /// Appends an element with presence 1, its numbers written by `write` at the end of `numbers`.
    mutating func append(_ element: ChartElement, writing write: (inout [Double]) -> Void) {
        keys.append(element.key)
        elements.append(element)
        numbers.append(1)
        write(&numbers)
        starts.append(numbers.count)
    }

    /// Makes room for about `count` elements of `width` numbers each.
    mutating func reserveCapacity(_ count: Int, width: Int) {
        keys.reserveCapacity(count)
        elements.reserveCapacity(count)
        starts.reserveCapacity(count + 1)
        numbers.reserveCapacity(count * (width + 1))
    }

    /// Element `i`'s presence.
    func presence(_ i: Int) -> Double { numbers[starts[i]] }

    /// Element `i`'s numbers, unweighted (divided by its presence).
    func values(_ i: Int) -> ArraySlice<Double> {
        let p = numbers[starts[i]]
        let slice = numbers[(starts[i] + 1)..<starts[i + 1]]
        return p == 1 ? slice : ArraySlice(slice.map { $0 / p })
    }

    /// Whether both list the same elements in the same order, so that they combine number by number.
    func isAligned(with other: ChartElementVector) -> Bool {
        starts == other.starts && keys == other.keys
    }

    // MARK: VectorArithmetic

    static func + (a: ChartElementVector, b: ChartElementVector) -> ChartElementVector { combine(a, b, +) }
    static func - (a: ChartElementVector, b: ChartElementVector) -> ChartElementVector { combine(a, b, -) }

    mutating func scale(by rhs: Double) {
        for i in numbers.indices { numbers[i] *= rhs }
    }

    var magnitudeSquared: Double { numbers.reduce(0) { $0 + $1 * $1 } }

    static func == (a: ChartElementVector, b: ChartElementVector) -> Bool {
        a.isAligned(with: b) && a.numbers == b.numbers
    }

    /// `op` over the union of both key sets; an element missing on one side counts as zeros. The result keeps
    /// `a`'s order, with `b`'s own elements inserted after the element that precedes them in `b`.
    private static func combine(_ a: ChartElementVector, _ b: ChartElementVector, _ op: (Double, Double) -> Double) -> ChartElementVector {
        if a.isAligned(with: b) {
            var r = a
            for i in r.numbers.indices { r.numbers[i] = op(a.numbers[i], b.numbers[i]) }
            return r
        }
        // Match b's elements to a's by key; repeated keys match occurrence by occurrence.
        var occurrences: [String: [Int]] = [:]
        for (i, key) in a.keys.enumerated() { occurrences[key, default: []].append(i) }
        var used: [String: Int] = [:]
        var partner = [Int?](repeating: nil, count: a.count)
        var insertedAfter: [Int: [Int]] = [:]      // index in a (−1: before the first) → b's own elements
        var previous = -1
        for (j, key) in b.keys.enumerated() {
            let n = used[key, default: 0]
            if let list = occurrences[key], n < list.count, b.width(j) == a.width(list[n]) {
                used[key] = n + 1
                partner[list[n]] = j
                previous = list[n]
            } else {
                insertedAfter[previous, default: []].append(j)
            }
        }
        var r = ChartElementVector()
        func appendOwn(_ v: ChartElementVector, _ i: Int, _ sign: (Double) -> Double) {
            r.keys.append(v.keys[i]); r.elements.append(v.elements[i])
            for k in v.starts[i]..<v.starts[i + 1] { r.numbers.append(sign(v.numbers[k])) }
            r.starts.append(r.numbers.count)
        }
        for j in insertedAfter[-1] ?? [] { appendOwn(b, j) { op(0, $0) } }
        for i in 0..<a.count {
            if let j = partner[i] {
                r.keys.append(a.keys[i]); r.elements.append(a.elements[i])
                let offset = b.starts[j] - a.starts[i]
                for k in a.starts[i]..<a.starts[i + 1] { r.numbers.append(op(a.numbers[k], b.numbers[k + offset])) }
                r.starts.append(r.numbers.count)
            } else {
                appendOwn(a, i) { op($0, 0) }
            }
            for j in insertedAfter[i] ?? [] { appendOwn(b, j) { op(0, $0) } }
        }
        return r
    }

    /// How many numbers element `i` has, presence included.
    private func width(_ i: Int) -> Int { starts[i + 1] - starts[i] }
}
