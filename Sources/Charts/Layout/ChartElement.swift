import Foundation
import Declarative

/// One thing a chart draws — a mark, a grid line, a tick, a label or a legend entry — as the parts that do not
/// animate (its kind and style) and a list of numbers that do (its opacity and geometry, in chart coordinates).
///
/// An element whose style is a plain colour (`hasColor`) has the colour's linear red, green, blue and opacity
/// between its opacity and its geometry, so that a change of colour animates too.
///
/// ```
/// kind      numbers after the opacity (and colour)
/// rect      x, y, width, height, corner radius
/// segment   x0, y0, x1, y1
/// curve     x, y of each point (top points, then baseline points)
/// symbol    centre x, centre y, size
/// sector    start, end, inner radius, outer radius, centre x, centre y
/// text      x, y of the top-leading corner (of the centre, for turned text)
/// legend    x, y of the top-leading corner
/// path      —
/// ```
///
/// A class, never changed once made: the element vectors that hold the elements are copied and combined on every
/// frame of an animation, and every element is drawn every frame; sharing an element costs one reference count
/// where a copy of its fields — strings, the style, the kind's payload — costs dozens.
final class ChartElement: Sendable {
    /// Which canvas draws the element: the plot (under annotations) or the labels (over them).
    enum Layer { case plot, labels }

    enum Kind {
        case rect
        case segment
        /// Gaps are non-finite points, stored as 0.
        case curve(CurveKind, gaps: [Bool], hasBaseline: Bool)
        case symbol(AnyChartSymbolShape)
        case sector(inset: Double, cornerRadius: CGFloat)
        // The kinds with large payloads are boxed (`indirect`), so that every element — a bar's too — is not as
        // large as a legend entry (~200 bytes): they are few, a chart's marks many.
        /// Turned text (`degrees` not 0) is placed by its centre.
        indirect case text(String, Font, degrees: Double)
        indirect case legend(SceneLegendEntry)
        indirect case path(Path)

        /// The start of an element's key: a tag that changes when the numbers change meaning, so that such a change
        /// cross-fades, then "~" when they hold a colour, then ":". (Whole literals: the key is made once per
        /// element, and each string appended costs.)
        func keyPrefix(hasColor: Bool) -> String {
            switch self {
            case .rect: return hasColor ? "r~:" : "r:"
            case .segment: return hasColor ? "s~:" : Self.segmentKeyPrefix
            case .curve(_, let gaps, let baseline): return "c\(gaps.count)\(baseline ? "b" : "")" + (hasColor ? "~:" : ":")
            case .symbol: return hasColor ? "p~:" : "p:"
            case .sector: return hasColor ? "a~:" : "a:"
            case .text(_, _, let degrees) where degrees != 0: return hasColor ? "tr~:" : Self.turnedTextKeyPrefix
            case .text: return hasColor ? "t~:" : Self.textKeyPrefix
            case .legend: return hasColor ? "l~:" : "l:"
            case .path: return hasColor ? "x~:" : "x:"
            }
        }

        /// The key prefix of a segment (grid line or tick) without a colour in its numbers.
        static var segmentKeyPrefix: String { "s:" }
        /// The key prefix of a text without a colour in its numbers.
        static var textKeyPrefix: String { "t:" }
        /// The key prefix of turned text (placed by its centre) without a colour in its numbers.
        static var turnedTextKeyPrefix: String { "tr:" }
    }

    /// The identity across updates: the kind's tag and the scene id.
    let key: String
    let layer: Layer
    let kind: Kind
    let style: AnyShapeStyle
    /// Elements with the same key share their style, resolved once per frame (see `SceneMark.styleKey`).
    let styleKey: Int?
    /// Strokes the outline when set, else fills it.
    var stroke: StrokeStyle? { strokeBox?.value }
    /// The stroke in a box of its own: a bar fills, and a stroke style inline made every element 48 bytes larger.
    private let strokeBox: ImmutableBox<StrokeStyle>?
    let label: String?
    let value: String?
    let isAccessibilityHidden: Bool

