import Foundation
import Declarative

/// Turns resolved marks into drawable scene marks with the chart's scales (Swift Charts' documentation).
///
/// Bars measure from their stacked interval along the value axis and fill their band along the
/// category axis (`MarkDimension`, dodged by `position(by:)`); lines and areas join the marks of
/// one series in data order; points are 30 pt² symbols; rules are 1 pt; sectors share the
/// largest circle that fits the plot. All loops are linear in the number of marks.
@MainActor
struct MarkGeometry {
    let model: ChartModel
    let configuration: ChartConfiguration
    let x: PositionScale
    let y: PositionScale
    let plot: CGSize
    /// Where the plot sits in the chart (marks are drawn in chart coordinates), for styles aligned with the plot.
    var plotOrigin: CGPoint = .zero
    /// The pixel columns lines and areas are thinned to (`SeriesDecimation`): their width and the plot's left edge in
    /// the chart, in points; nil draws every point.
    var pixelColumns: (width: CGFloat, origin: CGFloat)? = nil

    /// How a series value is painted: the colour scale's mapping, its range, or the palette.
    func seriesPaint(_ value: PlottablePrimitive) -> MarkPaint {
        let scale = configuration.foregroundStyleScale
        if let f = scale.mapping, let s = f(value) { return MarkPaint(style: s, color: nil, key: nil) }
        let i = model.seriesIndex[value] ?? 0
        if let extent = model.continuousSeries, case .number(let v) = value {
            let (low, high) = continuousColors
            // NaN takes the low end, ±∞ the ends; a single value the middle.
            let t = v.isNaN ? 0 : (extent.upperBound > extent.lowerBound
                ? min(max((v - extent.lowerBound) / (extent.upperBound - extent.lowerBound), 0), 1) : 0.5)
            let color = scale.gradient?.color(at: t) ?? low.mix(with: high, by: t)
            return MarkPaint(style: AnyShapeStyle(color), color: color, key: i)
        }
        if let gradient = scale.gradient {
            // Categories spread evenly over the gradient, the first at its start and the last at its end.
            let n = model.seriesIndex.count
            let color = gradient.color(at: n > 1 ? Double(min(i, n - 1)) / Double(n - 1) : 0)
            return MarkPaint(style: AnyShapeStyle(color), color: color, key: i)
        }
        if let range = scale.range, !range.isEmpty {
            let entry = range[i % range.count]
            return MarkPaint(style: entry.style, color: entry.color, key: i)
        }
        let color = ChartStyle.palette[SeriesPalette.wrapped(i)]
        return MarkPaint(style: AnyShapeStyle(color), color: color, key: i)
    }

    /// The ends of the continuous colour scale: a gradient range's ends (`chartForegroundStyleScale(range:
    /// Gradient(…))`, which colours the marks), the first and last colours of `chartForegroundStyleScale(range:)` when
    /// they are colours, otherwise a light blue to the palette's blue. The legend's bar runs between them.
    var continuousColors: (Color, Color) {
        if let gradient = configuration.foregroundStyleScale.gradient { return (gradient.color(at: 0), gradient.color(at: 1)) }
        let colors = configuration.foregroundStyleScale.range?.compactMap(\.color) ?? []
        if let first = colors.first, let last = colors.last, colors.count >= 2 { return (first, last) }
        return (ChartStyle.continuousLow, ChartStyle.palette[0])
    }

    /// How a mark is painted: its own style, its series', or the palette's first colour.
    func paint(of m: ResolvedMark) -> MarkPaint {
        if m.hasStandardStyle { return MarkPaint.standard }     // (comparing the optional style with nil copied it)
        // Compared with nil before it is read: binding the optional style would copy it for every mark.
        if m.style.foreground != nil { return MarkPaint(style: m.style.foreground!, color: m.style.foregroundColor, key: nil) }
        if let v = m.style.foregroundBy { return seriesPaint(v) }
        return MarkPaint.standard
    }

    func symbol(of m: ResolvedMark) -> AnyChartSymbolShape {
        if let s = m.style.symbol { return s }
        if let v = m.style.symbolBy { return configuration.symbolScale.shape(for: v, index: model.symbolIndex[v] ?? 0) }
        return AnyChartSymbolShape(.circle)
    }

    /// The stroke of a `lineStyle(by:)` value, from the line style scale.
    func lineStyle(for value: PlottablePrimitive) -> StrokeStyle {
        configuration.lineStyleScale.style(for: value, index: model.lineStyleIndex[value] ?? 0)
    }

