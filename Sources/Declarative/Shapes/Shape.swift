import Foundation

/// A 2D shape you can draw as a view, as SwiftUI's `Shape`.
///
/// A shape describes its outline in a rectangle with `path(in:)`. As a view it takes the space it is offered
/// (10×10 when asked for its ideal size) and fills with the foreground style; `fill`, `stroke` and `trim` change
/// how it is drawn. A shape's `animatableData` animates like any other attribute.
///
/// As in SwiftUI, a shape is not isolated to the main actor although it is a view (see
/// `_RemoveGlobalActorIsolation`): a conforming struct's `path(in:)` and `animatableData` are nonisolated without
/// being marked so.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The outline of the shape in a rectangle.
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape chooses for a proposal.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// A shape's data animates where it is drawn, not by evaluating a body again.
    public func _presentingAnimatableData(_ presenter: _AnimatableDataPresenter) -> Self? { nil }

    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// A shape with no explicit style fills with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(eoFill: false)) }

    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .fill(eoFill: style.isEOFilled))
    }

    /// Strokes the shape's outline with a style and a line width.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// Strokes the shape's outline with a style and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(style))
    }

    /// The shape's outline as a new shape, stroked with a stroke style.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// The shape's outline as a new shape, stroked with a line width.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)) }

    /// The part of the outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// How a shape is filled.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape drawn with a style: what `fill` and `stroke(_:…)` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, PrimitiveView {
    enum Mode { case fill(eoFill: Bool), stroke(StrokeStyle) }
    /// The shape drawn.
    public let shape: Content
    let style: Style
    let mode: Mode

    nonisolated init(shape: Content, style: Style, mode: Mode) {
        self.shape = shape
        self.style = style
        self.mode = mode
    }

    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        node.drawing.role = ShapeDrawingRole(shape: shape, style: style, mode: mode)
    }
}

/// A shape's stroked outline, as a shape.
public struct _StrokedShape<Content: Shape>: Shape {
    let shape: Content
    let style: StrokeStyle
    nonisolated public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { var s = shape; s.animatableData = newValue; self = _StrokedShape(shape: s, style: style) }
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), mode: .stroke(style)) }
}

/// The part of a shape's outline between two fractions of its length, as a shape whose fractions animate.
public struct _TrimmedShape<Content: Shape>: Shape {
    var shape: Content
    var startFraction: CGFloat
    var endFraction: CGFloat
    nonisolated public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            startFraction = newValue.first.first
            endFraction = newValue.first.second
            shape.animatableData = newValue.second
        }
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// Draws a shape leaf: the path in its frame, filled or stroked with a style; the shape's data animates.
struct ShapeDrawingRole<S: Shape, Style: ShapeStyle>: NodeDrawing, AnimatedRole {
    let shape: S
    let style: Style
    let mode: _ShapeView<S, Style>.Mode

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, axis: Axis?) -> CGSize {
        shape.sizeThatFits(proposal).nonNegative
    }

    func retarget(_ node: ViewNode) {
        node.retarget(.shape, shape.animatableData)
        node.retargetPaint(resolvePaint(style, in: node.environment, bounds: .zero))
    }

    func draw(node: ViewNode, size: CGSize, into list: inout DisplayListBuilder) {
        var presented = shape
        presented.animatableData = node.presented(.shape, shape.animatableData)
        let rect = CGRect(origin: .zero, size: size)
        let path = presented.path(in: rect)
        list.withShadows(of: style, node: node) { list in
            switch mode {
            case .fill(let eo):
                let paint = node.presentedPaint(resolvePaint(style, in: node.environment, bounds: rect))
                list.append(.shape(ShapeDrawing(path: path, fill: paint, isEvenOdd: eo)), node: node, bounds: rect)
            case .stroke(let strokeStyle):
                guard let paint = node.presentedPaint(resolvePaint(style, in: node.environment, bounds: rect)) else { return }
                let stroke = ShapeDrawing.Stroke(paint: paint, style: strokeStyle.sanitized)
                list.append(.shape(ShapeDrawing(path: path, stroke: stroke)), node: node, bounds: rect)
            }
        }
    }
}

/// Fills the whole frame with a style: `Color` and gradients used as views.
struct FillDrawing: NodeDrawing, AnimatedRole {
    let style: any ShapeStyle
    func retarget(_ node: ViewNode) {
        node.retargetPaint(resolvePaint(style, in: node.environment, bounds: .zero))
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, axis: Axis?) -> CGSize {
        proposal.replacingUnspecifiedDimensions().nonNegative
    }
    func draw(node: ViewNode, size: CGSize, into list: inout DisplayListBuilder) {
        let rect = CGRect(origin: .zero, size: size)
        let paint = node.presentedPaint(resolvePaint(style, in: node.environment, bounds: rect))
        list.withShadows(of: style, node: node) { $0.append(.shape(ShapeDrawing(path: Path(rect), fill: paint)), node: node, bounds: rect) }
    }
}

extension Color: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        node.drawing.role = FillDrawing(style: self)
    }
}
