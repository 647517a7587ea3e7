import Foundation
import Declarative

/// The accessibility description a chart makes of itself, as Swift Charts does for VoiceOver's audio graphs: one
/// series per `series:` / `foregroundStyle(by:)` group (one series when there is none), the axes from the scales.
///
/// ```
/// Chart { BarMark(x: .value("Day", "Mon"), y: .value("Units", 12)) … }
///   x axis  categorical "Day": Mon, Tue, …            (the category axis; numbers and dates: numeric)
///   y axis  numeric "Units": 0 to 30                  (the measured axis)
///   series  "Units" (bars: not continuous)  points (Mon, 12), (Tue, 19), …
/// ```
/// Horizontal bars put their category axis first too, since a descriptor's y axis is numeric. Sectors read as
/// (category, value). Marks that draw nothing (NaN, ±∞) are left out. A descriptor set outside the chart with
/// `accessibilityChartDescriptor(_:)` replaces this one.
///
/// It is what `ChartDescription(_:)` makes of the `AXChartDescriptor` above, made directly: the points are kept as
/// values (`DescribedPoints`) and described when a backend reads them.
@MainActor
struct ChartAccessibility {
    let model: ChartModel
    let scene: ChartScene
    let calendar: Calendar

    /// The chart's description.
    func description() -> ChartDescription {
        let marks = model.marks
        let sectors = model.isSectorChart
        // The descriptor's x is the category axis when there is one (a descriptor's y axis is numeric).
        let swapped = !sectors && model.yKind == .category && model.xKind != .category
        let firstDrawable = model.isDrawable.firstIndex(of: true)
        let xTitle = firstDrawable.map { swapped ? marks[$0].yLabel : marks[$0].xLabel } ?? ""
        let yTitle = firstDrawable.map { swapped ? marks[$0].xLabel : marks[$0].yLabel } ?? ""
        let xScale = swapped ? scene.proxy.yScale : scene.proxy.xScale
        let yScale = swapped ? scene.proxy.xScale : scene.proxy.yScale
        let dates = DateDescriber(calendar: calendar)

        var axes: [ChartDescription.Axis]
        let xStyle: DescribedPoints.ValueStyle, yStyle: DescribedPoints.ValueStyle?
        if sectors {
            let names = model.seriesDomain.isEmpty ? marks.indices.map { String($0 + 1) } : model.seriesDomain.map(PositionScale.categoryKey)
            axes = [Self.axis(title: marks.first?.style.foregroundLabel ?? "Category", extent: Self.list(names)),
                    Self.axis(title: "Value", extent: Self.number(0) + " to " + Self.number(max(1, sectorTotal)))]
            (xStyle, yStyle) = (.plain, .number)
        } else {
            let x = Self.axis(xScale, title: xTitle, dates: dates), y = Self.axis(yScale, title: yTitle, dates: dates)
            axes = [x.axis]
            if y.style != nil { axes.append(y.axis) }
            (xStyle, yStyle) = (x.style ?? .plain, y.style)
        }

        var groups = SeriesGroups(empty: DescribedPoints(xStyle: xStyle, yStyle: yStyle))
        for segment in marks.segments {
            // A column run's marks share their first's style and series: its points are read from the columns.
            if let c = segment.columns {
                let m = c.prototype
                guard !m.style.accessibilityHidden else { continue }
                let drawable = model.isDrawable[segment.indices]
                var (xs, ys) = swapped ? (c.ys, c.xs) : (c.xs, c.ys)
                if drawable.contains(false) {
                    let kept = drawable.indices.filter { drawable[$0] }.map { $0 - segment.start }
                    (xs, ys) = (kept.map { xs[$0] }, kept.map { ys[$0] })
                }
                let kind = swapped ? c.yKind : c.xKind
                let category = (swapped ? model.yKind : model.xKind) == .category ? kind : nil
                groups.add(to: m.seriesKey.map(PositionScale.categoryKey) ?? "", isContinuous: m.kind == .line || m.kind == .area) {
                    $0.append(xs: xs, ys: ys, categoryKind: category, label: m.style.accessibilityLabel)
                }
                continue
            }
            for (k, m) in segment.rows.enumerated() where model.isDrawable[segment.start + k] && !m.style.accessibilityHidden {
                guard let point = point(of: m, index: segment.start + k, swapped: swapped, sectors: sectors) else { continue }
                groups.add(to: m.seriesKey.map(PositionScale.categoryKey) ?? "", isContinuous: m.kind == .line || m.kind == .area) {
                    $0.append(x: point.x, y: point.y, label: m.style.accessibilityLabel, expected: segment.rows.count - k)
                }
            }
        }
        let series = groups.finish().map { group in
            ChartDescription.Series(name: ChartDescription.clean(group.key.isEmpty ? yTitle : group.key),
                                    isContinuous: group.isContinuous, points: ChartDescription.Points(group.points))
        }
        return ChartDescription(title: nil, summary: nil, axes: axes, series: series)
    }

