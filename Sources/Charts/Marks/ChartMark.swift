import Foundation
import Declarative

/// A mark you define yourself: say which values it plots, and draw it with the chart's scales.
///
/// The chart includes ``xValues`` and ``yValues`` when it infers its scales, then asks the mark
/// for its outline in plot coordinates through a ``ChartProxy``. The outline is filled with the
/// mark's colour (the palette, `foregroundStyle(_:)` or `foregroundStyle(by:)`), or stroked
/// when ``strokeStyle`` is not nil. Every mark modifier works on a custom mark, and so does
/// composition: a mark's `body` may also just combine built-in marks.
///
/// A candlestick, written outside this module:
/// ```swift
/// struct CandlestickMark: ChartMark {
///     var day: String, open: Double, close: Double, low: Double, high: Double
///     var xValues: [any Plottable] { [day] }
///     var yValues: [any Plottable] { [low, high] }
///     func path(in chart: ChartProxy) -> Path {
///         guard let band = chart.positionRange(forX: day),
///               let o = chart.position(forY: open), let c = chart.position(forY: close),
///               let l = chart.position(forY: low), let h = chart.position(forY: high) else { return Path() }
///         let mid = (band.lowerBound + band.upperBound) / 2
///         var p = Path(CGRect(x: mid - 0.5, y: min(l, h), width: 1, height: abs(h - l)))   // wick
///         let w = (band.upperBound - band.lowerBound) * 0.6
///         p.addRect(CGRect(x: mid - w / 2, y: min(o, c), width: w, height: max(1, abs(c - o))))  // body
///         return p
///     }
/// }
/// Chart(prices) { CandlestickMark(day: $0.day, open: $0.open, close: $0.close, low: $0.low, high: $0.high)
///     .foregroundStyle($0.close >= $0.open ? .green : .red) }
/// ```
public protocol ChartMark: ChartContent {
    /// The values the mark places on the x axis; they widen the x scale like a built-in mark's.
    var xValues: [any Plottable] { get }
    /// The values the mark places on the y axis.
    var yValues: [any Plottable] { get }
    /// The mark's outline in plot coordinates (origin at the plot's top-leading corner).
    func path(in chart: ChartProxy) -> Path
    /// How the outline is stroked; nil (the default) fills it instead.
    var strokeStyle: StrokeStyle? { get }
}

extension ChartMark {
    /// Custom marks fill by default.
    public var strokeStyle: StrokeStyle? { nil }
}

extension ChartMark where Body == Never {
    /// A custom mark is drawn by `Chart`; it has no body.
    public var body: Never { fatalError("\(Self.self) is a chart mark; put it inside a Chart") }
}
