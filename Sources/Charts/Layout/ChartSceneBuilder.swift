import Foundation
import Declarative

/// Lays out a chart at a size (Swift Charts' documentation):
///
/// ```
/// ┌──────────────────────────────┬─────┐  y labels: trailing column, width of the widest label
/// │ plot (grid line per y tick)  │ 100 │  x labels: one row under the plot
/// │                              │  50 │  legend:   below, leading-aligned, wrapping rows
/// ├──────────────────────────────┼─────┘
/// │  Mon   Tue   Wed ...         │
/// ● Series A  ● Series B
/// ```
/// The legend's height depends only on the width, the y scale only on the plot height, so one
/// pass suffices: legend → plot height → y scale and label column → plot width → x scale.
@MainActor
struct ChartSceneBuilder {
    let model: ChartModel
    let configuration: ChartConfiguration
    let metrics: any TextMetrics
    let calendar: Calendar
    /// Pixels per point of the output (`EnvironmentValues.displayScale`): lines and areas denser than the pixels are
    /// thinned to them (`SeriesDecimation`).
    var displayScale: CGFloat = 1

    func scene(size: CGSize) -> ChartScene {
        let w = size.width.isFinite ? max(0, size.width) : 0, h = size.height.isFinite ? max(0, size.height) : 0
        let axisFont = ChartStyle.axisFont.resolve(), lineH = metrics.lineHeight(of: axisFont)
        let legendGap = configuration.legendSpacing ?? ChartStyle.legendSpacing
        let placement = LegendPlacement(configuration.legendPosition)
        // A legend beside the plot is a column: laid out one entry to a row; one over the plot takes no room.
        let legend = legendEntries(width: placement == .leading || placement == .trailing ? 0 : w)
        let legendExtentH = legend.isEmpty ? 0 : (legend.map { $0.origin.y + $0.lineHeight }.max() ?? 0)
        let legendW = legend.map { $0.origin.x + $0.width }.max() ?? 0
        let legendH = legend.isEmpty || !placement.isRow ? 0 : legendExtentH + legendGap
        let legendSideW = legend.isEmpty || placement.isRow || placement == .overlay ? 0 : legendW + legendGap
        let legendOnTop = placement == .top
        let axes = !model.isSectorChart
        let showX = axes && configuration.xAxisVisibility != .hidden
        let showY = axes && configuration.yAxisVisibility != .hidden
        let xDescs = configuration.xAxis ?? [AxisMarksDescription(position: .automatic, values: .automatic, stroke: nil, content: nil)]
        let yDescs = configuration.yAxis ?? [AxisMarksDescription(position: .automatic, values: .automatic, stroke: nil, content: nil)]
        let xTitle = configuration.xAxisLabel, yTitle = configuration.yAxisLabel
        let xTitleOnTop = xTitle?.position == .top, yTitleBelow = yTitle?.position == .bottom
        // A `.leading` y title runs up the chart's leading edge, turned a quarter turn, as Swift Charts draws it.
        let yTitleBeside = yTitle?.position == .leading
        func titleHeight(_ t: AxisTitle?) -> CGFloat { t.map { lineH + ($0.spacing ?? ChartStyle.labelGap) } ?? 0 }
        let yTitleRowH = yTitleBeside ? 0 : titleHeight(yTitle), yTitleColumnW = yTitleBeside ? titleHeight(yTitle) : 0
        let topTitlesH = (xTitleOnTop ? titleHeight(xTitle) : 0) + (yTitleBelow ? 0 : yTitleRowH)
        let bottomTitlesH = (xTitleOnTop ? 0 : titleHeight(xTitle)) + (yTitleBelow ? yTitleRowH : 0)

        // Values per channel.
        let xIsBand = model.xKind == .category, yIsBand = model.yKind == .category
        var xValues: [Double] = [], yValues: [Double] = []
        // Room for two values a single mark on a continuous channel (a column run adds only a few, `ColumnExtremes`).
        let singles = model.marks.segments.reduce(0) { $0 + $1.rows.count }
        xValues.reserveCapacity(xIsBand ? 0 : 2 * singles)
        yValues.reserveCapacity(yIsBand ? 0 : 2 * singles)
        var xCats = CategoryDomain(minimumCapacity: xIsBand ? model.marks.count : 0)
        var yCats = CategoryDomain(minimumCapacity: yIsBand ? model.marks.count : 0)
        /// Sorts one channel value into the continuous values or the categories (numbers on a category axis are both).
        func note(_ p: PlottablePrimitive?, _ values: inout [Double], _ cats: inout CategoryDomain, category: Bool) {
            guard let p else { return }
            if let v = p.continuousValue {
                values.append(v)
                if category { cats.insert(PositionScale.categoryKey(p)) }
            } else {
                cats.insert(PositionScale.categoryKey(p))
            }
        }
        for segment in model.marks.segments {
            // A column run on continuous scales adds only the values the scales read (see `ColumnExtremes`).
            if let c = segment.columns, !xIsBand, !yIsBand {
                let e = ColumnExtremes(c, drawable: model.isDrawable[segment.indices])
                xValues += e.x
                yValues += e.y
                continue
            }
            for i in segment.indices where model.isDrawable[i] {
                let m = segment.mark(i)
                guard m.kind != .sector else { continue }
                let measured = model.measured[i]
                let vertical = model.orientation[i] == .vertical
                if let r = measured, vertical {
                    yValues.append(r.lowerBound); yValues.append(r.upperBound)
                    if yIsBand { for p in [m.y.first, m.y.second] where p?.continuousValue != nil { yCats.insert(PositionScale.categoryKey(p!)) } }
                } else {
                    note(m.y.first, &yValues, &yCats, category: yIsBand); note(m.y.second, &yValues, &yCats, category: yIsBand)
                }
                if let r = measured, !vertical {
                    xValues.append(r.lowerBound); xValues.append(r.upperBound)
                    if xIsBand { for p in [m.x.first, m.x.second] where p?.continuousValue != nil { xCats.insert(PositionScale.categoryKey(p!)) } }
                } else {
                    note(m.x.first, &xValues, &xCats, category: xIsBand); note(m.x.second, &xValues, &xCats, category: xIsBand)
                }
            }
        }

        let xBuilder = AxisScaleBuilder(kind: model.xKind, configuration: configuration.xScale, calendar: calendar)
        let xRowH = showX ? xLabelRowHeight(xDescs, builder: xBuilder, values: xValues, categories: xCats, width: w, lineHeight: lineH,
                                            font: axisFont) : 0

        var top = (legendOnTop ? legendH : 0) + topTitlesH + (showY ? lineH / 2 : 0)
        let bottom = (legendOnTop ? 0 : legendH) + bottomTitlesH + (showX ? ChartStyle.labelGap + xRowH : 0)
        if !showY && !showX { top = legendOnTop ? legendH : 0 }
        let plotH = max(0, h - top - bottom)

        let yBuilder = AxisScaleBuilder(kind: model.yKind, configuration: configuration.yScale, calendar: calendar)
        let yScale = yBuilder.scale(continuous: yValues, categories: yCats, range: (plotH, 0),
                                    tickCount: LinearScale.defaultTickCount(axisLength: plotH))
        let yBand = (model.yKind == .category)
        let yScaleTopDown = yBand ? yBuilder.scale(continuous: yValues, categories: yCats, range: (0, plotH), tickCount: 4) : yScale
        let yLeading = yDescs.first?.position == .leading
        // Each y axis's values, with the widths of their labels in the axis font (measured once: they size the label
        // columns, then place the labels). `AxisMarks(position: .leading)` puts its labels in a column before the
        // plot, any other y axis in one after it: two `AxisMarks` of one chart can label both sides.
        var yTicks: [(d: AxisMarksDescription, ticks: [AxisTickValue], widths: [CGFloat])] = []
        var leadingColW: CGFloat = 0, trailingColW: CGFloat = 0
        if showY {
            var hasLeading = false, hasTrailing = false
            for d in yDescs {
                let t = yBuilder.ticks(yScaleTopDown, values: d.values)
                var widths: [CGFloat] = []
                widths.reserveCapacity(t.count)
                for (i, v) in t.enumerated() { widths.append(metrics.width(of: labelText(d, v, index: i, count: t.count) ?? "", font: axisFont)) }
                if d.position == .leading {
                    leadingColW = widths.reduce(leadingColW, max)
                    hasLeading = true
                } else {
                    trailingColW = widths.reduce(trailingColW, max)
                    hasTrailing = true
                }
                yTicks.append((d, t, widths))
            }
            if hasLeading { leadingColW += ChartStyle.labelGap }
            if hasTrailing { trailingColW += ChartStyle.labelGap }
        }
        let plotW = max(0, w - leadingColW - trailingColW - legendSideW - yTitleColumnW)
        let plot = CGRect(x: leadingColW + (placement == .leading ? legendSideW : 0) + yTitleColumnW, y: top,
                          width: plotW, height: plotH)

        let xScale = xBuilder.scale(continuous: xValues, categories: xCats, range: (0, plotW),
                                    tickCount: LinearScale.defaultTickCount(axisLength: plotW))

        var scene = ChartScene(size: CGSize(width: w, height: h), plot: plot,
                               proxy: ChartProxy(xScale: xScale, yScale: yScaleTopDown, plotSize: plot.size))
        let columns = displayScale > 0 && displayScale.isFinite
            ? (width: 1 / (displayScale * SeriesDecimation.columnsPerPixel), origin: plot.minX) : nil
        // A scrolling chart draws what its window shows; the scales above were inferred from all the data.
        let model = self.model.keepingMarks(shownBy: configuration.interaction.scrolling, x: xScale, y: yScaleTopDown, plot: plot.size)
        let geometry = MarkGeometry(model: model, configuration: configuration, x: xScale, y: yScaleTopDown, plot: plot.size,
                                    plotOrigin: plot.origin, pixelColumns: columns)
        scene.marks = geometry.sceneMarks()
        if !model.seriesDomain.isEmpty || !model.symbolIndex.isEmpty || !model.lineStyleDomain.isEmpty || !model.symbolSizes.values.isEmpty {
            scene.proxy.encodings = geometry.encodings
        }

        // Y axis: grid line per tick, label beside the plot.
        for (di, (d, ticks, widths)) in yTicks.enumerated() {
            let ids = AxisElementIDs(axis: "y", index: di)
            let yLeading = d.position == .leading
            for (i, t) in ticks.enumerated() {
                // Explicit values outside the scale's domain are not drawn (they keep their index among the values).
                guard Self.isInside(t.position, length: plot.height) else { continue }
                let py = plot.minY + t.position
                for c in components(d, t, index: i, count: ticks.count, isX: false, band: yBand) {
                    switch c {
                    case .gridLine(let s):
                        scene.grid.append(SceneLine(key: ids.grid + t.label, from: CGPoint(x: plot.minX, y: py),
                                                    to: CGPoint(x: plot.maxX, y: py), stroke: s ?? ChartStyle.gridStroke))
                    case .tick(let len, let s):
                        let l = len ?? ChartStyle.tickLength, x0 = yLeading ? plot.minX - l : plot.maxX
                        scene.ticks.append(SceneLine(key: ids.tick + t.label, from: CGPoint(x: x0, y: py),
                                                     to: CGPoint(x: x0 + l, y: py), stroke: s ?? ChartStyle.gridStroke))
                    case .label(let spec):
                        let font = spec.font, style = spec.style
                        guard let text = labelText(d, t, index: i, count: ticks.count) else { continue }
                        let f = font ?? ChartStyle.axisFont, rf = font == nil ? axisFont : f.resolve()
                        let tw = font == nil ? widths[i] : metrics.width(of: text, font: rf)
                        let th = font == nil ? lineH : metrics.lineHeight(of: rf)
                        let lx = yLeading ? plot.minX - ChartStyle.labelGap - tw : plot.maxX + ChartStyle.labelGap
                        scene.texts.append(SceneText(key: ids.label + t.label, text: text, origin: CGPoint(x: lx, y: py - th / 2),
                                                     font: f, style: style ?? ChartStyle.labelStyle, isDefaultStyle: style == nil))
                    }
                }
            }
        }

        // X axis: labels under the plot; grid lines and ticks on continuous axes. The groups whose labels have the
        // higher collision priority place their labels first (see `AxisValueLabelCollisionResolution`).
        if showX {
            var placed = XLabelPlacer(chartWidth: w)
            for (di, d, ticks) in prioritized(xDescs, builder: xBuilder, scale: xScale) {
                let ids = AxisElementIDs(axis: "x", index: di)
                placed.startGroup()
                let onTop = d.position == .top
                for (i, t) in ticks.enumerated() {
                    guard Self.isInside(t.position, length: plot.width) else { continue }
                    let px = plot.minX + t.position
                    for c in components(d, t, index: i, count: ticks.count, isX: true, band: xIsBand) {
                        switch c {
                        case .gridLine(let s):
                            scene.grid.append(SceneLine(key: ids.grid + t.label, from: CGPoint(x: px, y: plot.minY),
                                                        to: CGPoint(x: px, y: plot.maxY), stroke: s ?? ChartStyle.gridStroke))
                        case .tick(let len, let s):
                            let l = len ?? ChartStyle.tickLength, y0 = onTop ? plot.minY - l : plot.maxY
                            scene.ticks.append(SceneLine(key: ids.tick + t.label, from: CGPoint(x: px, y: y0),
                                                         to: CGPoint(x: px, y: y0 + l), stroke: s ?? ChartStyle.gridStroke))
                        case .label(let spec):
                            // The room up to the next value (or as much as the last gap, for the last one).
                            let next = i + 1 < ticks.count ? ticks[i + 1].position
                                : (i > 0 ? 2 * t.position - ticks[i - 1].position : plot.width)
                            let room = max(0, next - t.position)
                            let centre = spec.centered == true && !xIsBand ? px + room / 2 : px
                            let isLeading = model.xKind == .date && spec.centered != true && !spec.orientation.isVertical
                            let anchor = spec.anchor ?? Self.defaultAnchor(leading: isLeading, onTop: onTop)
                            let position = CGPoint(x: centre + (isLeading && spec.anchor == nil ? 2 : 0),
                                                   y: onTop ? plot.minY - ChartStyle.labelGap : plot.maxY + ChartStyle.labelGap)
                            // A label that would start inside the previous one is dropped before it is measured (a
                            // thousand categories), unless labels may overlap or shorten.
                            if spec.collisionResolution.kind == .greedy, anchor.x == 0 || anchor.x == 0.5,
                               placed.startsInsidePrevious(position.x - (anchor.x == 0.5 ? room / 2 : 0)) { continue }
                            guard let text = labelText(d, t, index: i, count: ticks.count) else { continue }
                            let f = spec.font ?? ChartStyle.axisFont, rf = spec.font == nil ? axisFont : f.resolve()
                            let label = XLabel(text: text, spec: spec, anchor: anchor, position: position, room: room,
                                               font: rf, metrics: metrics)
                            guard let (frame, text) = placed.place(label) else { continue }
                            let vertical = spec.orientation.isVertical
                            scene.texts.append(SceneText(key: (vertical ? ids.turnedLabel : ids.label) + t.label, text: text,
                                                         origin: vertical ? CGPoint(x: frame.midX, y: frame.midY) : frame.origin,
                                                         font: f, style: spec.style ?? ChartStyle.labelStyle,
                                                         isDefaultStyle: spec.style == nil, degrees: spec.orientation.degrees))
                        }
                    }
                }
            }
        }
        // Axis titles: x below the axis labels (or above the plot), y above the plot (or below the x titles).
        let titlesTop = (legendOnTop ? legendH : 0)
        var below = plot.maxY + (showX ? ChartStyle.labelGap + xRowH : 0)
        if let title = xTitle {
            let tw = metrics.width(of: title.text, font: axisFont), gap = title.spacing ?? ChartStyle.labelGap
            let lx = Self.titleX(width: tw, alignment: title.alignment?.horizontal ?? .center, plot: plot, chartWidth: w)
            let ly = xTitleOnTop ? titlesTop : below + gap
            if !xTitleOnTop { below += gap + lineH }
            scene.texts.append(SceneText(key: ChartElement.Kind.textKeyPrefix + "x.title", text: title.text, origin: CGPoint(x: lx, y: ly),
                                         font: ChartStyle.axisFont, style: ChartStyle.labelStyle, isDefaultStyle: true))
        }
        if let title = yTitle, yTitleBeside {
            // Up the leading edge, centred on the plot (or at its top or bottom, as the alignment says).
            let tw = metrics.verticalLength(of: title.text, font: axisFont)
            let f: CGFloat = title.alignment?.vertical == .top ? 0 : (title.alignment?.vertical == .bottom ? 1 : 0.5)
            let cy = min(max(plot.minY + tw / 2 + f * max(0, plot.height - tw), tw / 2), max(tw / 2, h - tw / 2))
            scene.texts.append(SceneText(key: ChartElement.Kind.turnedTextKeyPrefix + "y.title", text: title.text,
                                         origin: CGPoint(x: lineH / 2, y: cy), font: ChartStyle.axisFont,
                                         style: ChartStyle.labelStyle, isDefaultStyle: true, degrees: -90))
        } else if let title = yTitle {
            let tw = metrics.width(of: title.text, font: axisFont), gap = title.spacing ?? ChartStyle.labelGap
            let side: HorizontalAlignment = title.position == .leading || title.position == .topLeading || title.position == .bottomLeading
                ? .leading : (title.position == .trailing || title.position == .topTrailing || title.position == .bottomTrailing
                              ? .trailing : (yLeading ? .leading : .trailing))
            let horizontal = title.alignment?.horizontal ?? side
            // On the axis's own side the title lines up with the label column's outer edge.
            let lx = horizontal == side && title.alignment == nil
                ? (side == .leading ? 0 : max(0, w - tw))
                : Self.titleX(width: tw, alignment: horizontal, plot: plot, chartWidth: w)
            let ly = yTitleBelow ? below + gap : titlesTop + (xTitleOnTop ? titleHeight(xTitle) : 0)
            scene.texts.append(SceneText(key: ChartElement.Kind.textKeyPrefix + "y.title", text: title.text, origin: CGPoint(x: lx, y: ly),
                                         font: ChartStyle.axisFont, style: ChartStyle.labelStyle, isDefaultStyle: true))
        }
        scene.legend = placeLegend(legend, placement: placement, chart: CGSize(width: w, height: h), plot: plot,
                                   rowsHeight: legendH, columnWidth: legendW, gap: legendGap)
        return scene
    }

