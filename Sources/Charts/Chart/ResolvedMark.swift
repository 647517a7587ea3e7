import Foundation
import Declarative

/// The kinds of marks a chart draws.
enum MarkKind: Hashable, Sendable { case bar, line, area, point, rule, rectangle, sector, custom }

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
    /// The first value (without building the `primitives` array).
    var first: PlottablePrimitive? { primary }

    /// The second value of an interval.
    var second: PlottablePrimitive? {
        if case .interval(_, let b) = self { return b }
        return nil
    }

    /// Whether every value can be placed.
    var isFinite: Bool { (first?.isFinite ?? true) && (second?.isFinite ?? true) }

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
///
/// A value with its fields in a shared box: charts pass marks around and copy them a lot (one per data
/// element), and a copy of the box costs one reference count where the fields — strings, existentials, the
/// style — would cost dozens. A change copies the box first when it is shared.
struct ResolvedMark {
    private final class Box {
        var fields: ResolvedMarkFields
        init(_ fields: ResolvedMarkFields) { self.fields = fields }
    }
    private var box: Box

    init(kind: MarkKind) { box = Box(ResolvedMarkFields(kind: kind)) }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    var kind: MarkKind {
        get { box.fields.kind }
        _modify { makeUnique(); yield &box.fields.kind }
    }
    var key: String {
        get { box.fields.key }
        _modify { makeUnique(); yield &box.fields.key }
    }
    var x: ChannelValue {
        get { box.fields.x }
        _modify { makeUnique(); yield &box.fields.x }
    }
    var y: ChannelValue {
        get { box.fields.y }
        _modify { makeUnique(); yield &box.fields.y }
    }
    var xLabel: String {
        get { box.fields.xLabel }
        _modify { makeUnique(); yield &box.fields.xLabel }
    }
    var yLabel: String {
        get { box.fields.yLabel }
        _modify { makeUnique(); yield &box.fields.yLabel }
    }
    var series: PlottablePrimitive? {
        get { box.fields.series }
        _modify { makeUnique(); yield &box.fields.series }
    }
    var width: MarkDimension {
        get { box.fields.width }
        _modify { makeUnique(); yield &box.fields.width }
    }
    var height: MarkDimension {
        get { box.fields.height }
        _modify { makeUnique(); yield &box.fields.height }
    }
    var stacking: MarkStackingMethod {
        get { box.fields.stacking }
        _modify { makeUnique(); yield &box.fields.stacking }
    }
    var angle: PlottablePrimitive? {
        get { box.fields.angle }
        _modify { makeUnique(); yield &box.fields.angle }
    }
    var angleEnd: PlottablePrimitive? {
        get { box.fields.angleEnd }
        _modify { makeUnique(); yield &box.fields.angleEnd }
    }
    var innerRadius: MarkDimension {
        get { box.fields.innerRadius }
        _modify { makeUnique(); yield &box.fields.innerRadius }
    }
    var outerRadius: MarkDimension {
        get { box.fields.outerRadius }
        _modify { makeUnique(); yield &box.fields.outerRadius }
    }
    var angularInset: CGFloat? {
        get { box.fields.angularInset }
        _modify { makeUnique(); yield &box.fields.angularInset }
    }
    var custom: (any ChartMark)? {
        get { box.fields.custom }
        _modify { makeUnique(); yield &box.fields.custom }
    }
    var style: MarkStyle {
        get { box.fields.style }
        _modify { makeUnique(); yield &box.fields.style }
    }

    /// The grouping key of lines and areas: `series:`, else the `foregroundStyle(by:)` value.
    var seriesKey: PlottablePrimitive? { series ?? style.foregroundBy ?? style.symbolBy }
}

/// The fields of a ``ResolvedMark``.
struct ResolvedMarkFields {
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
}
