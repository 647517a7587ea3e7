import Foundation
import Testing
@testable import Charts

/// Large magnitudes are labelled compactly, so that no axis label outgrows its column.
@Suite struct CompactTickLabels {
    @Test func stepsOfAHundredThousandOrMoreUseUnits() {
        #expect(TickLabelFormatter.labels(for: [0, 500_000, 1_000_000, 1_500_000], step: 500_000)
                == ["0", "500K", "1M", "1.5M"])
        #expect(TickLabelFormatter.labels(for: [-2e9, 0, 2.5e12], step: 5e8) == ["-2B", "0", "2.5T"])
    }

    @Test func smallerStepsKeepGroupedDigits() {
        #expect(TickLabelFormatter.labels(for: [0, 5000, 15000], step: 5000) == ["0", "5,000", "15,000"])
    }

    @Test func hugeValuesAreScientific() {
        let f = TickLabelFormatter(step: 1)
        #expect(f.string(for: 1e300) == "1e300")
        #expect(f.string(for: -2.5e18) == "-2.5e18")
        #expect(f.string(for: 1e21 + 52_504) == "1e21")
        #expect(f.string(for: 9.999e15) == "1e16")
        #expect(f.string(for: .greatestFiniteMagnitude) == "1.8e308")
    }

    @Test func labelsStayShort() {
        for exponent in 0...308 {
            let value = Double(sign: .plus, exponent: 0, significand: 1) * pow(10, Double(exponent)) * 1.2345
            guard value.isFinite else { continue }
            let step = max(value / 5, 1)
            #expect(TickLabelFormatter(step: step).string(for: value).count <= 9, "1.2345e\(exponent)")
        }
    }
}
