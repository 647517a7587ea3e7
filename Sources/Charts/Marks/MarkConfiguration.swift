import Foundation
import Declarative

/// The width or height of a mark, as Swift Charts' `MarkDimension`.
///
/// On a categorical axis the dimension is relative to the band step: `.automatic` fills the
/// band (90 % of the step), `.ratio(r)` is `r × step`, `.inset(v)` is `step − 2v`, `.fixed(w)`
/// is `w` points. A number literal is `.fixed`.
public struct MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Hashable, Sendable { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
    let kind: Kind

    /// The chart's default size for the mark.
    public static let automatic = MarkDimension(kind: .automatic)
    /// A fixed size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// The available size minus `value` on each side.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// A fraction (0…1) of the available size.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// A fixed size from a floating-point literal.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A fixed size from an integer literal.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    /// The resolved size for an available `step`, with `automatic` as the default size. Never
    /// negative or NaN.
    func resolve(step: CGFloat, automatic: CGFloat) -> CGFloat {
        let v: CGFloat
        switch kind {
        case .automatic: v = automatic
        case .fixed(let w): v = w
        case .inset(let i): v = step - 2 * i
        case .ratio(let r): v = step * r
        }
        return v.isFinite ? max(0, v) : 0
    }
}

/// How marks that share a position stack, as Swift Charts' `MarkStackingMethod` (Swift Charts' documentation).
public struct MarkStackingMethod: Equatable, Sendable {
    let offset: StackOffset?
    /// Stack from zero; negative values stack below zero (diverging). The default.
    public static let standard = MarkStackingMethod(offset: .standard)
    /// Stack and scale each column to span 0…1.
    public static let normalized = MarkStackingMethod(offset: .normalized)
    /// Stack each column centred on zero (streamgraph).
    public static let center = MarkStackingMethod(offset: .center)
    /// Don't stack: marks overlap, drawn in data order.
    public static let unstacked = MarkStackingMethod(offset: .unstacked)
}

/// How a line or area connects its points, as Swift Charts' `InterpolationMethod` (Swift Charts' documentation).
public struct InterpolationMethod: Equatable, Sendable {
    let curve: CurveKind
    /// Straight segments. The default.
    public static let linear = InterpolationMethod(curve: .linear)
    /// A smooth curve that never overshoots between points (d3 `curveMonotoneX`).
    public static let monotone = InterpolationMethod(curve: .monotone)
    /// A centripetal Catmull-Rom spline (α = 0.5).
    public static let catmullRom = InterpolationMethod(curve: .catmullRom(alpha: 0.5))
    /// A cardinal spline with tension 0.
    public static let cardinal = InterpolationMethod(curve: .cardinal(tension: 0))
    /// Each value holds from its point until the next point.
    public static let stepStart = InterpolationMethod(curve: .stepStart)
    /// Each value changes half-way between points.
    public static let stepCenter = InterpolationMethod(curve: .stepCenter)
    /// Each value is reached at its point, held back to the previous point.
    public static let stepEnd = InterpolationMethod(curve: .stepEnd)
    /// A Catmull-Rom spline with parameter `alpha` (0 uniform, 0.5 centripetal, 1 chordal).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .init(curve: .catmullRom(alpha: alpha.isFinite ? alpha : 0.5)) }
    /// A cardinal spline with `tension` (0…1).
    public static func cardinal(tension: Double) -> InterpolationMethod { .init(curve: .cardinal(tension: tension.isFinite ? tension : 0)) }
}

/// Where an annotation sits relative to its mark, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Hashable, Sendable {
    let anchor: UnitPoint?
    /// Above a vertical bar, trailing a horizontal bar, otherwise above the mark.
    public static let automatic = AnnotationPosition(anchor: nil)
    /// Above the mark.
    public static let top = AnnotationPosition(anchor: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(anchor: .bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(anchor: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(anchor: .trailing)
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(anchor: .topLeading)
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(anchor: .topTrailing)
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(anchor: .bottomLeading)
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(anchor: .bottomTrailing)
    /// On top of the mark, centred.
    public static let overlay = AnnotationPosition(anchor: .center)
}

/// What an annotation does when it would overflow, as Swift Charts' `AnnotationOverflowResolution`: per axis, a
/// ``Strategy``.
///
/// `.fit` moves the annotation back inside a boundary (`.fit(to: .chart)` the whole chart, `.fit(to: .plot)` or
/// plain `.fit` the plot area); `.disabled` and `.automatic` leave it where its position puts it, which may be
/// outside; `.padScale` is drawn as `.fit` (the scale is not widened for annotations).
public struct AnnotationOverflowResolution: Hashable, Sendable {
    /// Where an overflowing annotation is kept.
    public struct Boundary: Hashable, Sendable {
        let isChart: Bool
        /// The chart decides: the plot area.
        public static let automatic = Boundary(isChart: false)
        /// The whole chart, axes and legend included.
        public static let chart = Boundary(isChart: true)
        /// The plot area.
        public static let plot = Boundary(isChart: false)
    }

    /// What one axis does with an overflowing annotation.
    public struct Strategy: Hashable, Sendable {
        let boundary: Boundary?
        /// The chart decides: no change.
        public static let automatic = Strategy(boundary: nil)
        /// No change: the annotation may overflow.
        public static let disabled = Strategy(boundary: nil)
        /// Moved inside the plot area.
        public static let fit = Strategy(boundary: .plot)
        /// Moved inside `boundary`.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(boundary: boundary) }
        /// Drawn as `.fit`.
        public static let padScale = Strategy(boundary: .plot)
    }

    let x: Strategy
    let y: Strategy

    /// A resolution per axis.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// The chart decides on both axes.
    public static let automatic = AnnotationOverflowResolution()
}
