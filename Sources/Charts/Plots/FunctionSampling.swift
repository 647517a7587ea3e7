import Foundation
import Declarative

/// How a chart samples its function plots (`LinePlot(x:y:domain:function:)` and the like) into ordinary line and
/// area marks.
///
/// **Where.** A function of x is sampled over its `domain`, or, when that is nil, over the domain of the chart's x
/// scale — as the other marks and `chartXScale(domain:)` make it. A chart with no other x values has the empty
/// chart's domain, 0…1, as its x scale, so a function plot alone with no domain is drawn over 0…1. A parametric plot
/// is sampled over its own `domain` of t. On a category or date x scale a function of x is not drawn (its legend entry
/// stays). A domain with a NaN or infinite bound draws nothing.
///
/// **How finely.** Evenly spaced, one sample per device pixel column the domain spans in the plot (the plot's width
/// in points × `displayScale`: a pixel of an SVG, a braille dot column in a terminal), plus one, so the polyline is
/// smooth at the output's resolution; a parametric curve gets one sample per device pixel of the plot's perimeter.
/// At least 2 samples and at most ``maximumSamples``.
///
/// **Gaps.** A sample whose function value is NaN or ±∞ (Swift Charts' convention for "undefined" and "infinite")
/// becomes a point that breaks the line or area there, as a NaN `LineMark` does.
///
/// **Order of work.** The chart lays itself out once with each function plot that has its own domain sampled
/// coarsely (``coarseSamples``) and the others left out, to learn its x scale and plot width; then samples every plot
/// for that and lays out again. Sampled values widen the y scale (and, for plots with a domain, the x scale) as the
/// same marks written by hand would.
///
/// **Marks.** Each sample is a `LineMark` (an `AreaMark`, unstacked, for an area) identified by the plot's place in
/// the chart content and the sample's index, with the plot's styles. Each plot is its own series, named by its
/// `foregroundStyle(by:)` value or else its y label (told apart by " (2)", " (3)", … when names repeat), which is how
/// the accessibility description names its samples.
enum FunctionSampling {
    /// The most samples of one plot.
    static let maximumSamples = 4096
    /// The samples of a plot with its own domain while the chart learns its scale.
    static let coarseSamples = 64

    /// Whether `marks` hold a function plot.
    static func containsPlots(_ marks: MarkList) -> Bool {
        marks.containsFunctionPlots
    }

    /// `count` evenly spaced values from `domain`'s lower bound to its upper one; none when a bound is not finite.
    static func parameters(over domain: ClosedRange<Double>, count: Int) -> [Double] {
        guard domain.lowerBound.isFinite, domain.upperBound.isFinite else { return [] }
        let lo = domain.lowerBound, hi = domain.upperBound
        guard hi > lo else { return [lo] }
        let n = max(2, count)
        // Mixed rather than `lo + (hi - lo) * f`, whose `hi - lo` overflows for a domain as wide as Double's range.
        return (0..<n).map { i in
            let f = Double(i) / Double(n - 1)
            return i == n - 1 ? hi : lo * (1 - f) + hi * f
        }
    }

    /// The samples of `plot` as marks: copies of `template` (the plot's placeholder, with its styles and key) at each
    /// parameter, in `series`.
    static func marks(of plot: FunctionPlot, template: ResolvedMark, parameters: [Double],
                      series: PlottablePrimitive) -> [ResolvedMark] {
        var base = template
        base.custom = nil
        base.series = series
        if plot.isArea { base.stacking = .unstacked }
        let key = template.key
        return parameters.enumerated().map { i, t in
            var m = base
            let (x, y) = values(of: plot.shape, at: t)
            m.x = .value(.number(x))
            m.y = y
            m.key = key + "/" + String(i)
            return m
        }
    }

