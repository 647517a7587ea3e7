import Testing
import Foundation
@testable import Charts

/// `NumberBins` and `ChartBinRange` as histogram code uses them: nice thresholds from data, a value's bin, and bins
/// that are half-open except the last.
struct NumberBinsTests {
    @Test func dataGivesNiceThresholdsCoveringIt() {
        let bins = NumberBins(data: [32.1, 39.5, 46.0, 59.6], desiredCount: 5)
        #expect(bins.thresholds == [30, 35, 40, 45, 50, 55, 60])
        #expect(bins.count == 6)
        #expect(bins.index(for: 32.1) == 0 && bins.index(for: 45) == 3 && bins.index(for: 59.6) == 5)
        #expect(bins.index(for: 60) == 5 && bins.index(for: 100) == 5 && bins.index(for: -3) == 0, "outside: the end bins")
    }

    @Test func binsAreHalfOpenButTheLast() {
        let bins = NumberBins(range: 0.0...10, count: 4)
        #expect(bins.thresholds == [0, 2.5, 5, 7.5, 10])
        #expect(!bins[0].contains(2.5) && bins[1].contains(2.5))
        #expect(bins[3].contains(10) && !bins[3].contains(10.5))
        #expect(bins[1].lowerBound == 2.5 && bins[1].upperBound == 5)
    }

    @Test func integerBinsTakeWholeSteps() {
        let bins = NumberBins(data: [1, 2, 3, 7, 9, 10], desiredCount: 20)
        #expect(bins.thresholds.first == 1 && bins.thresholds.last == 11)
        #expect(zip(bins.thresholds, bins.thresholds.dropFirst()).allSatisfy { $1 - $0 == 1 })
        #expect(NumberBins(size: 5, range: 0...12).thresholds == [0, 5, 10, 15])
        #expect(NumberBins<Double>(data: []).isEmpty)
    }

    @Test func aBinPlotsAsAnInterval() {
        let bin = NumberBins(range: 0.0...10, count: 2)[1]
        let value = PlottableValue.value("Length", bin)
        #expect(value.primitive == .number(5) && value.upper == .number(10))
    }
}