    /// Whether the numbers hold a colour (see above).
    let hasColor: Bool
    /// A mark's blur, shadows and clips, in chart coordinates; nil for none.
    var effects: SceneMarkEffects? { effectsBox?.value }
    /// The effects in a box of their own, as the stroke: inline they made every element 32 bytes larger (0.3 MB
    /// more held for 10,000 bars), and few marks have any.
    private let effectsBox: ImmutableBox<SceneMarkEffects>?

    /// An element with the key `kind.keyPrefix(hasColor:)` followed by `id`.
    convenience init(id: String, layer: Layer, kind: Kind, style: AnyShapeStyle, styleKey: Int? = nil, stroke: StrokeStyle? = nil,
                     hasColor: Bool = false, label: String? = nil, value: String? = nil, isAccessibilityHidden: Bool = true,
                     effects: SceneMarkEffects? = nil) {
        self.init(key: kind.keyPrefix(hasColor: hasColor) + id, layer: layer, kind: kind, style: style, styleKey: styleKey,
                  stroke: stroke, hasColor: hasColor, label: label, value: value, isAccessibilityHidden: isAccessibilityHidden,
                  effects: effects)
    }

    /// An element with its whole key, made by the caller as the initializer above would.
    init(key: String, layer: Layer, kind: Kind, style: AnyShapeStyle, styleKey: Int? = nil, stroke: StrokeStyle? = nil,
         hasColor: Bool = false, label: String? = nil, value: String? = nil, isAccessibilityHidden: Bool = true,
         effects: SceneMarkEffects? = nil) {
        self.key = key
        effectsBox = effects.map(ImmutableBox.init)
        self.hasColor = hasColor
        self.layer = layer
        self.kind = kind
        self.style = style
        self.styleKey = styleKey
        strokeBox = stroke.map(ImmutableBox.init)
        self.label = label
        self.value = value
        self.isAccessibilityHidden = isAccessibilityHidden
    }

    /// Draws the element with its numbers `v` (opacity first), at `presence` (0…1 while fading in or out), in
    /// `shading` (its style, possibly resolved already) — or, while `isAnimating`, in the colour of its numbers.
    @MainActor func draw(_ v: ArraySlice<Double>, presence: Double, shading style: GraphicsContext.Shading, isAnimating: Bool,
                         in context: GraphicsContext) {
        let opacity = min(max(presence, 0), 1) * min(max(v[v.startIndex], 0), 1)
        guard opacity > 0 else { return }
        if hasColor && isAnimating {
            let c = v.startIndex + 1
            let color = Color.Resolved(linearRed: Float(v[c]), linearGreen: Float(v[c + 1]), linearBlue: Float(v[c + 2]),
                                       opacity: Float(v[c + 3]))
            draw(v, opacity: opacity, shading: .style(color), in: context)
        } else {
            draw(v, opacity: opacity, shading: style, in: context)     // borrowed: the style is not copied
        }
    }

