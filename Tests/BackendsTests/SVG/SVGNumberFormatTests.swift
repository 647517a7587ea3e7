import Foundation
import Testing
@testable import Backends
import TestTools

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

    /// The byte writer gives the same text as the original `String`-based formatter (kept below as the reference)
    /// on edge cases and on 80,000 values of every magnitude, at every precision.
    @Test func matchesTheReferenceFormatter() {
        var edges: [Double] = [0, -0.0, 0.005, -0.005, 0.015, 0.025, 0.125, -0.125, 1.005, 2.675, 1e-7, -1e-7, 0.5, -0.5,
                               1.5, 2.5, 9e13, 9e13 - 0.005, 8.99999999e13, 9.1e13, 9e15, -9e15, 1e15, 1e16, 1e21, -1e21,
                               4.35, 4.345, 123.455, 99.995, -99.995, 0.1 + 0.2, Double.ulpOfOne, .leastNonzeroMagnitude,
                               9_999.995, -9_999.994, 10_000, 9_999_999.994, 9_999_999.995, -9_999_999.995, 1e7, 1e7.nextDown,
                               .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity, -.infinity]
        for exponent in -12...22 {
            let base = pow(10, Double(exponent))
            edges += [base, -base, base * 0.5, base * 1.5, base.nextUp, base.nextDown, base * 9.995, base * 0.0049999]
        }
        var generator = SplitMix(seed: 0x5EED)
        var values = edges
        for _ in 0..<40_000 {
            let mantissa = Double(generator.next() % 1_000_000_000) / 1_000_000
            let exponent = Int(generator.next() % 16) - 8
            let sign: Double = generator.next() % 2 == 0 ? 1 : -1
            values.append(sign * mantissa * pow(10, Double(exponent)))
            // Exact halves and near-halves at the rounding digit.
            values.append(sign * (Double(generator.next() % 100_000) + 0.005 + Double(Int(generator.next() % 3) - 1) * 1e-12))
        }
        var mismatches: [String] = []
        for value in values {
            for digits in [2, 0, 1, 3, 4, 5, 6, -1, 7] where mismatches.count < 10 {
                let expected = Self.reference(value, fractionDigits: digits)
                let actual = SVGNumberFormat.string(value, fractionDigits: digits)
                if actual != expected { mismatches.append("\(value) @\(digits): \(actual) ≠ \(expected)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// The original formatter, built from `String` pieces: the reference for `matchesTheReferenceFormatter`.
    static func reference(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return "0" }
        let digits = min(max(fractionDigits, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9e15 else { return String(format: "%.0f", value.rounded()) }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let magnitude = units.magnitude
        var text = units < 0 ? "-" : ""
        text += String(magnitude / UInt64(scale))
        var fraction = magnitude % UInt64(scale)
        guard fraction != 0 else { return text }
        var width = digits
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        let fractionText = String(fraction)
        return text + "." + String(repeating: "0", count: width - fractionText.count) + fractionText
    }
}
