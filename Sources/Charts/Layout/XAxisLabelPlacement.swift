import Foundation
import Declarative

/// One x-axis label, measured and hung from its value: its frame (the box it covers, turned if it is vertical) has
/// its `anchor` point at `position`.
///
/// ```
///   value ─┐            anchor .top          anchor .topLeading       .vertical, anchor .top
///          ▼              ┌───┐                ┌────┐                      ┌─┐
///   ───────┼──────     ───┤Mon├───          ───┤Jan ├─                  ───┤b├─
///                         └───┘                └────┘                      │a│  (bottom to top:
///                                                                          │M│   "Mab")
/// ```
struct XLabel {
    var text: String
    let spec: AxisLabelSpec
    let anchor: UnitPoint
    let position: CGPoint
    /// The room along the axis up to the next value: what `.truncate` shortens a label to.
    let room: CGFloat
    let font: ResolvedFont
    let metrics: any TextMetrics
    /// The label's width along its own line (or its length turned, for a vertical label), and the height of the line.
    var width: CGFloat
    let lineHeight: CGFloat

    init(text: String, spec: AxisLabelSpec, anchor: UnitPoint, position: CGPoint, room: CGFloat, font: ResolvedFont,
         metrics: any TextMetrics) {
        self.text = text
        self.spec = spec
        self.anchor = UnitPoint(x: anchor.x.isFinite ? anchor.x : 0.5, y: anchor.y.isFinite ? anchor.y : 0)
        self.position = position
        self.room = room
        self.font = font
        self.metrics = metrics
        width = spec.orientation.isVertical ? metrics.verticalLength(of: text, font: font) : metrics.width(of: text, font: font)
        lineHeight = metrics.lineHeight(of: font)
    }

    /// The box the label covers, with its anchor at its position.
    var frame: CGRect {
        let size = spec.orientation.isVertical ? CGSize(width: lineHeight, height: width) : CGSize(width: width, height: lineHeight)
        return CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                      width: size.width, height: size.height)
    }

    /// Shortens the text with "…" until it fits `room` less a gap (a horizontal label; a vertical one is as wide as a
    /// line whatever its text). Keeps at least the ellipsis.
    mutating func truncate(gap: CGFloat) {
        guard !spec.orientation.isVertical, width > room - gap else { return }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters) + "…"
            if metrics.width(of: candidate, font: font) <= room - gap || characters.isEmpty {
                text = candidate
                width = metrics.width(of: candidate, font: font)
                return
            }
        }
    }
}

/// Places the x axis's labels one after another, as their collision resolution says: kept inside the chart, and
/// (greedy) dropped when they would overlap a label already placed, of this group or of one placed before it.
struct XLabelPlacer {
    let chartWidth: CGFloat
    /// The spans taken by earlier groups' labels.
    private var taken: [ClosedRange<CGFloat>] = []
    /// Where the group's last kept label ends, its spacing included.
    private var lastEnd = -CGFloat.infinity
    private var group: [ClosedRange<CGFloat>] = []

    init(chartWidth: CGFloat) { self.chartWidth = chartWidth }

    /// Starts the labels of another `AxisMarks`: its labels give way to every label placed so far.
    mutating func startGroup() {
        taken += group
        group = []
        lastEnd = -.infinity
    }

    /// Whether a label starting at `x` would start inside the group's previous label (and so be dropped, greedily).
    func startsInsidePrevious(_ x: CGFloat) -> Bool { lastEnd > 0 && x < lastEnd }

    /// The label's frame, kept inside the chart's width, and its text (shortened, for `.truncate`); nil when it is
    /// dropped. (The label is consumed: a copy of it retained its text, style, font and metrics.)
    mutating func place(_ label: consuming XLabel) -> (frame: CGRect, text: String)? {
        let resolution = label.spec.collisionResolution
        if resolution.kind == .truncate { label.truncate(gap: ChartStyle.labelGap) }
        var frame = label.frame
        frame.origin.x = min(max(frame.minX, 0), max(0, chartWidth - frame.width))
        guard frame.minX.isFinite, frame.minY.isFinite else { return nil }
        if resolution.kind == .greedy {
            let spacing = resolution.minimumSpacing ?? ChartStyle.labelGap
            let span = frame.minX...(frame.maxX + spacing)
            guard frame.minX >= lastEnd, !taken.contains(where: { $0.overlaps(span) }) else { return nil }
            lastEnd = span.upperBound
            group.append(span)
        }
        return (frame, label.text)
    }
}
