import Foundation
import Declarative

// The function initialisers of `LinePlot` and `AreaPlot`, as Swift Charts' (iOS 18): each with a `StringProtocol`,
// a `LocalizedStringKey` and a `Text` form of its labels.
//
// `domain` is the range of x (of t for a parametric plot); nil means the chart's x scale's domain, as set by the
// other marks or `chartXScale(domain:)`. The function returns `.nan` where it is undefined and `.infinity` where it
// is infinite: either breaks the line or area there (a gap). See `FunctionSampling` for how finely it is sampled.

extension LinePlot where Content == FunctionLinePlotContent {
    private init(_ plot: FunctionPlot) { content = FunctionLinePlotContent(plot: plot) }

    /// The graph of y = f(x).
    /// ```swift
    /// Chart { LinePlot(x: "x", y: "y") { x in sin(x) } }.chartXScale(domain: -10...10)
    /// ```
    nonisolated public init(x: some StringProtocol, y: some StringProtocol, domain: ClosedRange<Double>? = nil,
                            function: @escaping @Sendable (Double) -> Double) {
        self.init(FunctionPlot(shape: .line(function), domain: domain, xLabel: String(x), yLabel: String(y)))
    }

    /// The graph of y = f(x), with localized-string-key labels.
    nonisolated public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                            function: @escaping @Sendable (Double) -> Double) {
        self.init(FunctionPlot(shape: .line(function), domain: domain, xLabel: x.text, yLabel: y.text))
    }

    /// The graph of y = f(x), with `Text` labels.
    @MainActor public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(FunctionPlot(shape: .line(function), domain: domain, xLabel: x.string, yLabel: y.string))
    }

    /// The graph of a parametric function (x, y) = f(t), joined in the order of t over `domain`, which must be finite
    /// (an infinite or NaN bound draws nothing).
    /// ```swift
    /// LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) }
    /// ```
    nonisolated public init(x: some StringProtocol, y: some StringProtocol, t: some StringProtocol, domain: ClosedRange<Double>,
                            function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(FunctionPlot(shape: .parametric(function), domain: domain, xLabel: String(x), yLabel: String(y), otherLabel: String(t)))
    }

    /// The graph of a parametric function (x, y) = f(t), with localized-string-key labels.
    nonisolated public init(x: LocalizedStringKey, y: LocalizedStringKey, t: LocalizedStringKey, domain: ClosedRange<Double>,
                            function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(FunctionPlot(shape: .parametric(function), domain: domain, xLabel: x.text, yLabel: y.text, otherLabel: t.text))
    }

    /// The graph of a parametric function (x, y) = f(t), with `Text` labels.
    @MainActor public init(x: Text, y: Text, t: Text, domain: ClosedRange<Double>,
                           function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(FunctionPlot(shape: .parametric(function), domain: domain, xLabel: x.string, yLabel: y.string, otherLabel: t.string))
    }
}

extension AreaPlot where Content == FunctionAreaPlotContent {
    private init(_ plot: FunctionPlot) { content = FunctionAreaPlotContent(plot: plot) }

    /// The area between zero and y = f(x).
    nonisolated public init(x: some StringProtocol, y: some StringProtocol, domain: ClosedRange<Double>? = nil,
                            function: @escaping @Sendable (Double) -> Double) {
        self.init(FunctionPlot(shape: .area(function), domain: domain, xLabel: String(x), yLabel: String(y)))
    }

    /// The area between zero and y = f(x), with localized-string-key labels.
    nonisolated public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                            function: @escaping @Sendable (Double) -> Double) {
        self.init(FunctionPlot(shape: .area(function), domain: domain, xLabel: x.text, yLabel: y.text))
    }

    /// The area between zero and y = f(x), with `Text` labels.
    @MainActor public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(FunctionPlot(shape: .area(function), domain: domain, xLabel: x.string, yLabel: y.string))
    }

    /// The area between two functions of x, (yStart, yEnd) = f(x).
    /// ```swift
    /// AreaPlot(x: "x", yStart: "low", yEnd: "high") { x in (yStart: sin(x) - 0.5, yEnd: sin(x) + 0.5) }
    /// ```
    nonisolated public init(x: some StringProtocol, yStart: some StringProtocol, yEnd: some StringProtocol,
                            domain: ClosedRange<Double>? = nil,
                            function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(FunctionPlot(shape: .band(function), domain: domain, xLabel: String(x), yLabel: String(yStart), otherLabel: String(yEnd)))
    }

    /// The area between two functions of x, with localized-string-key labels.
    nonisolated public init(x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                            function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(FunctionPlot(shape: .band(function), domain: domain, xLabel: x.text, yLabel: yStart.text, otherLabel: yEnd.text))
    }

    /// The area between two functions of x, with `Text` labels.
    @MainActor public init(x: Text, yStart: Text, yEnd: Text, domain: ClosedRange<Double>? = nil,
                           function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(FunctionPlot(shape: .band(function), domain: domain, xLabel: x.string, yLabel: yStart.string, otherLabel: yEnd.string))
    }
}
