import Foundation
import Declarative

/// A row of capsules that swing between a short and a tall height forever, each a little after the one before,
/// so the row moves as a wave (seed 001).
///
/// ```swift
/// Equalizer()                                  // 4 purple bars, 7 pt wide, 14 ↔ 42 pt
/// Equalizer(bars: 6, tint: .mint)
/// ```
///
/// Each bar runs the same `.easeInOut(duration: 0.9).repeatForever()` (up, then down), delayed by `phaseStep`
/// (0.14 s) times its index. The motion starts on appear: the first change of the state that every bar's height
/// depends on.
///
/// ```
/// height
///   42 ┤   ╭─╮     ╭─╮        bar 0
///      │  ╱   ╲   ╱   ╲       bar 1: the same curve, 0.14 s later
///   14 ┼─╯     ╰─╯     ╰─
///      0   0.9  1.8  2.7 s
/// ```
///
/// The bars stand on a common baseline: the row is `maxHeight` tall, bottom-aligned. With Reduce Motion on, the
/// bars stand still at staggered heights. `bars` ≤ 0 draws nothing; negative or non-finite sizes count as 0, and a
/// `minHeight` above `maxHeight` is lowered to it.
public struct Equalizer: View {
    /// The number of bars.
    public var bars: Int
    /// The bars' colour.
    public var tint: Color
    /// The width of one bar.
    public var barWidth: CGFloat
    /// The height of a bar at the bottom of its swing.
    public var minHeight: CGFloat
    /// The height of a bar at the top of its swing.
    public var maxHeight: CGFloat
    /// The space between bars.
    public var spacing: CGFloat

    /// The length of one swing, up or down, in seconds.
    public static let swingDuration = 0.9
    /// The delay between one bar's swing and the next one's, in seconds.
    public static let phaseStep = 0.14
    /// Where each bar stands, between `minHeight` (0) and `maxHeight` (1), when Reduce Motion is on: a still wave.
    static let stillHeights: [CGFloat] = [0.45, 1, 0.7, 0.3, 0.85, 0.55]

    @State private var tall = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Creates an equalizer.
    public init(bars: Int = 4, tint: Color = .purple, barWidth: CGFloat = 7,
                minHeight: CGFloat = 14, maxHeight: CGFloat = 42, spacing: CGFloat = 5) {
        self.bars = bars
        self.tint = tint
        self.barWidth = barWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.spacing = spacing
    }

    public var body: some View {
        let high = BarHeightRatio.length(maxHeight)
        let low = min(BarHeightRatio.length(minHeight), high)
        HStack(alignment: .bottom, spacing: BarHeightRatio.length(spacing)) {
            ForEach(0..<max(0, bars), id: \.self) { i in
                Capsule()
                    .fill(tint)
                    .frame(width: BarHeightRatio.length(barWidth), height: height(of: i, low: low, high: high))
                    .animation(reduceMotion ? nil : swing(i), value: tall)
            }
        }
        .frame(height: high, alignment: .bottom)
        .onAppear { tall = true }
        .accessibilityHidden(true)
    }

    private func height(of bar: Int, low: CGFloat, high: CGFloat) -> CGFloat {
        if reduceMotion { return low + (high - low) * Self.stillHeights[bar % Self.stillHeights.count] }
        return tall ? high : low
    }

    private func swing(_ bar: Int) -> Animation {
        .easeInOut(duration: Self.swingDuration).repeatForever().delay(Double(bar) * Self.phaseStep)
    }
}
