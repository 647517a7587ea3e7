import Foundation

/// One bar of an ``AnimatedBarChart``: a short label under the bar and the value that sets its height.
///
/// Two entries are equal when their labels are equal and their values are equal, where NaN equals NaN. (With
/// IEEE equality a chart holding NaN would never equal itself, and `task(id:)` would regrow it on every update.)
public struct AnimatedBarChartEntry: Hashable, Sendable {
    /// The label under the bar, such as "M". Labels need not be unique.
    public let label: String
    /// The value. NaN, ±∞ and negative values draw no bar.
    public let value: Double

    /// Creates an entry.
    public init(label: String, value: Double) {
        self.label = label
        self.value = value
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.label == b.label && (a.value == b.value || (a.value.isNaN && b.value.isNaN))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        // One NaN, one zero: equal values must hash alike.
        let canonical = value.isNaN ? Double.nan : (value == 0 ? 0 : value)
        hasher.combine(canonical.bitPattern)
    }
}

extension AnimatedBarChartEntry {
    /// The text shown above the bar and read as the bar's accessibility value: the value formatted for the locale
    /// ("1,234.5"), in scientific notation from 10¹⁵ on ("1.797693E308", not 309 digits), or "–" for a value that
    /// is not a number.
    var valueText: String {
        guard value.isFinite else { return "–" }
        return abs(value) < 1e15 ? value.formatted() : value.formatted(.number.notation(.scientific))
    }

    /// What assistive technology reads as the value, given the `valueText` already formatted.
    func accessibilityValueText(_ valueText: String) -> String { value.isFinite ? valueText : "No value" }
}
