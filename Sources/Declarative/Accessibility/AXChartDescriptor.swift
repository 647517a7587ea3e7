import Foundation

/// A description of a chart for assistive technology, as the Accessibility framework's `AXChartDescriptor`
/// (which `import SwiftUI` brings): a title, a summary, the axes and the data series.
///
/// Attach one to a view with `accessibilityChartDescriptor(_:)`; Charts builds one for every `Chart` from its
/// marks. Backends show it: SVG as `<title>`, `<desc>` and a table of the data; the terminal host as a text
/// table (the `d` key in the gallery).
public final class AXChartDescriptor {
    /// How the chart's content is laid out, as `AXChartDescriptor.ContentDirection`.
    public enum ContentDirection: Int, Sendable {
        case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise
    }

    /// The chart's title.
    public var title: String?
    /// A summary of what the chart shows.
    public var summary: String?
    /// The x axis: numeric or categorical.
    public var xAxis: any AXDataAxisDescriptor
    /// The y axis, always numeric; nil when the chart has none.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes (size, colour, …), in the order of each point's `additionalValues`.
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The data, one series per line, colour or group.
    public var series: [AXDataSeriesDescriptor]
    /// How the content is laid out.
    public var contentDirection: ContentDirection = .leftToRight
    /// The chart's content area, in the view's coordinates (zero: the whole view).
    public var contentFrame: CGRect = .zero

    /// A descriptor of a chart.
    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
                yAxis: AXNumericDataAxisDescriptor?, additionalAxes: [any AXDataAxisDescriptor] = [],
                series: [AXDataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }
}

/// An axis of a chart, as the Accessibility framework's `AXDataAxisDescriptor`.
public protocol AXDataAxisDescriptor: AnyObject {
    /// The axis title, such as "Month".
    var title: String { get set }
}

extension AXDataAxisDescriptor {
    /// How a value on this axis reads: a numeric axis's `valueDescriptionProvider`, a category as itself.
    func describe(_ value: AXDataPointValue) -> String {
        if let category = value.category { return category }
        if let numeric = self as? AXNumericDataAxisDescriptor { return numeric.valueDescriptionProvider(value.number) }
        return AXNumericDataAxisDescriptor.plainDescription(value.number)
    }
}

/// A numeric axis, as the Accessibility framework's `AXNumericDataAxisDescriptor`.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// How values map to the axis, as `AXNumericDataAxisDescriptor.ScaleType`.
    public enum ScaleType: Int, Sendable { case linear, ln, log10 }

    public var title: String
    /// The values the axis spans.
    public var range: ClosedRange<Double>
    /// Where grid lines are drawn, in axis values.
    public var gridlinePositions: [Double]
    /// How a value on this axis reads, such as "12 °C".
    public var valueDescriptionProvider: (Double) -> String
    /// The axis's scale.
    public var scaleType: ScaleType = .linear

    /// A numeric axis.
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }

    /// A number as it reads without a provider: no trailing ".0", at most six significant digits after the point.
    package static func plainDescription(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%g", value)
    }
}

/// A categorical axis, as the Accessibility framework's `AXCategoricalDataAxisDescriptor`.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    /// The categories, in axis order.
    public var categoryOrder: [String]

    /// A categorical axis.
    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }
}

/// One series of a chart's data, as the Accessibility framework's `AXDataSeriesDescriptor`.
public final class AXDataSeriesDescriptor {
    /// The series' name, such as "Sales".
    public var name: String?
    /// Whether the points form a continuous line (a line chart) rather than separate marks (bars).
    public var isContinuous: Bool
    /// The points, in order.
    public var dataPoints: [AXDataPoint]

    /// A series of points.
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}

/// A value of a data point, as the Accessibility framework's `AXDataPointValue`: a number or a category.
public final class AXDataPointValue {
    /// The number (0 for a category).
    public var number: Double
    /// The category, or nil for a number.
    public var category: String?

    /// A numeric value.
    public init(number: Double) { self.number = number; category = nil }
    /// A categorical value.
    public init(category: String) { number = 0; self.category = category }

    convenience init(_ value: AXDataPoint.Value) {
        switch value {
        case .number(let n): self.init(number: n)
        case .category(let c): self.init(category: c)
        }
    }
}

/// One data point of a series, as the Accessibility framework's `AXDataPoint`.
public final class AXDataPoint {
    /// A value given to a data point, as `AXDataPoint.Value`.
    public enum Value: Hashable, Sendable {
        case number(Double)
        case category(String)
    }

    /// The x value.
    public var xValue: AXDataPointValue
    /// The y value, if any.
    public var yValue: AXDataPointValue?
    /// Values on the descriptor's additional axes, in their order.
    public var additionalValues: [AXDataPointValue]
    /// A name for the point.
    public var label: String?

    /// A point with a categorical x value.
    public init(x: String, y: Double? = nil, additionalValues: [AXDataPoint.Value] = [], label: String? = nil) {
        xValue = AXDataPointValue(category: x)
        yValue = y.map { AXDataPointValue(number: $0) }
        self.additionalValues = additionalValues.map(AXDataPointValue.init)
        self.label = label
    }

    /// A point with a numeric x value.
    public init(x: Double, y: Double? = nil, additionalValues: [AXDataPoint.Value] = [], label: String? = nil) {
        xValue = AXDataPointValue(number: x)
        yValue = y.map { AXDataPointValue(number: $0) }
        self.additionalValues = additionalValues.map(AXDataPointValue.init)
        self.label = label
    }
}

/// A type that describes a chart for assistive technology, as SwiftUI's `AXChartDescriptorRepresentable`.
///
/// ```swift
/// struct SalesDescriptor: AXChartDescriptorRepresentable {
///     let sales: [Sale]
///     func makeChartDescriptor() -> AXChartDescriptor {
///         let x = AXCategoricalDataAxisDescriptor(title: "Month", categoryOrder: sales.map(\.month))
///         let y = AXNumericDataAxisDescriptor(title: "Sales", range: 0...100, gridlinePositions: []) { "\(Int($0)) units" }
///         let series = AXDataSeriesDescriptor(name: "Sales", isContinuous: false,
///                                             dataPoints: sales.map { AXDataPoint(x: $0.month, y: $0.units) })
///         return AXChartDescriptor(title: "Sales", summary: nil, xAxis: x, yAxis: y, series: [series])
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol AXChartDescriptorRepresentable {
    /// Makes the chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Updates a descriptor made before for the chart's current data (by default, nothing changes).
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    /// Leaves the descriptor as it is.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}
