import Foundation
import Declarative
import Charts

// View helpers outside any view, as published SwiftUI code writes them: free `@ViewBuilder` functions, an enum's
// `@ViewBuilder` properties and free chart-content builders, none marked `@MainActor`. SwiftUI's modifiers and view
// initialisers are `nonisolated`, so all of this compiles in Swift 6 mode without an isolation diagnostic.

enum Swift6HelpersMetric: String, CaseIterable, Identifiable {
    case steps, heartRate, sleep

    var id: String { rawValue }

    var title: String {
        switch self {
        case .steps: return "Steps"
        case .heartRate: return "Heart rate"
        case .sleep: return "Sleep"
        }
    }

    var tint: Color {
        switch self {
        case .steps: return .green
        case .heartRate: return .red
        case .sleep: return .indigo
        }
    }

    @ViewBuilder
    var icon: some View {
        switch self {
        case .steps:
            Image(systemName: "figure.walk")
                .imageScale(.large)
                .foregroundStyle(tint)
        case .heartRate:
            Image(systemName: "heart.fill")
                .symbolVariant(.fill)
                .foregroundStyle(tint.gradient)
        case .sleep:
            ZStack {
                Circle().fill(tint.opacity(0.2))
                Image(systemName: "moon.fill").font(.caption)
            }
            .frame(width: 20, height: 20)
        }
    }

    @ViewBuilder
    var badge: some View {
        Label(title, systemImage: "chart.bar")
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(tint.opacity(0.15), in: Capsule())
            .overlay(Capsule().stroke(tint, lineWidth: 1))
    }
}

struct Swift6HelpersSample: Identifiable {
    let id: Int
    let value: Double
    let kind: String
}

@ViewBuilder
func swift6HelpersRow(_ metric: Swift6HelpersMetric, value: Double) -> some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
        metric.icon
        VStack(alignment: .leading, spacing: 2) {
            Text(metric.title)
                .font(.headline)
                .foregroundStyle(.primary)
                .lineLimit(1)
            Text(value, format: .number.precision(.fractionLength(1)))
                .font(.system(.body, design: .rounded))
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
        Spacer(minLength: 4)
        Text("\(value / 100, specifier: "%.0f")%")
            .bold()
            .foregroundColor(metric.tint)
    }
    .padding(12)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    .overlay(alignment: .topTrailing) {
        Circle().fill(metric.tint).frame(width: 6, height: 6).padding(6)
    }
    .clipShape(RoundedRectangle(cornerRadius: 12))
    .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
    .accessibilityElement(children: .combine)
    .accessibilityLabel(metric.title)
    .accessibilityValue("\(Int(value))")
}

@ViewBuilder
func swift6HelpersDecorations(highlighted: Bool) -> some View {
    if highlighted {
        Divider()
        GeometryReader { proxy in
            Capsule()
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                .frame(width: proxy.size.width * 0.6, height: 4)
        }
        .frame(height: 4)
    } else {
        EmptyView()
    }
    Canvas { context, size in
        context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.orange))
    }
    .frame(height: 6)
    .opacity(0.8)
    .offset(x: 2)
    .scaleEffect(1.0)
    .rotationEffect(.zero)
    Group {
        ForEach(0..<3) { i in
            RoundedRectangle(cornerRadius: 2)
                .fill(Color.blue.opacity(Double(i + 1) / 3))
                .frame(width: 12, height: 12)
        }
    }
    .animation(.spring(duration: 0.4), value: highlighted)
    .transition(.opacity)
}

@ChartContentBuilder
func swift6HelpersMarks(_ samples: [Swift6HelpersSample], average: Double) -> some ChartContent {
    ForEach(samples) { sample in
        LineMark(x: .value("Day", sample.id), y: .value("Value", sample.value))
            .foregroundStyle(by: .value("Kind", sample.kind))
            .symbol(by: .value("Kind", sample.kind))
            .interpolationMethod(.catmullRom)
        PointMark(x: .value("Day", sample.id), y: .value("Value", sample.value))
            .symbolSize(20)
            .annotation(position: .top) {
                Text("\(Int(sample.value))").font(.caption2)
            }
    }
    RuleMark(y: .value("Average", average))
        .foregroundStyle(.gray)
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
}

@AxisContentBuilder
func swift6HelpersXAxis() -> some AxisContent {
    AxisMarks(values: .automatic(desiredCount: 4)) { _ in
        AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5))
        AxisTick(length: 3)
        AxisValueLabel(orientation: .horizontal)
    }
}

@ViewBuilder
func swift6HelpersChart(_ samples: [Swift6HelpersSample]) -> some View {
    let average = samples.map(\.value).reduce(0, +) / Double(max(samples.count, 1))
    Chart {
        swift6HelpersMarks(samples, average: average)
    }
    .chartXAxis { swift6HelpersXAxis() }
    .chartYAxis { AxisMarks(position: .leading) }
    .chartYScale(domain: 0...120)
    .chartXAxisLabel("Day")
    .chartYAxisLabel("Value", position: .leading)
    .chartLegend(position: .top, alignment: .leading)
    .chartForegroundStyleScale(["Morning": Color.orange, "Evening": Color.indigo])
    .chartPlotStyle { plot in plot.background(.gray.opacity(0.05)) }
    .frame(height: 200)
}

struct Swift6NonisolatedHelpersScreen: View {
    @State private var highlighted = true
    let samples: [Swift6HelpersSample] = {
        var samples: [Swift6HelpersSample] = []
        for day in 1...5 {
            samples.append(Swift6HelpersSample(id: day, value: Double(40 + day * 9), kind: "Morning"))
            samples.append(Swift6HelpersSample(id: day + 10, value: Double(90 - day * 7), kind: "Evening"))
        }
        return samples
    }()

    var body: some View {
        ScrollViewlessColumn {
            ForEach(Swift6HelpersMetric.allCases) { metric in
                metric.badge
                swift6HelpersRow(metric, value: Double(metric.title.count * 10))
            }
            swift6HelpersDecorations(highlighted: highlighted)
            swift6HelpersChart(samples)
        }
        .onAppear { highlighted = true }
    }
}

/// A plain column, as a screen's own small container view.
struct ScrollViewlessColumn<Content: View>: View {
    @ViewBuilder let content: () -> Content
    var body: some View {
        VStack(alignment: .leading, spacing: 8) { content() }
            .padding()
            .font(.body)
            .tint(.blue)
            .environment(\.colorScheme, .light)
    }
}
