import Foundation
import Declarative

/// A bullet chart (Stephen Few's compact gauge): one measure drawn as a bar over shaded qualitative ranges, with a
/// tick at the target.
///
/// ```
/// ░░░░░░░░░░░░░░░░░░▒▒▒▒▒▒▒▒▒▒▓▓▓▓▓▓▓     ranges: poor, fair, good (darkest is lowest)
/// ████████████████████████▌  ┃           the measure, a third as tall; ┃ the target
/// ```
struct BulletChart: View {
    /// The measure, such as this quarter's revenue.
    var value: Double
    /// Where the measure should reach.
    var target: Double
    /// The upper bounds of the qualitative ranges, such as [150, 225, 300]; the largest is the chart's maximum.
    var ranges: [Double]
    /// The colour of the measure.
    var tint: Color = .indigo

    var body: some View {
        let scale = BulletScale(ranges: ranges)
        GeometryReader { proxy in
            let width = proxy.size.width, height = proxy.size.height
            ZStack(alignment: .leading) {
                // Widest range first, so narrower (darker) ranges draw over it.
                ForEach(Array(scale.bands.enumerated()), id: \.offset) { index, bound in
                    Rectangle()
                        .fill(Color.gray.opacity(0.2 + 0.15 * Double(scale.bands.count - 1 - index)))
                        .frame(width: scale.x(bound, in: width))
                }
                Rectangle()
                    .fill(tint)
                    .frame(width: scale.x(value, in: width), height: height / 3)
                Rectangle()
                    .fill(Color.primary)
                    .frame(width: 2, height: height * 0.7)
                    .offset(x: min(max(scale.x(target, in: width) - 1, 0), max(width - 2, 0)))
            }
        }
        .animation(.smooth, value: value)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Bullet chart")
        .accessibilityValue(scale.summary(value: value, target: target))
    }
}

/// Maps a bullet chart's values to horizontal positions: a pure function of the data, tested on its own.
struct BulletScale {
    /// The range bounds that can be drawn (finite and positive), widest first.
    let bands: [Double]
    /// The value at the right edge.
    let maximum: Double

    init(ranges: [Double]) {
        bands = ranges.filter { $0.isFinite && $0 > 0 }.sorted(by: >)
        maximum = bands.first ?? 1
    }

    /// The x position of `value` in a chart `width` wide: 0 for values that are not numbers, clamped to the chart.
    func x(_ value: Double, in width: CGFloat) -> CGFloat {
        guard value.isFinite, width.isFinite, width > 0 else { return 0 }
        return CGFloat(min(max(value / maximum, 0), 1)) * width
    }

    /// What assistive technology reads: "240 of 250".
    func summary(value: Double, target: Double) -> String {
        func text(_ v: Double) -> String { v.isFinite ? v.formatted() : "no value" }
        return "\(text(value)) of \(text(target))"
    }
}
