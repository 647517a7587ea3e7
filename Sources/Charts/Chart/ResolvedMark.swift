import Foundation
import Declarative

/// The kinds of marks a chart draws.
@usableFromInline enum MarkKind: Hashable, Sendable { case bar, line, area, point, rule, rectangle, sector, custom }

/// What a mark says about one position channel (x or y).
@usableFromInline enum ChannelValue {
    /// Nothing: the mark is centred on, or spans, the whole plot along this axis.
    case none
    /// One data value.
    case value(PlottablePrimitive)
    /// A data interval (`xStart:xEnd:`, `yStart:yEnd:` or a `Range` value).
    case interval(PlottablePrimitive, PlottablePrimitive)
    /// Plot coordinates in points (`yStart: CGFloat?`), measured from the plot's leading/top
    /// edge; nil ends are the plot's edges.
    case fixed(CGFloat?, CGFloat?)

    /// Which case a channel value is, without its values.
    enum Form { case none, value, interval, fixed }

    /// The channel's case (read without copying its values).
    var form: Form {
        switch self {
        case .none: .none
        case .value: .value
        case .interval: .interval
        case .fixed: .fixed
        }
    }

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
    @inlinable init<V>(_ value: PlottableValue<V>) {
        if let upper = value.upper { self = .interval(value.primitive, upper) } else { self = .value(value.primitive) }
    }
}

/// A content annotation attached to a mark.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var overflowResolution: AnnotationOverflowResolution = .automatic
    var content: AnyView
    /// Makes the content from the mark's size, for `annotation(…) { context in … }`.
    var makeContent: ((CGSize) -> AnyView)?
}

/// What an annotation's content closure is told about its mark, as Swift Charts' `AnnotationContext`.
public struct AnnotationContext {
    /// The size of the annotated mark.
    public let targetSize: CGSize
}

/// Everything a modifier can set on a mark. Unset values take the chart's defaults.
struct MarkStyle {
    var foreground: AnyShapeStyle?
    /// `foreground` when it is a plain colour, which animates (see `SceneMark.color`).
    var foregroundColor: Color?
    var foregroundBy: PlottablePrimitive?
    var foregroundLabel: String?
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var symbol: AnyChartSymbolShape?
    var symbolBy: PlottablePrimitive?
    var symbolSize: CGFloat?
    /// `symbolSize(by:)`: the value the symbol size scale sizes the mark's symbol by.
    var symbolSizeBy: PlottablePrimitive?
    var lineStyle: StrokeStyle?
    /// `lineStyle(by:)`: the value the line style scale strokes the mark by (and groups lines by).
    var lineStyleBy: PlottablePrimitive?
    var interpolation: InterpolationMethod?
    var positionBy: PlottablePrimitive?
    var positionAxis: Axis?
    var positionSpan: MarkDimension = .automatic
    var annotations: [MarkAnnotation] = []
    var zIndex: Double = 0
    var offset: CGSize = .zero
    /// The fields few marks set (edge offsets, graphics effects, an identifier), out of line: a style of its own is
    /// made for every mark a modifier applies to, and these inline made each one about 100 bytes larger.
    private var rare: OutOfLine<RareMarkStyle>?
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHidden = false
    /// Whether gradients span the plot area rather than each mark.
    var alignsStylesWithPlot = false

    /// `offset(xStart:xEnd:yStart:yEnd:)`: how far each edge of a bar, rectangle or rule moves beyond `offset`.
    var edgeOffsets: MarkEdgeOffsets? {
        get { rare?.value.edgeOffsets }
        set { changeRare { $0.edgeOffsets = newValue } }
    }
    /// Blur, shadow, clip, mask and compositing (see `MarkEffects`).
    var effects: MarkEffects? {
        get { rare?.value.effects }
        set { changeRare { $0.effects = newValue } }
    }
    /// `accessibilityIdentifier(_:)`.
    var accessibilityIdentifier: String? {
        get { rare?.value.accessibilityIdentifier }
        set { changeRare { $0.accessibilityIdentifier = newValue } }
    }

    private mutating func changeRare(_ change: (inout RareMarkStyle) -> Void) {
        var r = rare?.value ?? RareMarkStyle()
        change(&r)
        rare = .value(r)
    }
}

