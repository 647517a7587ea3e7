import Foundation
import Declarative

/// The benchmark workload, the same one the peer tools' scripts draw (docs/PERFORMANCE.md): N categorical bars, labels `c0` … `c{N-1}`,
/// values `((i * 7919) % 97) + 3`, drawn at 800 × 400 for SVG and 100 × 30 cells for the terminal.
enum Workload {
    static let svgSize = CGSize(width: 800, height: 400)
    static let svgSizes = [12, 1_000, 10_000]
    static let terminalSizes = [7, 12, 100]
    static let terminalGrid = (columns: 100, rows: 30)

    static func labels(_ n: Int) -> [String] { (0..<n).map { "c\($0)" } }
    static func values(_ n: Int) -> [Double] { (0..<n).map { Double(((($0 * 7919) % 97) + 3)) } }

    /// The chart the suites render: the Chart DSL when the Charts module has it (see `ChartWorkload`), else the
    /// plain Declarative chart below.
    @MainActor
    static func chart(_ n: Int) -> AnyView { chart(Dataset(n)) }

    /// The chart of data made beforehand: the timed suites make the data once, outside the timing, as the peers'
    /// scripts do, and time building the chart from it and rendering.
    @MainActor
    static func chart(_ data: Dataset) -> AnyView {
        ChartWorkload.chart(labels: data.labels, values: data.values)
            ?? AnyView(PlainBarChart(labels: data.labels, values: data.values))
    }

    /// The workload's data for N bars.
    struct Dataset {
        let labels: [String]
        let values: [Double]
        init(_ n: Int) {
            labels = Workload.labels(n)
            values = Workload.values(n)
        }
    }

    /// Which implementation `chart(_:)` uses, for the report.
    @MainActor
    static var chartKind: String { ChartWorkload.isAvailable ? ChartWorkload.description : PlainBarChart.description }
}

/// The workload as a plain Declarative view: a y axis with six ticks, bars in an HStack bottom-aligned in a
/// GeometryReader, and one label under each bar.
///
/// ```
///  100 ┤     ▆
///   60 ┤  ▃  █  ▅
///    0 ┤  █  █  █
///        c0 c1 c2
/// ```
///
/// Labels are drawn at their ideal size, centred under their bar, and overlap when bars are narrow — as the
/// peers draw every label too.
struct PlainBarChart: View {
    static let description = "plain Declarative view (HStack of Rectangles in a GeometryReader, y axis, labels)"
    let labels: [String]
    let values: [Double]
    var maximum: Double = 100

    private var spacing: CGFloat { labels.count > 100 ? 0 : 2 }

    var body: some View {
        HStack(alignment: .top, spacing: 4) {
            YAxis(maximum: maximum)
            VStack(spacing: 2) {
                GeometryReader { proxy in
                    HStack(alignment: .bottom, spacing: spacing) {
                        ForEach(0..<values.count, id: \.self) { i in
                            Rectangle()
                                .fill(Color.blue)
                                .frame(height: proxy.size.height * values[i] / maximum)
                        }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                }
                // Without this frame the GeometryReader reports 0 for an infinite proposal and a stack treats it as
                // rigid (Declarative/Layout/GeometryReader.swift); SwiftUI's GeometryReader is flexible.
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .border(Color.gray, width: 1)
                HStack(spacing: spacing) {
                    ForEach(0..<labels.count, id: \.self) { i in
                        Color.clear
                            .frame(height: 12)
                            .overlay(Text(labels[i]).font(.caption2).fixedSize())
                    }
                }
            }
        }
        .padding(16)
        .accessibilityLabel("Bar chart of \(values.count) values")
    }
}

/// The value axis of `PlainBarChart`: tick labels from the maximum down to 0.
struct YAxis: View {
    let maximum: Double

    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            ForEach(0..<6, id: \.self) { i in
                if i > 0 { Spacer(minLength: 0) }
                Text(String(Int(maximum - maximum * Double(i) / 5))).font(.caption2)
            }
        }
        .padding(.bottom, 14)
    }
}