    /// Where a title of width `tw` starts along the plot for an alignment, kept inside the chart.
    /// Whether an axis value's position lies on the plot's length (to within half a point): `AxisMarks(values:)`
    /// may name values outside the scale's domain, and Swift Charts draws no mark for them.
    static func isInside(_ position: CGFloat, length: CGFloat) -> Bool {
        position >= -0.5 && position <= length + 0.5
    }

    private static func titleX(width tw: CGFloat, alignment: HorizontalAlignment, plot: CGRect, chartWidth w: CGFloat) -> CGFloat {
        let x = alignment == .leading ? plot.minX : (alignment == .trailing ? plot.maxX - tw : plot.midX - tw / 2)
        return min(max(x, 0), max(0, w - tw))
    }

    /// The x axis's groups with their values, those whose labels have a higher collision priority first (in their
    /// order otherwise), each with its index among the axis's groups.
    private func prioritized(_ descriptions: [AxisMarksDescription], builder: AxisScaleBuilder,
                             scale: PositionScale) -> [(Int, AxisMarksDescription, [AxisTickValue])] {
        let groups = descriptions.enumerated().map { (i, d) in (i, d, builder.ticks(scale, values: d.values)) }
        guard groups.count > 1 else { return groups }
        func priority(_ g: (Int, AxisMarksDescription, [AxisTickValue])) -> Double {
            guard let t = g.2.first else { return 0 }
            return labelSpec(g.1, t, count: g.2.count)?.collisionResolution.priority ?? 0
        }
        return groups.map { ($0, priority($0)) }.enumerated()
            .sorted { $0.element.1 != $1.element.1 ? $0.element.1 > $1.element.1 : $0.offset < $1.offset }
            .map(\.element.0)
    }