/// The style fields few marks set (see `MarkStyle.rare`).
struct RareMarkStyle {
    var edgeOffsets: MarkEdgeOffsets?
    var effects: MarkEffects?
    var accessibilityIdentifier: String?
}

/// A value kept out of line, in a box of its own (an `indirect` case is boxed): a pointer where the value would be.
indirect enum OutOfLine<Value> {
    case value(Value)

    var value: Value {
        switch self { case .value(let v): v }
    }
}

/// One mark after resolving the chart content: its channels in data terms, its identity and its
/// style. Scales and layout turn it into drawing.
///
/// A value with its fields in a shared box: charts pass marks around and copy them a lot (one per data
/// element), and a copy of the box costs one reference count where the fields — strings, existentials, the
/// style — would cost dozens. A change copies the box first when it is shared.
///
/// The key is kept outside the box: the resolver sets it on every mark it adds, while the mark's own value
/// (a `BarMark`'s) still holds the box, and a key inside would copy the whole box each time.
@usableFromInline struct ResolvedMark {
    /// The fields, in a class so that a copy of the mark costs one reference count. Never changed while shared
    /// (see `makeUnique`).
    ///
    /// The fields most marks leave at their defaults — the style; a series, sizes and stacking; a sector's or custom
    /// mark's — live in boxes of their own that marks share until one changes: a line of a million points holds one
    /// style, not a million, and a bar's box is 160 bytes rather than 224.
    private final class Box {
        // Unchecked: a box is only reached through its mark's accessors, and only changed while unique (see
        // `makeUnique`), so the mark's own static exclusivity checks cover it; the run-time check of each access
        // cost one call per mark in every pass over the marks.
        @exclusivity(unchecked) var kind: MarkKind
        @exclusivity(unchecked) var x: ChannelValue
        @exclusivity(unchecked) var y: ChannelValue
        @exclusivity(unchecked) var xLabel: String
        @exclusivity(unchecked) var yLabel: String
        @exclusivity(unchecked) var rare = Shared(sharing: ResolvedMark.standardRare)
        @exclusivity(unchecked) var style = Shared(sharing: ResolvedMark.standardStyle)

        // Fields set here are initialized, not assigned one by one through the accessors.
        init(kind: MarkKind, x: ChannelValue, y: ChannelValue, xLabel: String, yLabel: String, width: MarkDimension,
             height: MarkDimension, stacking: MarkStackingMethod) {
            self.kind = kind
            self.x = x
            self.y = y
            self.xLabel = xLabel
            self.yLabel = yLabel
            if width != .automatic || height != .automatic || stacking != .standard {
                rare.value.width = width
                rare.value.height = height
                rare.value.stacking = stacking
            }
        }

        private init(kind: MarkKind, x: ChannelValue, y: ChannelValue, xLabel: String, yLabel: String) {
            self.kind = kind
            self.x = x
            self.y = y
            self.xLabel = xLabel
            self.yLabel = yLabel
        }

        func copy() -> Box {
            let b = Box(kind: kind, x: x, y: y, xLabel: xLabel, yLabel: yLabel)
            b.rare = rare
            b.style = style
            return b
        }
    }

    /// The fields most marks leave at their defaults: a series, sizes and stacking, and those of sectors and custom
    /// marks.
    fileprivate struct Rare {
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
    }

    /// A value in a box shared by the marks that hold it alike; a change copies the box first when it is shared.
    fileprivate struct Shared<Value> {
        final class Storage {
            @exclusivity(unchecked) var value: Value
            init(_ value: Value) { self.value = value }
        }
        private var storage: Storage

        init(sharing storage: Storage) { self.storage = storage }

        /// Whether this value is `storage`'s, shared (and so never changed since).
        func isSharing(_ storage: Storage) -> Bool { self.storage === storage }

        var value: Value {
            _read { yield storage.value }
            _modify {
                if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
                yield &storage.value
            }
        }
    }

    // The boxes of the defaults, shared by every mark that keeps them. Never changed, so safe to share across
    // threads: these statics keep them shared, so a change always copies first (`Shared.value`).
    nonisolated(unsafe) fileprivate static let standardStyle = Shared<MarkStyle>.Storage(MarkStyle())
    nonisolated(unsafe) fileprivate static let standardRare = Shared<Rare>.Storage(Rare())

