import Foundation
import Declarative

/// A mark ready to draw, in plot coordinates (origin at the plot's top-leading corner).
struct SceneMark {
    /// The kinds a chart has few of (one curve a series, a slice or two, custom marks) are boxed (`indirect`), so that
    /// the many bars and points are not each as large as the largest kind: a scene of 10,000 bars held 3.1 MB of marks.
    enum Geometry {
        /// A bar, rectangle or rule.
        case rect(CGRect, cornerRadius: CGFloat)
        /// A line (stroke) or an area (fill, with a baseline), through points; non-finite points
        /// are gaps.
        indirect case curve(top: [CGPoint], baseline: [CGPoint]?, curve: CurveKind, stroke: StrokeStyle?)
        /// A point symbol of `size` points across, centred on `center`.
        case symbol(center: CGPoint, size: CGFloat, shape: AnyChartSymbolShape)
        /// A pie or donut slice; angles are fractions of a turn from 12 o'clock, clockwise.
        indirect case sector(SectorGeometry)
        /// A custom mark's outline.
        indirect case path(Path, stroke: StrokeStyle?)
    }
    var id: String
    var geometry: Geometry
    var style: AnyShapeStyle
    /// `style` when it is a plain colour: it then animates, in linear light, when the mark changes colour.
    var color: Color?
    /// Marks drawn in the same series style share a key (the palette's, or a series index), so that the
    /// style is resolved once per frame; nil for a style of the mark's own.
    var styleKey: Int?
    var opacity: Double
    var zIndex: Double
    var label: String
    var value: String
    var isAccessibilityHidden: Bool
    /// The mark's bounds, for annotations.
    var bounds: CGRect
    var annotations: [MarkAnnotation]
    /// Where `.automatic` annotations go.
    var automaticAnnotationAnchor: UnitPoint
    /// Blur, shadows and clips (`MarkEffects`), in plot coordinates; nil for none.
    var effects: SceneMarkEffects? = nil
}

/// The geometry of one sector.
struct SectorGeometry: Equatable {
    var start: Double
    var end: Double
    var innerRadius: CGFloat
    var outerRadius: CGFloat
    var center: CGPoint
    /// Half the gap between neighbouring sectors, as a fraction of a turn.
    var inset: Double
    /// The radius of the rounded corners (`cornerRadius`), 0 for sharp ones.
    var cornerRadius: CGFloat = 0
}

/// A straight line of the axes: a grid line or a tick, in chart coordinates.
struct SceneLine {
    /// The key of the line's element: its id after `ChartElement.Kind.segmentKeyPrefix` (made whole by the scene
    /// builder, which builds the id from a few parts anyway).
    var key: String
    var from: CGPoint
    var to: CGPoint
    var stroke: StrokeStyle
}

/// A piece of text placed by its top-leading corner, in chart coordinates.
struct SceneText {
    /// The key of the text's element: its id after `ChartElement.Kind.textKeyPrefix` (see `SceneLine.key`).
    var key: String
    var text: String
    var origin: CGPoint
    var font: Font
    var style: AnyShapeStyle
    /// Whether `style` is the default label style (`ChartStyle.labelStyle`), shared by all such labels.
    var isDefaultStyle = false
    /// The text's turn in degrees, clockwise (a vertical axis label or y-axis title); when not 0, `origin` is the
    /// text's centre rather than its top-leading corner.
    var degrees: Double = 0
}

/// A legend entry: a swatch and a label, placed by the entry's top-leading corner.
struct SceneLegendEntry {
    var id: String
    var label: String
    var origin: CGPoint
    var style: AnyShapeStyle
    var symbol: AnyChartSymbolShape
    var swatchSize: CGFloat
    var lineHeight: CGFloat
    /// The entry's width: swatch, gap and label.
    var width: CGFloat = 0
    /// A continuous colour scale's legend: its end colours and the labels of its extent (the entry then draws
    /// "low ▬▬▬ high", the bar `gradientWidth` points wide, instead of a swatch and a label).
    var gradient: LegendGradient?
    /// A `lineStyle(by:)` entry's stroke: the swatch is a short line in it, `swatchSize` points long.
    var lineSample: StrokeStyle?
}

/// The gradient of a continuous colour legend.
struct LegendGradient {
    var low: Color, high: Color
    var lowLabel: String, highLabel: String
    /// The width of the low label, measured when laid out.
    var lowWidth: CGFloat
    /// The width of the gradient bar.
    static let barWidth: CGFloat = 48
}

/// Everything a chart draws at one size: the plot rectangle, axes, marks and legend.
struct ChartScene {
    var size: CGSize
    var plot: CGRect
    var proxy: ChartProxy
    var grid: [SceneLine] = []
    var ticks: [SceneLine] = []
    var texts: [SceneText] = []
    var marks: [SceneMark] = []
    var legend: [SceneLegendEntry] = []
}

/// The chart's look: fonts, colours and metrics shared by the scene builder (Swift Charts' documentation).
enum ChartStyle {
    static let axisFont = Font.caption2
    static let legendFont = Font.caption
    static let gridStroke = StrokeStyle(lineWidth: 0.5)
    static let gridColor = AnyShapeStyle(Color.gray.opacity(0.35))
    static let labelStyle = AnyShapeStyle(Color.secondary)
    static let labelGap: CGFloat = 4
    static let tickLength: CGFloat = 4
    static let legendSpacing: CGFloat = 8
    static let lineStroke = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
    static let pointArea: CGFloat = 30
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// The low end of the default continuous colour scale (its high end is the palette's blue).
    static let continuousLow = Color(red: 0.80, green: 0.89, blue: 1.0)
    /// Style keys of the shared styles (series styles use their index, 0 and up).
    static let defaultStyleKey = -1, gridStyleKey = -2, labelStyleKey = -3
}