    /// How tall the x axis's label row is: a line of text, or the longest vertical label. Vertical labels are
    /// measured against a provisional scale across the whole width, before the plot's size is known (the row's
    /// height decides the plot's, which decides the y labels' width, which decides the x scale).
    private func xLabelRowHeight(_ descriptions: [AxisMarksDescription], builder: AxisScaleBuilder, values: [Double],
                                 categories: CategoryDomain, width: CGFloat, lineHeight: CGFloat, font: ResolvedFont) -> CGFloat {
        var height = lineHeight
        let turned = descriptions.filter { d in d.content != nil }
        guard !turned.isEmpty else { return height }
        let scale = builder.scale(continuous: values, categories: categories, range: (0, width),
                                  tickCount: LinearScale.defaultTickCount(axisLength: width))
        for d in turned {
            let ticks = builder.ticks(scale, values: d.values)
            guard let first = ticks.first, labelSpec(d, first, count: ticks.count)?.orientation.isVertical == true else { continue }
            for (i, t) in ticks.enumerated() {
                guard let spec = labelSpec(d, t, index: i, count: ticks.count), spec.orientation.isVertical,
                      let text = labelText(d, t, index: i, count: ticks.count) else { continue }
                height = max(height, metrics.verticalLength(of: text, font: spec.font?.resolve() ?? font))
            }
        }
        return height
    }