    /// The x value and y channel of a plot at a parameter: NaN where the function is not finite (a gap).
    private static func values(of shape: FunctionPlotShape, at t: Double) -> (Double, ChannelValue) {
        func finite(_ v: Double) -> Double { v.isFinite ? v : .nan }
        switch shape {
        case .line(let f), .area(let f):
            return (t, .value(.number(finite(f(t)))))
        case .parametric(let f):
            let p = f(t)
            guard p.x.isFinite, p.y.isFinite else { return (.nan, .value(.number(.nan))) }
            return (p.x, .value(.number(p.y)))
        case .band(let f):
            let b = f(t)
            guard b.yStart.isFinite, b.yEnd.isFinite else { return (t, .value(.number(.nan))) }
            return (t, .interval(.number(b.yStart), .number(b.yEnd)))
        }
    }

    /// `marks` with each function plot's placeholder replaced by the marks `sample` makes of it (which may be none).
    static func replacingPlots(in marks: MarkList,
                               _ sample: (FunctionPlot, ResolvedMark, PlottablePrimitive) -> [ResolvedMark]) -> MarkList {
        var out = MarkList()
        var seriesNames = Set<String>()
        for segment in marks.segments {
            if let columns = segment.columns {
                out.append(columns)
                continue
            }
            for m in segment.rows {
                guard let marker = m.custom as? FunctionPlotMarker else {
                    out.append(m)
                    continue
                }
                let name = m.style.foregroundBy.map(PositionScale.categoryKey) ?? marker.plot.yLabel
                var unique = name, n = 2
                while !seriesNames.insert(unique).inserted {
                    unique = "\(name) (\(n))"
                    n += 1
                }
                for s in sample(marker.plot, m, .string(unique)) { out.append(s) }
            }
        }
        return out
    }

    /// How many samples a plot gets: see the type's documentation.
    static func sampleCount(for plot: FunctionPlot, domain: ClosedRange<Double>, scaleDomain: ClosedRange<Double>?,
                            plot size: CGSize, displayScale: CGFloat) -> Int {
        let scale = displayScale.isFinite && displayScale > 0 ? Double(displayScale) : 1
        let pixels: Double
        if case .parametric = plot.shape {
            pixels = 2 * Double(size.width + size.height) * scale
        } else {
            var fraction = 1.0
            if let s = scaleDomain, s.upperBound > s.lowerBound {
                let f = (domain.upperBound - domain.lowerBound) / (s.upperBound - s.lowerBound)
                fraction = f.isFinite ? min(1, max(0, f)) : 1
            }
            pixels = Double(size.width) * scale * fraction
        }
        guard pixels.isFinite else { return maximumSamples }
        return min(maximumSamples, max(2, Int(pixels.rounded(.up)) + 1))
    }
}

extension ChartSceneBuilder {
    /// This builder with the chart's function plots sampled for a chart of `size` (see `FunctionSampling`); itself
    /// when the chart has none.
    func samplingFunctionPlots(size: CGSize) -> ChartSceneBuilder {
        guard FunctionSampling.containsPlots(model.marks) else { return self }
        let coarse = FunctionSampling.replacingPlots(in: model.marks) { plot, template, series in
            guard let domain = plot.domain else { return [] }
            let t = FunctionSampling.parameters(over: domain, count: FunctionSampling.coarseSamples)
            return FunctionSampling.marks(of: plot, template: template, parameters: t, series: series)
        }
        let scene = with(coarse).scene(size: size)
        var scaleDomain: ClosedRange<Double>?
        if case .linear(let s) = scene.proxy.xScale {
            scaleDomain = min(s.domainStart, s.domainEnd)...max(s.domainStart, s.domainEnd)
        }
        let plotSize = scene.plot.size, scale = displayScale
        return with(FunctionSampling.replacingPlots(in: model.marks) { plot, template, series in
            guard let domain = plot.domain ?? scaleDomain else { return [] }
            let n = FunctionSampling.sampleCount(for: plot, domain: domain, scaleDomain: scaleDomain, plot: plotSize, displayScale: scale)
            return FunctionSampling.marks(of: plot, template: template, parameters: FunctionSampling.parameters(over: domain, count: n),
                                          series: series)
        })
    }

    /// A builder like this one for other marks.
    private func with(_ marks: MarkList) -> ChartSceneBuilder {
        ChartSceneBuilder(model: ChartModel(marks: marks, configuration: configuration), configuration: configuration, metrics: metrics,
                          calendar: calendar, displayScale: displayScale)
    }
}
