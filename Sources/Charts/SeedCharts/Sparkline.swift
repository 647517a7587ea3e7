import Foundation
import Declarative

/// A small line chart without axes, to show a trend beside a number.
///
/// ```swift
/// Sparkline(values: [3, 5, 4, 6, 8, 7])
///     .frame(width: 80, height: 20)
/// Sparkline(values: prices, tint: .green, showsArea: true)
/// ```
///
/// The line fills the sparkline's frame: the smallest value at the bottom, the largest at the top, values spread
/// evenly from the leading to the trailing edge. `showsArea` fills under the line with the tint fading downward;
/// `showsLastPoint` marks the last value with a dot.
///
/// NaN and ±∞ values leave a gap in the line; a single value is drawn as its dot; a flat series runs across the
/// middle; no values draw nothing. The sparkline is one accessibility element whose value reads its last, lowest
/// and highest values.
public struct Sparkline: View {
    /// The values, oldest first.
    public var values: [Double]
    /// The colour of the line, area and dot.
    public var tint: Color
    /// The width of the line.
    public var lineWidth: CGFloat
    /// Whether the area under the line is filled.
    public var showsArea: Bool
    /// Whether the last value is marked with a dot.
    public var showsLastPoint: Bool

    /// Creates a sparkline of `values`.
    public init(values: [Double], tint: Color = .accentColor, lineWidth: CGFloat = 1.5,
                showsArea: Bool = false, showsLastPoint: Bool = true) {
        self.values = values
        self.tint = tint
        self.lineWidth = lineWidth
        self.showsArea = showsArea
        self.showsLastPoint = showsLastPoint
    }

    public var body: some View {
        let width = BarHeightRatio.length(lineWidth)
        let dot = max(width * 1.5, 2)
        let inset = showsLastPoint ? dot : width / 2
        ZStack {
            if showsArea {
                SparklineShape(values: values, part: .area, inset: inset)
                    .fill(LinearGradient(colors: [tint.opacity(0.35), tint.opacity(0)], startPoint: .top, endPoint: .bottom))
            }
            SparklineShape(values: values, part: .line, inset: inset)
                .stroke(tint, style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
            if showsLastPoint {
                SparklineShape(values: values, part: .lastPoint(radius: dot), inset: inset)
                    .fill(tint)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Trend")
        .accessibilityValue(summary)
    }

    /// "Last 7, low 3, high 8", or "No data".
    var summary: String {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max(), let last = finite.last else { return "No data" }
        return "Last \(last.formatted()), low \(low.formatted()), high \(high.formatted())"
    }
}
