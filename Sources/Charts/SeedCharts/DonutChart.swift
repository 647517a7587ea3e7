import Foundation
import Declarative

/// One slice of a ``DonutChart``.
public struct DonutChartSegment: Identifiable, Hashable, Sendable {
    /// The identity of the slice; by default its label.
    public var id: String
    /// What the slice stands for, read by assistive technology.
    public var label: String
    /// The slice's amount; its share of the ring is its part of the total. NaN, ±∞ and negative amounts count as 0.
    public var value: Double
    /// The slice's colour, or nil for the next colour of the default palette.
    public var color: Color?

    /// Creates a segment; its id is its label unless one is given.
    public init(label: String, value: Double, color: Color? = nil, id: String? = nil) {
        self.id = id ?? label
        self.label = label
        self.value = value
        self.color = color
    }
}

/// A ring divided into slices in proportion to their values, which sweep in clockwise from the top on appear.
///
/// ```swift
/// DonutChart(segments: [
///     DonutChartSegment(label: "Rent", value: 1200, color: .indigo),
///     DonutChartSegment(label: "Food", value: 450, color: .mint),
/// ])
/// .frame(width: 120, height: 120)
/// ```
///
/// Each slice is `Circle().trim(from: start, to: end)` of the ring, where start and end are the running totals
/// before and after it. On appear every slice grows from the top to its place on `animation`
/// (`.easeInOut(duration: 0.8)`); later data changes move the slices on the same animation. With Reduce Motion on,
/// the slices are drawn in place at once.
///
/// ```
/// fractions  [0.6, 0.3, 0.1]   →  trims 0…0.6, 0.6…0.9, 0.9…1
/// ```
///
/// With no positive values the ring shows only its faint track. Each slice is an accessibility element labelled
/// with its label and valued with its percentage.
public struct DonutChart: View {
    /// The slices, clockwise from the top.
    public var segments: [DonutChartSegment]
    /// The width of the ring.
    public var lineWidth: CGFloat
    /// How slices move to new data, or nil to jump.
    public var animation: Animation?

    /// Colours for slices without one.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .teal, .yellow, .pink]

    @State private var hasAppeared = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Creates a donut chart.
    public init(segments: [DonutChartSegment], lineWidth: CGFloat = 24,
                animation: Animation? = .easeInOut(duration: 0.8)) {
        self.segments = segments
        self.lineWidth = lineWidth
        self.animation = animation
    }

    /// Where each slice starts and ends along the ring, 0…1.
    static func spans(of values: [Double]) -> [(start: Double, end: Double)] {
        let weights = values.map { $0.isFinite ? max(0, $0) : 0 }
        // Sum in a scale that cannot overflow: divide by the largest weight first.
        guard let largest = weights.max(), largest > 0 else { return weights.map { _ in (0, 0) } }
        let scaled = weights.map { $0 / largest }
        let total = scaled.reduce(0, +)
        var running = 0.0
        return scaled.map { w in
            let start = running / total
            running += w
            return (start, min(running / total, 1))
        }
    }

    public var body: some View {
        let width = BarHeightRatio.length(lineWidth)
        let spans = Self.spans(of: segments.map(\.value))
        let shown = hasAppeared || reduceMotion
        ZStack {
            Circle()
                .inset(by: width / 2)
                .stroke(Color.gray.opacity(0.15), lineWidth: width)
            ForEach(Array(segments.enumerated()), id: \.offset) { index, segment in
                let span = spans[index]
                Circle()
                    .inset(by: width / 2)
                    .trim(from: shown ? span.start : 0, to: shown ? span.end : 0)
                    .stroke(segment.color ?? Self.palette[index % Self.palette.count], lineWidth: width)
                    .rotationEffect(.degrees(-90))
                    .animation(reduceMotion ? nil : animation, value: shown ? span.end : 0)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(segment.label)
                    .accessibilityValue("\(Int(((span.end - span.start) * 100).rounded())) percent")
            }
        }
        // Start from the empty ring: the change made on appearing animates the trims from 0.
        .onAppear { hasAppeared = true }
    }
}