    /// The stroke of a line: its own `lineStyle(_:)`, its `lineStyle(by:)` value's, or the default.
    func stroke(of m: ResolvedMark) -> StrokeStyle {
        if m.hasStandardStyle { return ChartStyle.lineStroke }
        return m.style.lineStyle ?? m.style.lineStyleBy.map(lineStyle(for:)) ?? ChartStyle.lineStroke
    }

    /// The symbol area of a mark: its own `symbolSize(_:)`, its `symbolSize(by:)` value's, or the default 30 pt².
    func symbolArea(of m: ResolvedMark) -> CGFloat {
        if m.hasStandardStyle { return ChartStyle.pointArea }
        return m.style.symbolSize ?? m.style.symbolSizeBy.flatMap(model.symbolSizes.area(of:)) ?? ChartStyle.pointArea
    }

    /// All scene marks, in drawing order (zIndex, then declaration order).
    func sceneMarks() -> [SceneMark] {
        var out: [SceneMark] = [], order: [Int] = []      // the marks, and the index of the mark each comes from
        // Room for a scene mark per mark but those of lines and areas, which make one per series.
        var own = 0
        for segment in model.marks.segments {
            if let c = segment.columns { own += c.prototype.kind == .line ? 0 : c.count; continue }
            for m in segment.rows where m.kind != .line && m.kind != .area { own += 1 }
        }
        out.reserveCapacity(own)
        order.reserveCapacity(own)
        // (Appended in place: a local function appending to these would capture them, and check each access.)
        let dodge = dodgeGroups()
        // Each only when some mark is measured along the other axis, the one place it is read: a chart of vertical bars
        // on a category axis would otherwise look through all its marks for horizontal ones.
        let thickness = (x: model.orientation.contains(.vertical) ? automaticThickness(x, plot.width, .vertical) : 0,
                         y: model.orientation.contains(.horizontal) ? automaticThickness(y, plot.height, .horizontal) : 0)
        var series = SeriesMembers()
        var slots = BandSlots()
        for segment in model.marks.segments {
            // A run of line points joins its series whole; its symbols, and a run of points, are drawn mark by mark.
            if let c = segment.columns, c.prototype.kind == .line {
                series.add(segment.indices, kind: .line, key: c.prototype.seriesKey)
                if c.prototype.style.symbol == nil && c.prototype.style.symbolBy == nil { continue }
            }
            for i in segment.indices {
                let m = segment.mark(i)
                switch m.kind {
                case .line, .area:
                    if segment.columns == nil { series.add(i..<(i + 1), kind: m.kind, key: m.seriesKey) }
                    if m.kind == .line, m.style.symbol != nil || m.style.symbolBy != nil, let p = point(m), model.isDrawable[i] {
                        out.append(symbolMark(m, index: i, center: p, id: m.key + "#symbol")); order.append(i)
                    }
                    // A line's or area's annotations belong to each of its points, as each `LineMark` is one data
                    // point in Swift Charts (a label per point, a `symbol { view }` at every point): an invisible
                    // point carries them there.
                    if !m.hasStandardStyle, !m.style.annotations.isEmpty, model.isDrawable[i], let p = point(m) {
                        var carrier = mark(m, .symbol(center: p, size: 0, shape: symbol(of: m)),
                                           bounds: CGRect(origin: p, size: .zero), anchor: .top, id: m.key + "#point")
                        carrier.isAccessibilityHidden = true
                        out.append(carrier); order.append(i)
                    }
                case .bar, .rectangle, .rule:
                    guard model.isDrawable[i], let r = rect(of: m, at: i, thickness: thickness, dodge: dodge, slots: &slots) else { continue }
                    let anchor: UnitPoint = model.orientation[i] == .horizontal ? .trailing : .top
                    let radius = m.kind == .rule ? 0 : min(m.style.cornerRadius, r.width / 2, r.height / 2)
                    out.append(mark(m, .rect(r, cornerRadius: radius), bounds: r, anchor: anchor)); order.append(i)
                case .point:
                    guard model.isDrawable[i], let p = point(m) else { continue }
                    out.append(symbolMark(m, index: i, center: p, id: m.key)); order.append(i)
                case .sector:
                    guard model.isDrawable[i], let g = sector(of: i) else { continue }
                    let mid = (g.start + g.end) / 2 * 2 * .pi - .pi / 2
                    let r = (g.innerRadius + g.outerRadius) / 2
                    let c = CGPoint(x: g.center.x + r * CGFloat(cos(mid)), y: g.center.y + r * CGFloat(sin(mid)))
                    out.append(mark(m, .sector(g), bounds: CGRect(origin: c, size: .zero), anchor: .center)); order.append(i)
                case .custom:
                    guard let custom = m.custom else { continue }
                    let path = custom.path(in: ChartProxy(xScale: x, yScale: y, plotSize: plot))
                    out.append(mark(m, .path(path, stroke: custom.strokeStyle), bounds: path.boundingRect, anchor: .top)); order.append(i)
                }
            }
        }
        for members in series.members {
            guard let first = members.first?.lowerBound else { continue }
            out.append(self.series(members)); order.append(first)
        }
        func before(_ a: Int, _ b: Int) -> Bool {
            out[a].zIndex != out[b].zIndex ? out[a].zIndex < out[b].zIndex : order[a] < order[b]
        }
        if out.indices.dropFirst().allSatisfy({ before($0 - 1, $0) }) { return out }      // the common case
        return out.indices.sorted(by: before).map { out[$0] }
    }