    /// The label part of one axis value's content, if it has one.
    private func labelSpec(_ d: AxisMarksDescription, _ t: AxisTickValue, index: Int = 0, count: Int) -> AxisLabelSpec? {
        guard let content = d.content else { return .automatic }
        for c in content(AxisValue(index: index, count: count, primitive: t.value)) {
            if case .label(let spec) = c { return spec }
        }
        return nil
    }

    /// Where a label hangs from its value when no anchor is given: centred under it, or starting just after it (a
    /// date); above the plot, by its bottom.
    private static func defaultAnchor(leading: Bool, onTop: Bool) -> UnitPoint {
        UnitPoint(x: leading ? 0 : 0.5, y: onTop ? 1 : 0)
    }

    /// The parts drawn for one axis value: the content closure's, or the defaults (y: grid and
    /// label; categorical x: label; continuous x: grid, tick and label).
    private func components(_ d: AxisMarksDescription, _ t: AxisTickValue, index: Int, count: Int, isX: Bool, band: Bool) -> [AxisComponent] {
        if let content = d.content { return content(AxisValue(index: index, count: count, primitive: t.value)) }
        if band { return Self.defaultLabel }
        if d.stroke == nil { return isX ? Self.defaultX : Self.defaultY }
        let label = AxisComponent.label(.automatic)
        return isX ? [.gridLine(stroke: d.stroke), .tick(length: nil, stroke: d.stroke), label] : [.gridLine(stroke: d.stroke), label]
    }

