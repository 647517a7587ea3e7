import Foundation
import Testing
@testable import Backends

/// Numbers are written the same way everywhere: fewest digits for 0.01, no "-0", no exponent.
@Suite struct SVGNumberFormatTests {
    @Test(arguments: [
        (12.0, "12"), (12.5, "12.5"), (12.35, "12.35"), (12.355, "12.36"), (12.3449, "12.34"),
        (0.0, "0"), (-0.0, "0"), (-0.004, "0"), (-0.005, "-0.01"), (0.1, "0.1"), (0.05, "0.05"),
        (-3.1, "-3.1"), (99.999, "100"), (1e-9, "0"), (1e21, "1000000000000000000000"),
        (123456789.125, "123456789.13"), (Double.nan, "0"), (Double.infinity, "0"), (-Double.infinity, "0"),
    ])
    func formats(value: Double, expected: String) {
        #expect(SVGNumberFormat.string(value) == expected)
    }

    @Test func otherPrecisions() {
        #expect(SVGNumberFormat.string(0.70710678, fractionDigits: 4) == "0.7071")
        #expect(SVGNumberFormat.string(6.123e-17, fractionDigits: 4) == "0")
        #expect(SVGNumberFormat.string(2.5, fractionDigits: 0) == "3")
        #expect(SVGNumberFormat.string(-1.0005, fractionDigits: 3) == "-1.001")
    }

    @Test func neverUsesAnExponent() {
        for exponent in -30...30 {
            let text = SVGNumberFormat.string(pow(10, Double(exponent)) * 1.2345)
            #expect(!text.contains("e") && !text.contains("E"), "\(text)")
        }
    }
}