    private func mark(_ m: ResolvedMark, _ g: SceneMark.Geometry, bounds: CGRect, anchor: UnitPoint, id: String? = nil) -> SceneMark {
        var label = m.style.accessibilityLabel ?? m.x.primary?.description ?? ""
        if m.style.accessibilityLabel == nil, let series = m.style.foregroundBy {
            label = label.isEmpty ? series.description : label + ", " + series.description
        }
        let value = m.style.accessibilityValue ?? (m.y.primary ?? m.angle)?.description ?? ""
        var paint = paint(of: m)
        if m.style.alignsStylesWithPlot, paint.color == nil {
            paint = MarkPaint(style: AnyShapeStyle(FixedBoundsStyle(paint.style, area: CGRect(origin: plotOrigin, size: plot))), color: nil, key: nil)
        }
        var scene = SceneMark(id: id ?? m.key, geometry: g, style: paint.style, color: paint.color, styleKey: paint.key, opacity: m.style.opacity, zIndex: m.style.zIndex,
                              label: label, value: value, isAccessibilityHidden: m.style.accessibilityHidden,
                              bounds: bounds.offsetBy(dx: m.style.offset.width, dy: m.style.offset.height),
                              annotations: m.style.annotations, automaticAnnotationAnchor: anchor)
        if let e = m.style.effects { scene.effects = effects(e, geometry: g, bounds: bounds) }
        return scene
    }

