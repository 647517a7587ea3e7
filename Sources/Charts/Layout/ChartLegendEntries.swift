import Foundation
import Declarative

/// The default legend's entries (Swift Charts' documentation: `foregroundStyle(by:)`, `lineStyle(by:)` and
/// `symbolSize(by:)` each "provide a default legend"):
///
/// ```
/// ● Paris  ● London          colours (or a gradient bar, for numbers)
/// ─ A  ┄ B  ┈ C              line styles: a short line sample in each dash pattern
/// ● x  ■ y                   symbols, when they are not the colours' values
/// · 10  • 55  ● 100          symbol sizes: the symbol at each size (scaled alike to fit a line)
/// ```
/// When every mark's `lineStyle(by:)` value is its `foregroundStyle(by:)` value, the two share entries: the colour's
/// entry shows a line sample in its dash; likewise for `symbol(by:)`. Groups follow each other in one wrapping flow.
extension ChartSceneBuilder {
    /// The length of a line sample in the legend.
    static let legendLineSampleWidth: CGFloat = 16

    /// Legend entries laid out in wrapping rows from the top-leading corner (y relative to the legend's top).
    func legendEntries(width: CGFloat) -> [SceneLegendEntry] {
        let encodes = !model.seriesDomain.isEmpty || !model.lineStyleDomain.isEmpty || !model.symbolSizes.values.isEmpty
            || !model.symbolIndex.isEmpty
        let visible = configuration.legendVisibility == .visible || (configuration.legendVisibility == .automatic && encodes)
        guard visible, configuration.legendContent == nil else { return [] }
        let font = ChartStyle.legendFont.resolve(), lineH = metrics.lineHeight(of: font)
        let swatch = min(8, lineH)
        let geometry = MarkGeometry(model: model, configuration: configuration, x: .empty(range: (0, 1)), y: .empty(range: (0, 1)), plot: .zero)
        var out: [SceneLegendEntry] = []
        var x: CGFloat = 0, y: CGFloat = 0
        /// Places an entry `ew` wide after the previous one, on a new row when it would pass `width`.
        func place(_ entry: SceneLegendEntry) {
            var e = entry
            if x > 0 && x + e.width > width { x = 0; y += lineH }
            e.origin = CGPoint(x: x, y: y)
            out.append(e)
            x += e.width + 12
        }
        let lineStylesShareColors = !model.lineStyleDomain.isEmpty && !model.seriesDomain.isEmpty
            && model.marks.styleSamples.allSatisfy { $0.hasStandardStyle || $0.style.lineStyleBy == nil || $0.style.lineStyleBy == $0.style.foregroundBy }
        if let extent = model.continuousSeries {
            // One entry: the extent's ends either side of a gradient bar.
            let (low, high) = geometry.continuousColors
            let lowLabel = PlottablePrimitive.number(extent.lowerBound).description
            let highLabel = PlottablePrimitive.number(extent.upperBound).description
            let lowWidth = metrics.width(of: lowLabel, font: font)
            let ew = lowWidth + 4 + LegendGradient.barWidth + 4 + metrics.width(of: highLabel, font: font)
            let label = model.marks.styleSamples.first { $0.style.foregroundBy != nil }?.style.foregroundLabel ?? ""
            place(SceneLegendEntry(id: "legend.gradient", label: label, origin: .zero, style: AnyShapeStyle(high), symbol: AnyChartSymbolShape(.square),
                                   swatchSize: swatch, lineHeight: lineH, width: ew,
                                   gradient: LegendGradient(low: low, high: high, lowLabel: lowLabel, highLabel: highLabel, lowWidth: lowWidth)))
        } else {
            for value in model.seriesDomain {
                let label = PositionScale.categoryKey(value)
                let sample = lineStylesShareColors && model.lineStyleIndex[value] != nil ? geometry.lineStyle(for: value) : nil
                let size = sample == nil ? swatch : Self.legendLineSampleWidth
                let symbol = model.marks.styleSamples.first { $0.style.foregroundBy == value && $0.style.symbolBy != nil }
                    .map(geometry.symbol(of:))
                place(SceneLegendEntry(id: "legend." + label, label: label, origin: .zero, style: geometry.seriesPaint(value).style,
                                       symbol: symbol ?? AnyChartSymbolShape(.circle), swatchSize: size, lineHeight: lineH,
                                       width: size + 4 + metrics.width(of: label, font: font), lineSample: sample))
            }
        }
        if !lineStylesShareColors {
            let style = groupStyle(geometry) { $0.style.lineStyleBy != nil }
            for value in model.lineStyleDomain {
                let label = PositionScale.categoryKey(value)
                let w = Self.legendLineSampleWidth
                place(SceneLegendEntry(id: "legend.lineStyle." + label, label: label, origin: .zero, style: style,
                                       symbol: AnyChartSymbolShape(.circle), swatchSize: w, lineHeight: lineH,
                                       width: w + 4 + metrics.width(of: label, font: font), lineSample: geometry.lineStyle(for: value)))
            }
        }
        // `symbol(by:)` values of their own (those that are the colour values show on the colour entries).
        let symbolsShareColors = !model.seriesDomain.isEmpty
            && model.marks.styleSamples.allSatisfy { $0.hasStandardStyle || $0.style.symbolBy == nil || $0.style.symbolBy == $0.style.foregroundBy }
        if !symbolsShareColors && !model.symbolIndex.isEmpty {
            let style = groupStyle(geometry) { $0.style.symbolBy != nil }
            for (value, i) in model.symbolIndex.sorted(by: { $0.value < $1.value }) {
                let label = PositionScale.categoryKey(value)
                place(SceneLegendEntry(id: "legend.symbol." + label, label: label, origin: .zero, style: style,
                                       symbol: configuration.symbolScale.shape(for: value, index: i), swatchSize: swatch, lineHeight: lineH,
                                       width: swatch + 4 + metrics.width(of: label, font: font)))
            }
        }
        let sizes = model.symbolSizes
        if !sizes.values.isEmpty {
            let style = groupStyle(geometry) { $0.style.symbolSizeBy != nil }
            let sample = model.marks.styleSamples.first { !$0.hasStandardStyle && $0.style.symbolSizeBy != nil }
            let symbol = sample.flatMap { $0.style.symbol } ?? AnyChartSymbolShape(.circle)
            // Numbers show the scale's ends and middle; categories each value.
            let shown: [PlottablePrimitive]
            if let e = sizes.extent {
                let mid = (e.lowerBound + e.upperBound) / 2
                shown = e.upperBound > e.lowerBound ? [.number(e.lowerBound), .number(mid), .number(e.upperBound)] : [.number(e.lowerBound)]
            } else {
                shown = sizes.values
            }
            // Diameters as drawn, scaled alike so that the largest fits a line: the sizes keep their proportions.
            let diameters = shown.map { (4 * (sizes.area(of: $0) ?? ChartStyle.pointArea) / .pi).squareRoot() }
            let fit = min(1, lineH / max(diameters.max() ?? 1, 1e-9))
            for (value, diameter) in zip(shown, diameters) {
                let label = PositionScale.categoryKey(value)
                let d = max(diameter * fit, 2)
                place(SceneLegendEntry(id: "legend.symbolSize." + label, label: label, origin: .zero, style: style, symbol: symbol,
                                       swatchSize: d, lineHeight: lineH, width: d + 4 + metrics.width(of: label, font: font)))
            }
        }
        return out
    }

    /// The style of a group's samples (line styles, symbol sizes): the colour of its marks when the chart colours
    /// nothing by data, else the labels' neutral grey (the colours have entries of their own).
    private func groupStyle(_ geometry: MarkGeometry, _ isMember: (ResolvedMark) -> Bool) -> AnyShapeStyle {
        guard model.seriesDomain.isEmpty, let m = model.marks.styleSamples.first(where: { !$0.hasStandardStyle && isMember($0) }) else {
            return ChartStyle.labelStyle
        }
        return geometry.paint(of: m).style
    }
}
