import Foundation
import Declarative

/// The kinds of marks a chart draws.
enum MarkKind: Equatable, Sendable { case bar, line, area, point, rule, rectangle, sector, custom }

/// What a mark says about one position channel (x or y).
enum ChannelValue {
    /// Nothing: the mark is centred on, or spans, the whole plot along this axis.
    case none
    /// One data value.
    case value(PlottablePrimitive)
    /// A data interval (`xStart:xEnd:`, `yStart:yEnd:` or a `Range` value).
    case interval(PlottablePrimitive, PlottablePrimitive)
    /// Plot coordinates in points (`yStart: CGFloat?`), measured from the plot's leading/top
    /// edge; nil ends are the plot's edges.
    case fixed(CGFloat?, CGFloat?)

    /// The data values the channel contributes to its scale's domain.
    var primitives: [PlottablePrimitive] {
        switch self {
        case .value(let v): [v]
        case .interval(let a, let b): [a, b]
        case .none, .fixed: []
        }
    }

    /// The single value, or the lower end of an interval.
    var primary: PlottablePrimitive? {
        switch self {
        case .value(let v), .interval(let v, _): v
        case .none, .fixed: nil
        }
    }

    /// A value channel built from a plottable value: an interval when the value has an upper end.
    init<V>(_ value: PlottableValue<V>) {
        if let upper = value.upper { self = .interval(value.primitive, upper) } else { self = .value(value.primitive) }
    }
}

/// A content annotation attached to a mark.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

/// Everything a modifier can set on a mark. Unset values take the chart's defaults.
struct MarkStyle {
    var foreground: AnyShapeStyle?
    var foregroundBy: PlottablePrimitive?
    var foregroundLabel: String?
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var symbol: AnyChartSymbolShape?
    var symbolBy: PlottablePrimitive?
    var symbolSize: CGFloat?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod?
    var positionBy: PlottablePrimitive?
    var positionAxis: Axis?
    var positionSpan: MarkDimension = .automatic
    var annotations: [MarkAnnotation] = []
    var zIndex: Double = 0
    var offset: CGSize = .zero
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHidden = false
}

/// One mark after resolving the chart content: its channels in data terms, its identity and its
/// style. Scales and layout turn it into drawing.
struct ResolvedMark {
    var kind: MarkKind
    /// The identity: the path of `ForEach` ids and builder positions that led to the mark.
    var key = ""
    var x: ChannelValue = .none
    var y: ChannelValue = .none
    var xLabel = ""
    var yLabel = ""
    /// `series:` of a line or area mark.
    var series: PlottablePrimitive?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// The sector's value (share of the total) or, with `angleEnd`, its start.
    var angle: PlottablePrimitive?
    var angleEnd: PlottablePrimitive?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?
    /// The mark, when it is a user-defined ``ChartMark``.
    var custom: (any ChartMark)?
    var style = MarkStyle()

    init(kind: MarkKind) { self.kind = kind }

    /// The grouping key of lines and areas: `series:`, else the `foregroundStyle(by:)` value.
    var seriesKey: PlottablePrimitive? { series ?? style.foregroundBy ?? style.symbolBy }
}