    private func symbolMark(_ m: ResolvedMark, index: Int, center: CGPoint, id: String) -> SceneMark {
        let area = symbolArea(of: m)
        let d = (4 * area / .pi).squareRoot()
        let b = CGRect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d)
        return mark(m, .symbol(center: center, size: d, shape: symbol(of: m)), bounds: b, anchor: .top, id: id)
    }

    /// A single position on a channel: the value's position, a fixed coordinate, or the middle.
    private func position(_ c: ChannelValue, _ scale: PositionScale, _ length: CGFloat) -> CGFloat? {
        switch c {
        case .value(let v), .interval(let v, _): return scale.position(of: v)
        case .fixed(let a, _): return a ?? length / 2
        case .none: return length / 2
        }
    }

    private func point(_ m: ResolvedMark) -> CGPoint? {
        guard let px = position(m.x, x, plot.width), let py = position(m.y, y, plot.height) else { return nil }
        return CGPoint(x: px + m.style.offset.width, y: py + m.style.offset.height)
    }

    /// Default thickness of bars on a continuous axis: 90 % of the smallest gap between
    /// neighbouring positions (sorted: O(n log n)), at least 1 pt.
    private func automaticThickness(_ scale: PositionScale, _ length: CGFloat, _ orientation: MarkOrientation) -> CGFloat {
        if let w = scale.bandwidth { return w }
        var ps: [CGFloat] = []
        for (i, m) in model.marks.singleMarks where m.kind == .bar && model.orientation[i] == orientation {
            if case .value(let v) = (orientation == .vertical ? m.x : m.y), let p = scale.position(of: v) { ps.append(p) }
        }
        ps.sort()
        var gap = length
        for (a, b) in zip(ps, ps.dropFirst()) where b - a > 0.5 { gap = min(gap, b - a) }
        return max(1, min(gap, length / 4) * 0.9)
    }

    /// The `position(by:)` groups of each column, in first-appearance order.
    private func dodgeGroups() -> [PlottablePrimitive: Int] {
        var groups: [PlottablePrimitive: Int] = [:]
        for m in model.marks.styleSamples { if let g = m.style.positionBy, groups[g] == nil { groups[g] = groups.count } }
        return groups
    }

    /// The span of a mark along one axis (not the measured one).
    private func span(_ c: ChannelValue, _ scale: PositionScale, _ length: CGFloat, _ dim: MarkDimension, automatic: CGFloat,
                      dodge: (Int, Int)?, span groupSpan: MarkDimension, slot: inout Int) -> (CGFloat, CGFloat)? {
        /// The mark's extent `dim` wide around `center` in a band `step` wide; dodged by `position(by:)`, its group's
        /// share of the band.
        func span(around center: CGFloat, step: CGFloat, automatic: CGFloat) -> (CGFloat, CGFloat) {
            var w = dim.resolve(step: step, automatic: automatic)
            var mid = center
            if let (index, count) = dodge, count > 1 {
                let total = groupSpan.resolve(step: step, automatic: automatic)
                let inner = BandScale(count: count, range: (center - total / 2, center + total / 2), paddingInner: 0.05, paddingOuter: 0)
                mid = inner.center(of: index)
                w = dim == .automatic ? inner.bandwidth : min(w, inner.step)
            }
            return (mid - w / 2, mid + w / 2)
        }
        switch c {
        case .value(let v):
            guard let center = scale.position(of: v, slotGuess: &slot) else { return nil }
            return span(around: center, step: scale.bandStep ?? automatic / 0.9, automatic: automatic)
        case .interval(let a, let b):
            // A value with a unit (`.value("Day", date, unit: .day)`) spans its interval, unless the mark is given a
            // width (`width: 8`, `.ratio(0.6)`, `.inset(2)`: of the interval, centred in it) or is dodged by
            // `position(by:)` (the interval split among the groups), as in Swift Charts.
            guard let ra = scale.band(of: a), let rb = scale.band(of: b) else { return nil }
            let lo = min(ra.lowerBound, rb.lowerBound), hi = max(ra.upperBound, rb.upperBound)
            let isDodged = dodge.map { $0.1 > 1 } ?? false
            if dim == .automatic && !isDodged { return (lo, hi) }
            return span(around: (lo + hi) / 2, step: hi - lo, automatic: hi - lo)
        case .fixed(let a, let b): return (a ?? 0, b ?? length)
        case .none: return (0, length)
        }
    }

    /// The rectangle of a bar, rectangle or rule.
    private func rect(of m: ResolvedMark, at i: Int, thickness: (x: CGFloat, y: CGFloat), dodge groups: [PlottablePrimitive: Int],
                      slots: inout BandSlots) -> CGRect? {
        // The style's fields are read one by one, in place: a copy of the whole style retained each of its fields.
        let vertical = model.orientation[i] == .vertical
        let dodge = m.style.positionBy.flatMap { g in groups[g].map { ($0, groups.count) } }
        var xs: (CGFloat, CGFloat)?
        var ys: (CGFloat, CGFloat)?
        if m.kind == .rule {
            let ruleWidth = m.style.lineStyle?.lineWidth ?? 1
            if case .value = m.x, let p = position(m.x, x, plot.width) { xs = (p - ruleWidth / 2, p + ruleWidth / 2) }
            else { xs = span(m.x, x, plot.width, .automatic, automatic: 0, dodge: nil, span: .automatic, slot: &slots.x) }
            if case .value = m.y, let p = position(m.y, y, plot.height) { ys = (p - ruleWidth / 2, p + ruleWidth / 2) }
            else { ys = span(m.y, y, plot.height, .automatic, automatic: 0, dodge: nil, span: .automatic, slot: &slots.y) }
            if case .fixed(let a, let b) = m.x, a != nil, a == b { xs = (a! - ruleWidth / 2, a! + ruleWidth / 2) }
            if case .fixed(let a, let b) = m.y, a != nil, a == b { ys = (a! - ruleWidth / 2, a! + ruleWidth / 2) }
        } else if m.kind == .bar, let measured = model.measured[i] {
            let valueScale = vertical ? y : x
            guard let p0 = valueScale.position(of: .number(measured.lowerBound)),
                  let p1 = valueScale.position(of: .number(measured.upperBound)) else { return nil }
            let measuredSpan = (min(p0, p1), max(p0, p1))
            if vertical {
                ys = measuredSpan
                xs = span(m.x, x, plot.width, m.width, automatic: thickness.x, dodge: dodge, span: m.style.positionSpan, slot: &slots.x)
            } else {
                xs = measuredSpan
                ys = span(m.y, y, plot.height, m.height, automatic: thickness.y, dodge: dodge, span: m.style.positionSpan, slot: &slots.y)
            }
        } else {
            xs = span(m.x, x, plot.width, m.width, automatic: x.bandwidth ?? 20, dodge: dodge, span: m.style.positionSpan, slot: &slots.x)
            ys = span(m.y, y, plot.height, m.height, automatic: y.bandwidth ?? 20, dodge: dodge, span: m.style.positionSpan, slot: &slots.y)
        }
        guard let (x0, x1) = xs, let (y0, y1) = ys else { return nil }
        var r = CGRect(x: min(x0, x1) + m.style.offset.width, y: min(y0, y1) + m.style.offset.height,
                       width: abs(x1 - x0), height: abs(y1 - y0))
        if let e = m.style.edgeOffsets {       // `offset(xStart:xEnd:yStart:yEnd:)`: each edge on its own
            r = CGRect(x: r.minX + e.xStart, y: r.minY + e.yStart, width: max(0, r.width - e.xStart + e.xEnd),
                       height: max(0, r.height - e.yStart + e.yEnd))
        }
        return r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite ? r : nil
    }

    /// One line or area through the marks of a series (runs of mark indices); skipped marks become gaps.
    private func series(_ members: [Range<Int>]) -> SceneMark {
        let first = model.marks[members[0].lowerBound]
        let gap = CGPoint(x: CGFloat.nan, y: .nan)
        let curve = first.style.interpolation?.curve ?? .linear
        if first.kind == .line {
            var points: [CGPoint] = []
            points.reserveCapacity(members.reduce(0) { $0 + $1.count })
            for run in members { appendPoints(of: run, to: &points) }
            if let c = pixelColumns { points = SeriesDecimation.line(points, curve: curve, columnWidth: c.width, origin: c.origin) }
            let stroke = stroke(of: first)
            var line = mark(first, .curve(top: points, baseline: nil, curve: curve, stroke: stroke), bounds: Self.bounds(points),
                            anchor: .top, id: "line:" + (first.seriesKey?.description ?? ""))
            line.annotations = []       // drawn at each point instead (see `sceneMarks`)
            return line
        }
        var top: [CGPoint] = [], base: [CGPoint] = []
        for run in members {
            for i in run {
                let m = model.marks[i]
                guard model.isDrawable[i], let r = model.measured[i], let px = position(m.x, x, plot.width),
                      let y0 = y.position(of: .number(r.lowerBound)), let y1 = y.position(of: .number(r.upperBound)) else {
                    top.append(gap); base.append(gap); continue
                }
                let useLower = r.upperBound == 0 && r.lowerBound < 0
                top.append(CGPoint(x: px, y: useLower ? y0 : y1))
                base.append(CGPoint(x: px, y: useLower ? y1 : y0))
            }
        }
        if let c = pixelColumns {
            (top, base) = SeriesDecimation.area(top: top, baseline: base, curve: curve, columnWidth: c.width, origin: c.origin)
        }
        var area = mark(first, .curve(top: top, baseline: base, curve: curve, stroke: nil), bounds: Self.bounds(top + base),
                        anchor: .top, id: "area:" + (first.seriesKey?.description ?? ""))
        area.annotations = []       // drawn at each point instead (see `sceneMarks`)
        return area
    }

    /// Appends the points of the line marks `run` (gaps for those that cannot be drawn); a column run's are placed
    /// from its columns, without making its marks.
    private func appendPoints(of run: Range<Int>, to points: inout [CGPoint]) {
        let gap = CGPoint(x: CGFloat.nan, y: .nan)
        var i = run.lowerBound
        while i < run.upperBound {
            let segment = model.marks.segments[model.marks.segment(of: i)]
            let end = min(run.upperBound, segment.indices.upperBound)
            if let c = segment.columns {
                let offset = c.prototype.style.offset
                let px = ColumnPlacer(x, kind: c.xKind), py = ColumnPlacer(y, kind: c.yKind)
                c.xs.withUnsafeBufferPointer { xs in
                    c.ys.withUnsafeBufferPointer { ys in
                        for k in i..<end {
                            let j = k - segment.start
                            guard model.isDrawable[k], let a = px.position(of: xs[j]), let b = py.position(of: ys[j]) else {
                                points.append(gap); continue
                            }
                            points.append(CGPoint(x: a + offset.width, y: b + offset.height))
                        }
                    }
                }
            } else {
                for k in i..<end { points.append(model.isDrawable[k] ? (point(segment.mark(k)) ?? gap) : gap) }
            }
            i = end
        }
    }

    private static func bounds(_ points: [CGPoint]) -> CGRect {
        let f = points.filter { $0.x.isFinite && $0.y.isFinite }
        guard let minX = f.map(\.x).min(), let maxX = f.map(\.x).max(), let minY = f.map(\.y).min(), let maxY = f.map(\.y).max() else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A sector in the largest circle centred in the plot.
    private func sector(of i: Int) -> SectorGeometry? {
        guard let (a, b) = model.sectorFractions[i] else { return nil }
        let m = model.marks[i]
        let r = max(0, min(plot.width, plot.height) / 2)
        func radius(_ d: MarkDimension, _ automatic: CGFloat) -> CGFloat {
            switch d.kind {
            case .automatic: automatic
            case .fixed(let v): v.isFinite ? min(max(0, v), r) : automatic
            case .inset(let v): v.isFinite ? max(0, r - v) : automatic
            case .ratio(let v): v.isFinite ? r * min(max(0, v), 1) : automatic
            }
        }
        let outer = radius(m.outerRadius, r)
        let inset = (m.angularInset ?? 0).isFinite ? max(0, m.angularInset ?? 0) : 0
        let insetFraction = outer > 0 ? Double(inset / outer) / (2 * .pi) / 2 : 0
        return SectorGeometry(start: a, end: b, innerRadius: min(radius(m.innerRadius, 0), outer), outerRadius: outer,
                              center: CGPoint(x: plot.width / 2, y: plot.height / 2), inset: insetFraction,
                              cornerRadius: m.style.cornerRadius)
    }
}

