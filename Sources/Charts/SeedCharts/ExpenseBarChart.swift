import Foundation
import Declarative

/// A bar chart of expenses whose bars wait a second, then rise slowly; tap a bar to show its amount (seed 004).
///
/// ```swift
/// ExpenseBarChart(expenses: Expense.sampleData)
/// ```
///
/// ```
/// ┌──────── Selected: Oct $9067 ────────┐   header: the last bar tapped, or "None"
/// └─────────────────────────────────────┘
///  ░░ ░░ ░░ ░░ ░░ ░░ ▓▓ ░░ ░░ ▓▓ ░░ ░░      a faint pink track per bar, plotHeight tall
///  ▓▓ ░░ ▓▓ ░░ ░░ ▓▓ ▓▓ ▓▓ ▓▓ ▓▓ ░░ ▓▓      bars: purple at the bottom to blue at the top,
///  ▓▓ ▓▓ ▓▓ ▓▓ ▓▓ ▓▓ ▓▓ ▓▓ ▓▓ ▓▓ ▓▓ ▓▓      the largest amount barHeight tall
///  Jan Feb …                                 labels turned −45°
/// ```
///
/// On appear the bars wait 1 s, then grow on `.easeInOut.speed(0.3)` (0.35 s / 0.3 ≈ 1.17 s). With Reduce Motion
/// on they are drawn at their final height. Later changes of data move the bars without animation, as in the seed.
///
/// Bars are scaled by the largest finite amount; NaN, ±∞ and negative amounts draw no bar, all-zero or empty data
/// draws empty tracks, and expenses that share an id are told apart by position.
public struct ExpenseBarChart: View {
    /// The bars, left to right.
    public var expenses: [Expense]
    /// The width of a bar and its track.
    public var barWidth: CGFloat
    /// The height of the tracks.
    public var plotHeight: CGFloat
    /// The height of the bar of the largest amount.
    public var barHeight: CGFloat

    @State private var isRevealed = false
    @State private var selection: KeyedExpense.Key?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// The animation of the bars' first growth: wait 1 s, then ease in and out at 0.3 × speed.
    public static let growth: Animation = .easeInOut.speed(0.3).delay(1)

    /// Creates a chart of `expenses`.
    public init(expenses: [Expense], barWidth: CGFloat = 20, plotHeight: CGFloat = 300, barHeight: CGFloat = 250) {
        self.expenses = expenses
        self.barWidth = barWidth
        self.plotHeight = plotHeight
        self.barHeight = barHeight
    }

    public var body: some View {
        let keyed = KeyedExpense.keyed(expenses)
        let largest = BarHeightRatio.largestFiniteValue(in: expenses.map(\.value))
        VStack {
            Text("Selected: \(selectedSummary(in: keyed))")
                .bold()
                .padding()
                .frame(maxWidth: .infinity)
                .foregroundColor(.white)
                .background(Color.purple, in: RoundedRectangle(cornerRadius: 5))

            HStack {
                ForEach(keyed, id: \.key) { item in
                    column(item.expense, ratio: BarHeightRatio.ratio(of: item.expense.value, largest: largest))
                        .onTapGesture { selection = item.key }
                }
            }
            .onAppear { isRevealed = true }
        }
    }

    private func selectedSummary(in keyed: [KeyedExpense]) -> String {
        keyed.first { $0.key == selection }?.expense.summary ?? "None"
    }

    private func column(_ expense: Expense, ratio: Double) -> some View {
        let width = BarHeightRatio.length(barWidth)
        let tall = BarHeightRatio.length(plotHeight)
        let height = isRevealed || reduceMotion ? BarHeightRatio.length(barHeight) * ratio : 0
        return VStack {
            ZStack(alignment: .bottom) {
                RoundedRectangle(cornerRadius: 5)
                    .fill(.pink.opacity(0.05))
                    .frame(width: width, height: tall)

                RoundedRectangle(cornerRadius: 5)
                    .fill(LinearGradient(colors: [.purple, .blue], startPoint: .bottom, endPoint: .top))
                    .frame(width: width, height: min(height, tall))
                    .animation(reduceMotion ? nil : Self.growth, value: isRevealed)
            }

            Text(expense.label)
                .font(.caption2)
                .layoutPriority(1)
                .rotationEffect(.degrees(-45))
                .padding(.top)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(expense.label)
        .accessibilityValue(expense.value.isFinite ? "$\(String(format: "%.0f", expense.value))" : "No value")
    }
}
