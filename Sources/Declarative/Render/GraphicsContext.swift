import Foundation

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`: what a `Canvas` hands its renderer.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
///
/// A context is a value: copies share the destination, but each has its own transform, opacity and clip, so a
/// renderer can change a copy for one part of the drawing. Everything drawn becomes display items of the canvas,
/// in order, back to front.
public struct GraphicsContext {
    let recorder: CanvasRecorder
    /// The environment of the canvas: colour scheme, text metrics, foreground style.
    public let environment: EnvironmentValues
    /// The opacity multiplied into everything drawn from now on, 0…1.
    public var opacity: Double = 1
    /// Maps the context's coordinates to the canvas's (points, y down).
    public var transform: CGAffineTransform = .identity
    /// Clip outlines in canvas coordinates; drawing appears inside all of them.
    var clips: [Path] = []
    /// The element that items drawn from now on belong to (see `drawElement`).
    var element: CanvasElement?
    /// Effects on each item drawn from now on, after the canvas's own (see `addEffect(_:)`).
    var effects: [GraphicsEffect] = []

    init(recorder: CanvasRecorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    // MARK: Transforms and clips

    /// Moves the origin of later drawing.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales later drawing.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates later drawing about the origin (clockwise on a y-down display).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` to later drawing, before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Restricts later drawing to the inside of `path` (in the context's coordinates). Clips use the non-zero rule
    /// whatever `style` says, as every clip in the display list does.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append(path.applying(transform))
    }

    /// Applies a graphics effect (a blur, a shadow …) to each item drawn from now on, inside the clips added so far: a
    /// hook for the package's own canvases (Charts' marks take `blur(radius:)` and `shadow(…)` through it), where
    /// SwiftUI's `addFilter(_:options:)` would filter the layer as a whole.
    package mutating func addEffect(_ kind: GraphicsEffect.Kind) {
        effects.append(GraphicsEffect(kind, clipsOutside: clips.count))
    }

    /// Draws into a copy of this context, so that changes to its transform, opacity or clip end with `content`.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Shapes

    /// Fills `path` with a shading.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let bounds = path.boundingRect
        guard !path.isEmpty, let paint = paint(shading, bounds: bounds) else { return }
        record(.shape(ShapeDrawing(path: path, fill: paint, isEvenOdd: style.isEOFilled)), bounds: bounds)
    }

    /// Fills `path` at `opacity` (instead of the context's) as one identified element of the canvas: what
    /// `drawElement(id:…) { $0.opacity = opacity; $0.fill(path, with: shading) }` draws, without a copy of the context
    /// and a closure for it. A chart fills each of its thousands of marks this way.
    package func fillElement(_ path: Path, with shading: Shading, opacity: Double, id: String, accessibilityLabel label: String?,
                             accessibilityValue value: String?, isAccessibilityHidden: Bool) {
        let bounds = path.boundingRect
        guard !path.isEmpty, opacity > 0, isPlaceable(bounds), let paint = paint(shading, bounds: bounds) else { return }
        recorder.record(.shape(ShapeDrawing(path: path, fill: paint)), bounds: bounds, transform: transform, opacity: min(opacity, 1),
                        clips: clips, effects: effects, key: id, label: label, value: value, isHidden: isAccessibilityHidden)
    }

    /// Strokes `path` with a shading and a stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let outline = path.boundingRect
        guard !path.isEmpty, let paint = paint(shading, bounds: outline) else { return }
        let stroke = ShapeDrawing.Stroke(paint: paint, style: style.sanitized)
        let half = stroke.style.lineWidth / 2      // the bounds cover the painted band, not just the outline
        record(.shape(ShapeDrawing(path: path, stroke: stroke)), bounds: outline.insetBy(dx: -half, dy: -half))
    }

    /// Strokes `path` with a shading, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// Measures a text in this context's environment, ready to draw, possibly many times.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, environment: recorder.textEnvironment(environment))
    }

    /// Draws a text on one line, placed so that its `anchor` lies on `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws a resolved text on one line, placed so that its `anchor` lies on `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.size
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        draw(text, in: CGRect(origin: origin, size: size))
    }

    /// Draws a text wrapped to fit `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws a resolved text wrapped to fit `rect`, its lines aligned to the leading edge.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let bounds = CGRect(origin: rect.origin, size: CGSize(width: max(rect.width, 0), height: max(rect.height, 0)))
        guard let content = text.drawing(in: bounds, paint: paint(text.shading, bounds: bounds)) else { return }
        record(.text(content), bounds: bounds)
    }

    // MARK: Recording

    private func paint(_ shading: Shading, bounds: CGRect) -> Paint? {
        if let paint = shading.paint { return paint }
        return resolvePaint(shading.style, in: environment, bounds: bounds)
    }

    /// The shading with its style resolved in this context's environment, as SwiftUI's `resolve(_:)`: resolve
    /// once, then fill many shapes without resolving again. (Gradients stay unresolved: they depend on the
    /// bounds of each shape.)
    public func resolve(_ shading: Shading) -> Shading {
        guard shading.paint == nil, let paint = resolvePaint(shading.style, in: environment, bounds: .zero),
              case .color = paint else { return shading }
        var resolved = shading
        resolved.paint = paint
        return resolved
    }

    private func record(_ content: consuming DisplayItem.Content, bounds: CGRect) {     // consumed: moved into its item, not copied
        guard opacity > 0, isPlaceable(bounds) else { return }
        recorder.record(content, bounds: bounds, transform: transform, opacity: min(opacity, 1), clips: clips, effects: effects,
                        element: element)
    }

    /// Whether drawing in `bounds` after the transform is placed by finite numbers: nothing placed by a non-finite
    /// number reaches the display list, such drawing is left out.
    private func isPlaceable(_ bounds: CGRect) -> Bool {
        let t = transform
        return bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.width.isFinite && bounds.height.isFinite
            && t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }
}

extension GraphicsContext {
    /// How a context colours what it fills and strokes, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let style: any ShapeStyle
        /// The paint, once resolved (see `GraphicsContext.resolve(_:)`).
        var paint: Paint?

        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading(style: color) }
        /// Any shape style; gradients' unit points are relative to the bounds of the shape drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style) }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(style: ForegroundStyle()) }
    }
}
