import Foundation
import Declarative

/// Bars that grow from the baseline one after another, and again whenever the data changes (seed 000).
///
/// ```swift
/// AnimatedBarChart(entries: [
///     AnimatedBarChartEntry(label: "M", value: 12),
///     AnimatedBarChartEntry(label: "T", value: 19),
/// ])
/// ```
///
/// Each bar grows on `.spring(duration: 0.6, bounce: 0.3)`, `stagger` seconds after the one before it, with its
/// value above it and its label below. When `entries` change the bars drop to the baseline without animation and
/// grow again. With Reduce Motion on, the bars are drawn at their final height.
///
/// ```
///  t = 0        t ≈ stagger      t ≈ 0.6 + n·stagger
///  ▁ ▁ ▁ ▁      ▆ ▁ ▁ ▁          █ ▆ █ ▄
///  M T W T      M T W T          M T W T
/// ```
///
/// Every bar is one accessibility element, labelled with its label and valued with its value; the row of labels
/// below is hidden from assistive technology, as it repeats them.
///
/// Bad data never crashes and never draws outside the plot: NaN, ±∞ and negative values draw no bar (their
/// value reads "–" when not a number), the largest finite value sets the scale, all-zero or empty data draws an
/// empty plot, duplicate labels are fine (bars are identified by position), and a negative `stagger` counts as 0.
public struct AnimatedBarChart: View {
    /// The bars, left to right.
    public let entries: [AnimatedBarChartEntry]
    /// The colour of the bars, drawn as its gradient.
    public var tint: Color
    /// The seconds between the start of one bar's growth and the next.
    public var stagger: Double

    /// The entries that have been revealed; bars are at full height only while this equals `entries`, so new data
    /// drops the bars in the same update that brings it, and the task below grows them.
    @State private var revealedEntries: [AnimatedBarChartEntry]?
    @ScaledMetric(relativeTo: .caption2) private var valueHeight = 22.0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Creates a chart of `entries`, tinted `tint`, whose bars start growing `stagger` seconds apart.
    public init(entries: [AnimatedBarChartEntry], tint: Color = .indigo, stagger: Double = 0.09) {
        self.entries = entries
        self.tint = tint
        self.stagger = stagger
    }

    /// Whether the bars stand at their values (rather than at the baseline).
    private var isRevealed: Bool { reduceMotion || revealedEntries == entries }

    public var body: some View {
        let ratios = BarHeightRatio.ratios(of: entries.map(\.value))
        VStack(spacing: 8) {
            GeometryReader { proxy in
                HStack(spacing: 10) {
                    ForEach(Array(entries.enumerated()), id: \.offset) { index, entry in
                        column(entry, index: index, ratio: ratios[index],
                               plotHeight: BarHeightRatio.length(proxy.size.height - valueHeight))
                    }
                }
            }

            HStack(spacing: 10) {
                ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
                    Text(entry.label)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                        .minimumScaleFactor(0.6)
                        .frame(maxWidth: .infinity)
                }
            }
            .accessibilityHidden(true)
        }
        .task(id: entries) {
            // The update that brought these entries has drawn the bars at the baseline; now let them grow.
            guard !Task.isCancelled else { return }
            revealedEntries = entries
        }
    }

    private func column(_ entry: AnimatedBarChartEntry, index: Int, ratio: Double, plotHeight: CGFloat) -> some View {
        let shown = isRevealed
        // Grow with a spring; drop to the baseline at once.
        let growth: Animation? = reduceMotion || !shown
            ? nil
            : .spring(duration: 0.6, bounce: 0.3).delay(Double(index) * Self.sanitizedStagger(stagger))
        let valueText = entry.valueText     // formatted once: the label shows it and assistive technology reads it
        return VStack(spacing: 4) {
            Text(valueText)
                .font(.caption2.weight(.semibold))
                .lineLimit(1)
                .minimumScaleFactor(0.6)
                .opacity(shown ? 1 : 0)

            UnevenRoundedRectangle(topLeadingRadius: 8, topTrailingRadius: 8)
                .fill(tint.gradient)
                .frame(height: shown ? plotHeight * ratio : 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        .animation(growth, value: shown)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(entry.label)
        .accessibilityValue(entry.accessibilityValueText(valueText))
    }

    /// A usable stagger: NaN, ±∞ and negative values become 0.
    static func sanitizedStagger(_ stagger: Double) -> Double {
        stagger.isFinite ? max(0, stagger) : 0
    }
}