    /// The parts of an axis value without content of its own on a band axis: one default label. (Made once, as the
    /// two below: an axis asks for them for each of its values, a thousand for a thousand bars.)
    private static let defaultLabel = [AxisComponent.label(.automatic)]
    /// The default parts on a continuous x axis.
    private static let defaultX: [AxisComponent] = [.gridLine(stroke: nil), .tick(length: nil, stroke: nil), defaultLabel[0]]
    /// The default parts on a continuous y axis.
    private static let defaultY: [AxisComponent] = [.gridLine(stroke: nil), defaultLabel[0]]

    /// The text of a value's label: a fixed text, a format, or the default label.
    private func labelText(_ d: AxisMarksDescription, _ t: AxisTickValue, index: Int, count: Int) -> String? {
        guard let content = d.content else { return t.label }       // the default label
        for c in content(AxisValue(index: index, count: count, primitive: t.value)) {
            if case .label(let spec) = c { return spec.text ?? spec.format?(t.value) ?? t.label }
        }
        return nil
    }

    /// Moves legend entries (laid out from the origin) to their place: rows below or above the chart, aligned by the
    /// legend's alignment (leading when none is given); a column beside the plot; or over the plot's corner.
    private func placeLegend(_ entries: [SceneLegendEntry], placement: LegendPlacement, chart: CGSize, plot: CGRect,
                             rowsHeight: CGFloat, columnWidth: CGFloat, gap: CGFloat) -> [SceneLegendEntry] {
        guard !entries.isEmpty else { return [] }
        let alignment = configuration.legendAlignment
        let extentH = entries.map { $0.origin.y + $0.lineHeight }.max() ?? 0
        func factor(_ h: HorizontalAlignment?) -> CGFloat { h == .trailing ? 1 : (h == .center ? 0.5 : 0) }
        func vfactor(_ v: VerticalAlignment?) -> CGFloat { v == .bottom ? 1 : (v == .center ? 0.5 : 0) }
        switch placement {
        case .top, .bottom:
            let top = placement == .top ? 0 : chart.height - rowsHeight + gap
            // Each row shifts by its own slack, so that a centred or trailing legend lines up row by row.
            var rowWidth: [CGFloat: CGFloat] = [:]
            for e in entries { rowWidth[e.origin.y] = max(rowWidth[e.origin.y] ?? 0, e.origin.x + e.width) }
            let f = factor(alignment?.horizontal)
            return entries.map { e in
                var e = e
                e.origin.x += f * max(0, chart.width - (rowWidth[e.origin.y] ?? 0))
                e.origin.y += top
                return e
            }
        case .leading, .trailing:
            let x = placement == .leading ? 0 : chart.width - columnWidth
            let y = plot.minY + vfactor(alignment?.vertical ?? .center) * max(0, plot.height - extentH)
            return entries.map { var e = $0; e.origin.x += x; e.origin.y += y; return e }
        case .overlay:
            let inset: CGFloat = 4
            let x = plot.minX + inset + factor(alignment?.horizontal) * max(0, plot.width - 2 * inset - columnWidth)
            let y = plot.minY + inset + vfactor(alignment?.vertical) * max(0, plot.height - 2 * inset - extentH)
            return entries.map { var e = $0; e.origin.x += x; e.origin.y += y; return e }
        }
    }
}