/// The series of lines and areas: the runs of mark indices of each, in order of first appearance.
private struct SeriesMembers {
    private(set) var members: [[Range<Int>]] = []
    private var index: [String: Int] = [:]                 // a series' key → its index in `members`
    private var last: (kind: MarkKind, key: PlottablePrimitive?, index: Int)?     // the series of the marks before

    /// Adds the marks `run`, of one kind and series key, to their series.
    mutating func add(_ run: Range<Int>, kind: MarkKind, key seriesKey: PlottablePrimitive?) {
        // Neighbours mostly belong to one series: its key is made only when the series changes.
        let n: Int
        if let l = last, l.kind == kind, l.key == seriesKey {
            n = l.index
        } else {
            let key = "\(kind)|\(seriesKey.map(PositionScale.categoryKey) ?? "")"
            n = index.value(for: key, insertingIfAbsent: members.count)
            if n == members.count { members.append([]) }
            last = (kind, seriesKey, n)
        }
        if let r = members[n].last, r.upperBound == run.lowerBound {
            members[n][members[n].count - 1] = r.lowerBound..<run.upperBound
        } else {
            members[n].append(run)
        }
    }
}

/// The band each axis's next mark is guessed to sit in (see `PositionScale.position(of:slotGuess:)`): the one after
/// the last mark's, since bars mostly come in the order that made their categories.
private struct BandSlots {
    var x = 0, y = 0
}