    /// The total of the sectors' values (their shares are of this).
    private var sectorTotal: Double {
        model.marks.compactMap { $0.angle?.continuousValue }.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
    }

    /// The values of a mark's point, or nil when it has no value to read.
    private func point(of m: ResolvedMark, index i: Int, swapped: Bool, sectors: Bool) -> (x: DescribedPoints.X, y: Double?)? {
        if sectors {
            guard let v = m.angle?.continuousValue else { return nil }
            return (.text(m.style.foregroundBy.map(PositionScale.categoryKey) ?? String(i + 1)), v)
        }
        // The values the description reads, each taken from its channel in place (passing the channels, or choosing
        // between them, copied them whole). A floating bar or range reads as its upper end; a stacked bar as its own
        // value, not the stack's top.
        let y = (swapped ? (m.x.second ?? m.x.first) : (m.y.second ?? m.y.first))?.continuousValue
        switch swapped ? m.y.first : m.x.first {
        case .string(let s)?: return (.text(s), y)
        case let p?:
            guard let v = p.continuousValue else { return nil }
            if (swapped ? model.yKind : model.xKind) == .category { return (.text(PositionScale.categoryKey(p)), y) }
            return (.number(v), y)
        case nil:
            return y.map { (.text(""), $0) }
        }
    }

    /// An axis of the description from its scale, and how its numbers read: the categories in order (and no style),
    /// or the numeric domain as "low to high".
    private static func axis(_ scale: PositionScale, title: String, dates: DateDescriber)
        -> (axis: ChartDescription.Axis, style: DescribedPoints.ValueStyle?) {
        switch scale {
        case .band(_, let categories, _):
            return (axis(title: title, extent: list(categories)), nil)
        case .linear(let s):
            return (axis(title: title, extent: number(min(s.domainStart, s.domainEnd)) + " to " + number(max(s.domainStart, s.domainEnd))), .number)
        case .date(let s):
            let extent = dates.string(for: min(s.domainStart, s.domainEnd)) + " to " + dates.string(for: max(s.domainStart, s.domainEnd))
            return (axis(title: title, extent: extent), .date(dates))
        }
    }

    /// The most categories an axis's extent names.
    static let maximumListedCategories = 100

    /// Categories as an axis's extent reads them: "Mon, Tue, Wed". Past `maximumListedCategories`, the first ones,
    /// the last and their count ("c0, c1, …, c98, …, c9999 (10000 categories)"): the data table holds every point, and
    /// a summary that named ten thousand categories would help no reader (and wrote 69 KB into each SVG).
    static func list(_ categories: [String]) -> String {
        guard categories.count > maximumListedCategories, let last = categories.last else {
            return categories.joined(separator: ", ")
        }
        return categories.prefix(maximumListedCategories - 1).joined(separator: ", ")
            + ", …, \(last) (\(categories.count) categories)"
    }

    private static func axis(title: String, extent: String) -> ChartDescription.Axis {
        ChartDescription.Axis(title: ChartDescription.clean(title), extent: ChartDescription.clean(extent))
    }

    /// A number as chart labels write it ("12", "2,500", "0.25").
    static func number(_ v: Double) -> String { PlottablePrimitive.number(v).description }
}

/// The points of a description grouped by series, in the order of each series' first point.
///
/// Marks nearly always come series by series: the series being filled is kept out of the dictionary, so that a point
/// of the same series as the one before costs one comparison of keys rather than three lookups (10,000 bars hashed
/// their series' key 30,000 times).
private struct SeriesGroups {
    private let empty: DescribedPoints
    private var order: [String] = []
    private var parked: [String: (points: DescribedPoints, isContinuous: Bool)] = [:]
    private var open: (key: String, points: DescribedPoints, isContinuous: Bool)?

    /// Groups that start each series with `empty`.
    init(empty: DescribedPoints) { self.empty = empty }

    /// Lets `append` add points to the series `key`, which becomes continuous when `isContinuous` and it gains points.
    mutating func add(to key: String, isContinuous: Bool, _ append: (inout DescribedPoints) -> Void) {
        if open?.key != key {
            park()
            let found = parked.removeValue(forKey: key)
            open = (key, found?.points ?? empty, found?.isContinuous ?? false)
        }
        let before = open!.points.count
        append(&open!.points)
        guard open!.points.count > before else { return }
        if before == 0 { order.append(key) }
        open!.isContinuous = open!.isContinuous || isContinuous
    }

    /// Each series with points, in order.
    mutating func finish() -> [(key: String, points: DescribedPoints, isContinuous: Bool)] {
        // One series, the common case, never went into the dictionary: it is taken as it is.
        if parked.isEmpty, let group = open {
            return group.points.count > 0 ? [(group.key, group.points, group.isContinuous)] : []
        }
        park()
        return order.map { key in (key, parked[key]?.points ?? empty, parked[key]?.isContinuous ?? false) }
    }

    private mutating func park() {
        guard let group = open else { return }
        open = nil
        if group.points.count > 0 { parked[group.key] = (group.points, group.isContinuous) }
    }
}