/// Where the legend goes, from `chartLegend(position:)`: a row below (`.automatic`, `.bottom` and the bottom
/// corners) or above (`.top` and its corners), a column beside the plot, or over it.
enum LegendPlacement: Equatable {
    case top, bottom, leading, trailing, overlay

    init(_ position: AnnotationPosition) {
        switch position {
        case .top, .topLeading, .topTrailing: self = .top
        case .leading: self = .leading
        case .trailing: self = .trailing
        case .overlay: self = .overlay
        default: self = .bottom
        }
    }

    /// Whether the legend is a row above or below the chart (it then takes height).
    var isRow: Bool { self == .top || self == .bottom }
}

/// The beginnings of the element keys of one axis's grid lines, ticks and labels (see `ChartElement.key`; each is
/// followed by the value's label), made once per axis rather than once per value.
private struct AxisElementIDs {
    let grid: String, tick: String, label: String, turnedLabel: String

    init(axis: String, index: Int) {
        let head = axis + String(index)
        grid = ChartElement.Kind.segmentKeyPrefix + head + ".grid."
        tick = ChartElement.Kind.segmentKeyPrefix + head + ".tick."
        label = ChartElement.Kind.textKeyPrefix + head + ".label."
        turnedLabel = ChartElement.Kind.turnedTextKeyPrefix + head + ".label."
    }
}