    /// Draws the element with its numbers `v`, at `opacity`, in `shading`.
    @MainActor private func draw(_ v: ArraySlice<Double>, opacity: Double, shading: GraphicsContext.Shading, in context: GraphicsContext) {
        let base = v.startIndex + (hasColor ? 5 : 1)
        func n(_ k: Int) -> CGFloat { CGFloat(v[base + k]) }
        func rect() -> Path { Path(roundedRect: CGRect(x: n(0), y: n(1), width: max(n(2), 0), height: max(n(3), 0)),
                                   cornerSize: CGSize(width: n(4), height: n(4))) }
        func symbol(_ shape: AnyChartSymbolShape) -> Path {
            let d = max(n(2), 0)
            return shape.path(in: CGRect(x: n(0) - d / 2, y: n(1) - d / 2, width: d, height: d))
        }
        // A filled bar or point — what a chart has thousands of — is one shape, filled as an element directly.
        if stroke == nil && effects == nil {
            switch kind {
            case .rect:
                context.fillElement(rect(), with: shading, opacity: opacity, id: key, accessibilityLabel: label, accessibilityValue: value,
                                    isAccessibilityHidden: isAccessibilityHidden)
                return
            case .symbol(let shape):
                context.fillElement(symbol(shape), with: shading, opacity: opacity, id: key, accessibilityLabel: label,
                                    accessibilityValue: value, isAccessibilityHidden: isAccessibilityHidden)
                return
            default: break
            }
        }
        context.drawElement(id: key, accessibilityLabel: label, accessibilityValue: value,
                            isAccessibilityHidden: isAccessibilityHidden) { c in
            c.opacity = opacity
            effects?.apply(to: &c)
            switch kind {
            case .rect:
                paint(rect(), in: c)
            case .segment:
                paint(Path { p in p.move(to: CGPoint(x: n(0), y: n(1))); p.addLine(to: CGPoint(x: n(2), y: n(3))) }, in: c)
            case .curve(let curve, let gaps, let baseline):
                paint(CurveShape(points: AnimatablePoints(Array(v[base...])), gaps: gaps, hasBaseline: baseline, curve: curve)
                    .path(in: .zero), in: c)
            case .symbol(let shape):
                paint(symbol(shape), in: c)
            case .sector(let inset, let cornerRadius):
                let g = SectorGeometry(start: Double(n(0)), end: Double(n(1)), innerRadius: n(2), outerRadius: n(3),
                                       center: CGPoint(x: n(4), y: n(5)), inset: inset, cornerRadius: cornerRadius)
                paint(SectorShape(geometry: g).path(in: .zero), in: c)
            case .text(let string, let font, let degrees):
                var text = c.resolve(Text(string).font(font))
                text.shading = shading
                if degrees == 0 {
                    c.draw(text, at: CGPoint(x: n(0), y: n(1)), anchor: .topLeading)
                } else {
                    c.translateBy(x: n(0), y: n(1))
                    c.rotate(by: .degrees(degrees))
                    c.draw(text, at: .zero, anchor: .center)
                }
            case .legend(let entry) where entry.gradient != nil:
                let g = entry.gradient!
                var low = c.resolve(Text(g.lowLabel).font(ChartStyle.legendFont)), high = c.resolve(Text(g.highLabel).font(ChartStyle.legendFont))
                low.shading = .style(HierarchicalShapeStyle.secondary)
                high.shading = .style(HierarchicalShapeStyle.secondary)
                c.draw(low, at: CGPoint(x: n(0), y: n(1)), anchor: .topLeading)
                let bar = CGRect(x: n(0) + g.lowWidth + 4, y: n(1) + (entry.lineHeight - entry.swatchSize) / 2, width: LegendGradient.barWidth,
                                 height: entry.swatchSize)
                c.fill(Path(bar), with: .style(LinearGradient(colors: [g.low, g.high], startPoint: .leading, endPoint: .trailing)))
                c.draw(high, at: CGPoint(x: bar.maxX + 4, y: n(1)), anchor: .topLeading)
            case .legend(let entry):
                let s = entry.swatchSize
                if let sample = entry.lineSample {
                    // A short line in the entry's dash, no wider than 3 pt; round caps reach 1 pt past its ends.
                    var st = sample
                    st.lineWidth = min(max(st.lineWidth, 1), 3)
                    let mid = n(1) + entry.lineHeight / 2
                    c.stroke(Path { p in p.move(to: CGPoint(x: n(0) + 1, y: mid)); p.addLine(to: CGPoint(x: n(0) + s - 1, y: mid)) },
                             with: shading, style: st)
                } else {
                    c.fill(entry.symbol.path(in: CGRect(x: n(0), y: n(1) + (entry.lineHeight - s) / 2, width: s, height: s)), with: shading)
                }
                var text = c.resolve(Text(entry.label).font(ChartStyle.legendFont))
                text.shading = .style(HierarchicalShapeStyle.secondary)
                c.draw(text, at: CGPoint(x: n(0) + s + 4, y: n(1)), anchor: .topLeading)
            case .path(let path):
                paint(path, in: c)
            }
        }
        @MainActor func paint(_ path: Path, in context: GraphicsContext) {
            if let stroke { context.stroke(path, with: shading, style: stroke) } else { context.fill(path, with: shading) }
        }
    }
}
