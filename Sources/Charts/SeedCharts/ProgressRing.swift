import Foundation
import Declarative

/// A ring that fills clockwise from the top to show progress from 0 to 1.
///
/// ```swift
/// ProgressRing(progress: 0.72)
///     .frame(width: 64, height: 64)
/// ProgressRing(progress: upload.fraction, lineWidth: 4, tint: .green)
/// ```
///
/// The ring is a faint track with the tinted part drawn over it as `Circle().trim(from: 0, to: progress)`, turned
/// so that it starts at 12 o'clock. It fills from 0 when it appears, and moves to each new progress, on `animation`
/// (by default `.easeInOut(duration: 0.8)`); with Reduce Motion on, or with a nil animation, it is drawn at its
/// value at once.
///
/// Progress is clamped to 0…1; NaN counts as 0. The ring is one accessibility element valued as a percentage.
public struct ProgressRing: View {
    /// The fraction shown, 0…1.
    public var progress: Double
    /// The width of the ring.
    public var lineWidth: CGFloat
    /// The colour of the filled part; the track is the same colour, faint.
    public var tint: Color
    /// How the ring moves to a new progress, or nil to jump.
    public var animation: Animation?

    @State private var hasAppeared = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Creates a ring showing `progress`.
    public init(progress: Double, lineWidth: CGFloat = 8, tint: Color = .accentColor,
                animation: Animation? = .easeInOut(duration: 0.8)) {
        self.progress = progress
        self.lineWidth = lineWidth
        self.tint = tint
        self.animation = animation
    }

    /// `progress` clamped to 0…1, with NaN as 0.
    var fraction: Double { progress.isNaN ? 0 : min(max(progress, 0), 1) }

    public var body: some View {
        let width = BarHeightRatio.length(lineWidth)
        let shown = hasAppeared || reduceMotion ? fraction : 0
        ZStack {
            Circle()
                .inset(by: width / 2)
                .stroke(tint.opacity(0.2), lineWidth: width)
            Circle()
                .inset(by: width / 2)
                .trim(from: 0, to: shown)
                .stroke(tint, style: StrokeStyle(lineWidth: width, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(reduceMotion ? nil : animation, value: shown)
        }
        // Start from the empty ring: the change made on appearing animates the trim from 0.
        .onAppear { hasAppeared = true }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Progress")
        .accessibilityValue("\(Int((fraction * 100).rounded())) percent")
    }
}