/// Places the values of a column (`MarkColumns`) on a scale: straight through a continuous scale, or as the values
/// they stand for on a band scale (numbers on a category axis).
private struct ColumnPlacer {
    private let scale: PositionScale
    private let linear: LinearScale?
    private let kind: MarkColumns.ValueKind

    init(_ scale: PositionScale, kind: MarkColumns.ValueKind) {
        self.scale = scale
        self.kind = kind
        switch scale {
        case .linear(let s), .date(let s): linear = s
        case .band: linear = nil
        }
    }

    /// As `PositionScale.position(of:)` of the value.
    func position(of v: Double) -> CGFloat? {
        guard let linear else { return scale.position(of: kind.primitive(v)) }
        guard v.isFinite else { return nil }
        let p = linear.position(of: v)
        return p.isFinite ? p : nil
    }
}

/// How marks are painted: the style, the plain colour it is when it is one (it then animates from colour to colour),
/// and a key shared by the marks painted alike (so that the style is resolved once per frame), nil for a style of
/// the mark's own.
struct MarkPaint {
    var style: AnyShapeStyle
    var color: Color?
    var key: Int?

    /// The paint of marks without a style or series: the palette's first colour.
    static let standard = MarkPaint(style: AnyShapeStyle(ChartStyle.palette[0]), color: ChartStyle.palette[0], key: ChartStyle.defaultStyleKey)
}
