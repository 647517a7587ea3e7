import Foundation
import Declarative

/// The accessibility descriptor a chart makes of itself, as Swift Charts does for VoiceOver's audio graphs: one
/// series per `series:` / `foregroundStyle(by:)` group (one series when there is none), the axes from the scales.
///
/// ```
/// Chart { BarMark(x: .value("Day", "Mon"), y: .value("Units", 12)) … }
///   x axis  categorical "Day": Mon, Tue, …            (the category axis; numbers and dates: numeric, with ticks)
///   y axis  numeric "Units": 0 … 30, grid at ticks    (the measured axis)
///   series  "Units" (bars: not continuous)  points (Mon, 12), (Tue, 19), …
/// ```
/// Horizontal bars put their category axis first too, since a descriptor's y axis is numeric. Sectors read as
/// (category, value). Marks that draw nothing (NaN, ±∞) are left out. A descriptor set outside the chart with
/// `accessibilityChartDescriptor(_:)` replaces this one.
@MainActor
struct ChartAccessibility {
    let model: ChartModel
    let scene: ChartScene
    let calendar: Calendar

    /// The chart's descriptor.
    func descriptor() -> AXChartDescriptor {
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

        let xAxis: any AXDataAxisDescriptor
        let yAxis: AXNumericDataAxisDescriptor?
        if sectors {
            let names = model.seriesDomain.isEmpty ? marks.indices.map { String($0 + 1) } : model.seriesDomain.map(PositionScale.categoryKey)
            xAxis = AXCategoricalDataAxisDescriptor(title: marks.first?.style.foregroundLabel ?? "Category", categoryOrder: names)
            yAxis = AXNumericDataAxisDescriptor(title: "Value", range: 0...max(1, sectorTotal), gridlinePositions: []) { Self.number($0) }
        } else {
            xAxis = Self.axis(xScale, title: xTitle, dates: dates)
            yAxis = Self.axis(yScale, title: yTitle, dates: dates) as? AXNumericDataAxisDescriptor
        }

        var order: [String] = [], points: [String: [AXDataPoint]] = [:], continuous: [String: Bool] = [:]
        for segment in marks.segments {
            // A column run's marks share their first's style and series: its points are read from the columns.
            if let c = segment.columns {
                let m = c.prototype
                guard !m.style.accessibilityHidden else { continue }
                let key = m.seriesKey.map(PositionScale.categoryKey) ?? ""
                var run = points.removeValue(forKey: key) ?? []
                let before = run.count
                run.reserveCapacity(before + c.count)
                for i in segment.indices where model.isDrawable[i] {
                    let x = ChannelValue.value(c.xKind.primitive(c.xs[i - segment.start]))
                    let y = ChannelValue.value(c.yKind.primitive(c.ys[i - segment.start]))
                    if let point = point(x: swapped ? y : x, y: swapped ? x : y, label: m.style.accessibilityLabel, swapped: swapped) {
                        run.append(point)
                    }
                }
                if !run.isEmpty { points[key] = run }
                if run.count == before { continue }
                if before == 0 { order.append(key) }
                continuous[key] = (continuous[key] ?? false) || m.kind == .line || m.kind == .area
                continue
            }
            for (k, m) in segment.rows.enumerated() where model.isDrawable[segment.start + k] && !m.style.accessibilityHidden {
                guard let point = point(of: m, index: segment.start + k, swapped: swapped, sectors: sectors) else { continue }
                let key = m.seriesKey.map(PositionScale.categoryKey) ?? ""
                if points[key] == nil { order.append(key) }
                points[key, default: []].append(point)
                continuous[key] = (continuous[key] ?? false) || m.kind == .line || m.kind == .area
            }
        }
        let series = order.map { key in
            AXDataSeriesDescriptor(name: key.isEmpty ? yTitle : key, isContinuous: continuous[key] ?? false, dataPoints: points[key] ?? [])
        }
        return AXChartDescriptor(title: nil, summary: nil, xAxis: xAxis, yAxis: yAxis, series: series)
    }

    /// The total of the sectors' values (their shares are of this).
    private var sectorTotal: Double {
        model.marks.compactMap { $0.angle?.continuousValue }.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
    }

    /// The data point of a mark, or nil when it has no value to read.
    private func point(of m: ResolvedMark, index i: Int, swapped: Bool, sectors: Bool) -> AXDataPoint? {
        let label = m.style.accessibilityLabel
        if sectors {
            guard let v = m.angle?.continuousValue else { return nil }
            let name = m.style.foregroundBy.map(PositionScale.categoryKey) ?? String(i + 1)
            return AXDataPoint(x: name, y: v, label: label)
        }
        return point(x: swapped ? m.y : m.x, y: swapped ? m.x : m.y, label: label, swapped: swapped)
    }

    /// The data point of a mark's channels (x and y as the descriptor reads them), or nil when it has no value to read.
    private func point(x xChannel: ChannelValue, y yChannel: ChannelValue, label: String?, swapped: Bool) -> AXDataPoint? {
        // A floating bar or range reads as its upper end; a stacked bar as its own value, not the stack's top.
        let y = (yChannel.second ?? yChannel.first)?.continuousValue
        switch xChannel.first {
        case .string(let s)?: return AXDataPoint(x: s, y: y, label: label)
        case let p?:
            guard let v = p.continuousValue else { return nil }
            if (swapped ? model.yKind : model.xKind) == .category { return AXDataPoint(x: PositionScale.categoryKey(p), y: y, label: label) }
            return AXDataPoint(x: v, y: y, label: label)
        case nil:
            return y.map { AXDataPoint(x: "", y: $0, label: label) }
        }
    }

    /// The descriptor of an axis from its scale: categories in order, or the numeric domain with grid lines at ticks.
    private static func axis(_ scale: PositionScale, title: String, dates: DateDescriber) -> any AXDataAxisDescriptor {
        switch scale {
        case .band(_, let categories, _):
            return AXCategoricalDataAxisDescriptor(title: title, categoryOrder: categories)
        case .linear(let s):
            let axis = AXNumericDataAxisDescriptor(title: title, range: range(s), gridlinePositions: s.ticks()) { number($0) }
            if s.transform == .log { axis.scaleType = .log10 }
            return axis
        case .date(let s):
            return AXNumericDataAxisDescriptor(title: title, range: range(s), gridlinePositions: []) { dates.string(for: $0) }
        }
    }

    private static func range(_ s: LinearScale) -> ClosedRange<Double> {
        min(s.domainStart, s.domainEnd)...max(s.domainStart, s.domainEnd)
    }

    /// A number as chart labels write it ("12", "2,500", "0.25").
    static func number(_ v: Double) -> String { PlottablePrimitive.number(v).description }
}

/// Dates as a descriptor reads them: "Mar 10, 2024", with the time when it is not midnight. One formatter per chart.
private struct DateDescriber {
    let day: DateFormatter, time: DateFormatter, calendar: Calendar

    init(calendar: Calendar) {
        self.calendar = calendar
        day = DateFormatter()
        time = DateFormatter()
        for (f, pattern) in [(day, "MMM d, yyyy"), (time, "MMM d, yyyy, h:mm a")] {
            f.locale = Locale(identifier: "en_US_POSIX")
            f.calendar = calendar
            f.timeZone = calendar.timeZone
            f.dateFormat = pattern
        }
    }

    func string(for seconds: Double) -> String {
        guard seconds.isFinite else { return PlottablePrimitive.number(seconds).description }
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        return (calendar.startOfDay(for: date) == date ? day : time).string(from: date)
    }
}