    private var box: Box
    /// The identity: the path of `ForEach` ids and builder positions that led to the mark.
    var key = ""

    /// A mark of `kind`; the channels and sizes not given are unset.
    @usableFromInline init(kind: MarkKind, x: ChannelValue = .none, y: ChannelValue = .none, xLabel: String = "", yLabel: String = "",
         width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        box = Box(kind: kind, x: x, y: y, xLabel: xLabel, yLabel: yLabel, width: width, height: height, stacking: stacking)
    }

    // The fields are forwarded one by one: a `@dynamicMemberLookup` subscript over key paths reads the same but
    // is not specialized here, and its key-path projections cost ~5 % of a 1,000-mark chart (measured).
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = box.copy() }
    }

    var kind: MarkKind {
        _read { yield box.kind }
        _modify { makeUnique(); yield &box.kind }
    }
    var x: ChannelValue {
        _read { yield box.x }
        _modify { makeUnique(); yield &box.x }
    }
    var y: ChannelValue {
        _read { yield box.y }
        _modify { makeUnique(); yield &box.y }
    }
    var xLabel: String {
        _read { yield box.xLabel }
        _modify { makeUnique(); yield &box.xLabel }
    }
    var yLabel: String {
        _read { yield box.yLabel }
        _modify { makeUnique(); yield &box.yLabel }
    }
    var series: PlottablePrimitive? {
        _read { yield box.rare.value.series }
        _modify { makeUnique(); yield &box.rare.value.series }
    }
    var width: MarkDimension {
        _read { yield box.rare.value.width }
        _modify { makeUnique(); yield &box.rare.value.width }
    }
    var height: MarkDimension {
        _read { yield box.rare.value.height }
        _modify { makeUnique(); yield &box.rare.value.height }
    }
    var stacking: MarkStackingMethod {
        _read { yield box.rare.value.stacking }
        _modify { makeUnique(); yield &box.rare.value.stacking }
    }
    var angle: PlottablePrimitive? {
        _read { yield box.rare.value.angle }
        _modify { makeUnique(); yield &box.rare.value.angle }
    }
    var angleEnd: PlottablePrimitive? {
        _read { yield box.rare.value.angleEnd }
        _modify { makeUnique(); yield &box.rare.value.angleEnd }
    }
    var innerRadius: MarkDimension {
        _read { yield box.rare.value.innerRadius }
        _modify { makeUnique(); yield &box.rare.value.innerRadius }
    }
    var outerRadius: MarkDimension {
        _read { yield box.rare.value.outerRadius }
        _modify { makeUnique(); yield &box.rare.value.outerRadius }
    }
    var angularInset: CGFloat? {
        _read { yield box.rare.value.angularInset }
        _modify { makeUnique(); yield &box.rare.value.angularInset }
    }
    var custom: (any ChartMark)? {
        _read { yield box.rare.value.custom }
        _modify { makeUnique(); yield &box.rare.value.custom }
    }
    var style: MarkStyle {
        _read { yield box.style.value }
        _modify { makeUnique(); yield &box.style.value }
    }

    /// Whether the mark's style is the default one, never modified: then no field of it needs reading.
    var hasStandardStyle: Bool { box.style.isSharing(Self.standardStyle) }
    /// Whether the mark's rarely set fields (series, sizes, stacking, a sector's or custom mark's) are the defaults.
    var hasStandardRareFields: Bool { box.rare.isSharing(Self.standardRare) }

    /// The grouping key of lines and areas: `series:`, else the `foregroundStyle(by:)` and `lineStyle(by:)` values (both,
    /// when they differ: marks join one line when they agree on each, as Swift Charts documents), else `symbol(by:)`'s.
    var seriesKey: PlottablePrimitive? {
        if let s = series { return s }
        guard let l = style.lineStyleBy else { return style.foregroundBy ?? style.symbolBy }
        guard let f = style.foregroundBy, f != l else { return l }
        // One key for the pair; the unit separator keeps ("a b", "c") apart from ("a", "b c").
        return .string(PositionScale.categoryKey(f) + "\u{1F}" + PositionScale.categoryKey(l))
    }
}

