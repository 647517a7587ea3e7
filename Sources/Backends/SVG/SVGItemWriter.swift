import Declarative
import Foundation

/// Writes one display item as SVG: geometry, placement, paint, opacity, clips and accessibility.
///
/// Placement: a transform that only translates is folded into the coordinates (`<rect x="110" …>`); any
/// other transform keeps local coordinates and adds `transform="matrix(a b c d tx ty)"`. The animated export
/// asks for `.attribute` placement when an item's transform changes over time, so that CSS can animate it.
///
/// Clips are in the root space. One clip on an element without a `transform` goes on the element itself;
/// otherwise each clip wraps the element in a `<g clip-path=…>` (outermost first), because a clip on a
/// transformed element would be transformed with it:
///
/// ```
/// <g clip-path="url(#c1)">
///   <path d="…" transform="matrix(0 1 -1 0 50 0)" fill="#FF0000"/>
/// </g>
/// ```
///
/// Graphics effects (`GraphicsEffect`) are groups too, `<g filter=…>` or `<g mask=…>`, nested among the clip groups
/// in the order the modifiers were applied (see `SVGFilters` and `SVGDefinitions.effect`).
///
/// The item's opacity becomes the `opacity` attribute: group opacity, as SwiftUI composites a faded view
/// (a stroke over a fill does not show the fill through it). The item's annotation (`aria-label` or `aria-hidden`,
/// which `SVGAccessibility` writes for an item outside an accessibility group) goes on the outermost element, after
/// its clip.
///
/// The element is streamed into the output with no tree in between. Paint servers are registered before clip
/// paths, in this order for every item, so that `<defs>` lists them in order of first use.
struct SVGItemWriter {
    /// How an item's transform is written.
    enum Placement {
        /// Fold a pure translation into the coordinates; write other transforms as an attribute.
        case automatic
        /// Always keep local coordinates and write the transform as an attribute.
        case attribute
    }

    /// An item to write, and how: the animated export places some items by attribute, names them for CSS and
    /// gives them a geometry form that all frames share.
    ///
    /// A still document writes every item as it is, so everything but the item lives in one shared box that a still
    /// entry leaves nil: copying an entry, as writing does several times an item, is then one retain rather than one
    /// per field (a 1,000-bar chart writes ~2,000 entries).
    struct Entry {
        /// The item.
        var item: DisplayItem
        private var animation: Animation?

        init(item: DisplayItem, placement: Placement = .automatic,
             adjust: (@Sendable (SVGShapeGeometry) -> SVGShapeGeometry)? = nil, dash: Dash? = nil) {
            self.item = item
            if placement != .automatic || adjust != nil || dash != nil {
                animation = Animation(placement: placement, adjust: adjust, dash: dash)
            }
        }

        /// How its transform is written.
        var placement: Placement {
            get { animation?.placement ?? .automatic }
            set { change { $0.placement = newValue } }
        }
        /// The drawn element's `id` (its first attribute), for CSS to target.
        var elementID: String? {
            get { animation?.elementID }
            set { change { $0.elementID = newValue } }
        }
        /// Substitutes the geometry written for a shape (an ellipse for a circle that turns oval).
        var adjust: (@Sendable (SVGShapeGeometry) -> SVGShapeGeometry)? { animation?.adjust }
        /// A dash that draws a trimmed ring's piece of its whole outline (`adjust` gives the outline).
        var dash: Dash? { animation?.dash }
        /// SMIL animation elements, written as the element's children.
        var children: [SVGElement] {
            get { animation?.children ?? [] }
            set { change { $0.children = newValue } }
        }
        /// Copies of the fill's and the stroke's gradients to define, each with an id and SMIL animations inside (on
        /// the gradient, or on a stop by index); the element keeps the still gradients, and CSS switches to the copies.
        var gradientAnimations: [SVGItemAnimation.PaintRole: GradientAnimation] {
            get { animation?.gradientAnimations ?? [:] }
            set { change { $0.gradientAnimations = newValue } }
        }
        /// A copy of the clip path to define, with this id, its shape in its final form, and SMIL animations on the
        /// shape; the clip then goes on a group with the id `elementID-clipped`, for CSS to switch to the copy.
        var clipAnimation: ClipAnimation? {
            get { animation?.clipAnimation }
            set { change { $0.clipAnimation = newValue } }
        }
        /// Whether a still copy of the element follows it, with the id `elementID-still` and `display="none"`:
        /// what CSS shows instead of the element under reduced motion, because SMIL ignores media queries and no
        /// declaration stops it in every engine (see `AnimatedSVGRenderer`).
        var hasStillCopy: Bool {
            get { animation?.hasStillCopy ?? false }
            set { change { $0.hasStillCopy = newValue } }
        }
        /// Whether this is that copy: hidden by its `display` attribute, and without animations.
        var isStillCopy: Bool {
            get { animation?.isStillCopy ?? false }
            set { change { $0.isStillCopy = newValue } }
        }

        typealias GradientAnimation = (id: String, animations: [(stop: Int?, element: SVGElement)])
        typealias ClipAnimation = (id: String, form: SVGShapeGeometry, animations: [SVGElement])

        /// Changes the box, made or copied first when it is absent or shared.
        private mutating func change(_ body: (Animation) -> Void) {
            if animation == nil {
                animation = Animation()
            } else if !isKnownUniquelyReferenced(&animation) {
                animation = animation?.copy()
            }
            body(animation!)
        }

        /// What an animated export adds to an item (the fields above); copied before a shared one is changed.
        private final class Animation {
            var placement: Placement = .automatic
            var elementID: String?
            var adjust: (@Sendable (SVGShapeGeometry) -> SVGShapeGeometry)?
            var dash: Dash?
            var children: [SVGElement] = []
            var gradientAnimations: [SVGItemAnimation.PaintRole: GradientAnimation] = [:]
            var clipAnimation: ClipAnimation?
            var hasStillCopy = false
            var isStillCopy = false

            init(placement: Placement = .automatic, adjust: (@Sendable (SVGShapeGeometry) -> SVGShapeGeometry)? = nil,
                 dash: Dash? = nil) {
                (self.placement, self.adjust, self.dash) = (placement, adjust, dash)
            }

            func copy() -> Animation {
                let copy = Animation(placement: placement, adjust: adjust, dash: dash)
                (copy.elementID, copy.children, copy.gradientAnimations) = (elementID, children, gradientAnimations)
                (copy.clipAnimation, copy.hasStillCopy, copy.isStillCopy) = (clipAnimation, hasStillCopy, isStillCopy)
                return copy
            }
        }
    }

    /// `stroke-dasharray="length gap"` and `stroke-dashoffset="offset"`, in user units.
    struct Dash {
        var length: Double
        var gap: Double
        var offset: Double
    }

    var options: SVGRenderOptions

    /// The offset folded into coordinates, and the transform to write as an attribute (if any), for an item.
    static func placement(of transform: CGAffineTransform, _ mode: Placement) -> (offset: CGPoint, attribute: CGAffineTransform?) {
        if mode == .automatic && transform.isTranslation { return (CGPoint(x: transform.tx, y: transform.ty), nil) }
        return (.zero, transform)
    }

    /// Whether an item draws anything: it is not clipped away, and has a path or lines (as `write` checks).
    static func draws(_ item: DisplayItem) -> Bool {
        if item.clips.contains(where: \.isEmpty) { return false }
        switch item.content {
        case .shape(let shape): return !shape.path.isEmpty
        case .text(let text): return !text.lines.isEmpty
        }
    }

    /// Writes an item at `depth`, with `annotation` (its accessibility attributes, already written; empty in a group)
    /// on its outermost element; an item that does not `draw` writes nothing.
    func write(_ entry: Entry, annotation: borrowing SVGOutput, depth: Int, to out: inout SVGOutput,
               defs: inout SVGDefinitions) {
        // Each read of `content` copies it out of the item's storage: one read, one switch.
        let item = entry.item, content = item.content
        // A symbol is drawn as its vector shapes rather than its glyph.
        if case .text(let text) = content, !text.symbolShapes.isEmpty {
            let unannotated = SVGOutput(capacity: 0)
            for (index, shape) in text.symbolShapes.enumerated() {
                var part = entry
                part.item.content = .shape(shape)
                if index > 0 {
                    part.elementID = nil
                    write(part, annotation: unannotated, depth: depth, to: &out, defs: &defs)
                } else {
                    write(part, annotation: annotation, depth: depth, to: &out, defs: &defs)
                }
            }
            return
        }
        // Nearly every item has no clips and no effects, and skips reading them (each read retains an array).
        let plain = item.hasNoClipsOrEffects
        let clips = plain ? [] : item.clips, effects = plain ? [] : item.effects
        if clips.contains(where: \.isEmpty) { return }
        let (offset, transform) = Self.placement(of: item.transform, entry.placement)
        let bounds = item.bounds.offsetBy(dx: offset.x, dy: offset.y)
        // Consumed, the content's payload is moved into `shape` or `text` rather than copied.
        switch consume content {
        case .shape(let shape):
            guard let shapeGeometry = SVGShapeGeometry(shape.path, offset: offset) else { return }
            let geometry = entry.adjust?(shapeGeometry) ?? shapeGeometry
            let fill = shape.fill.map { defs.paint($0, offset: offset, bounds: bounds) }
            let stroke = shape.stroke.map { (paint: defs.paint($0.paint, offset: offset, bounds: bounds), style: $0.style) }
            // Only an animated export's entries have gradient animations: a still item skips the lookups.
            if !entry.gradientAnimations.isEmpty {
                for (role, paint) in [(SVGItemAnimation.PaintRole.fill, shape.fill), (.stroke, shape.stroke?.paint)] {
                    if let animated = entry.gradientAnimations[role], let paint {
                        defs.animatedGradient(paint, offset: offset, bounds: bounds, id: animated.id, animations: animated.animations)
                    }
                }
            }
            let clipping = clipping(clips, effects: effects, hasTransform: transform != nil, entry: entry, defs: &defs)
            let elementDepth = clipping.open(annotation: annotation, depth: depth, to: &out)
            out.open(geometry.elementName, depth: elementDepth)
            if let id = entry.elementID { out.attribute("id", id) }
            geometry.writeAttributes(to: &out)
            if let transform { Self.writeTransform(transform, to: &out) }
            writeFill(fill, evenOdd: shape.isEvenOdd, to: &out)
            if let stroke { writeStroke(stroke.paint, style: stroke.style, to: &out) }
            if let dash = entry.dash {
                out.write(" stroke-dasharray=\"")
                out.write(dash.length)
                out.write(" ")
                out.write(dash.gap)
                out.write("\"")
                if dash.offset != 0 { out.attribute("stroke-dashoffset", dash.offset) }
            }
            if entry.isStillCopy { out.attribute("display", "none") }
            clipping.writeElementAttributes(opacity: item.opacity, annotation: annotation, to: &out)
            if !entry.children.isEmpty && !entry.isStillCopy {
                out.write(">\n")
                for child in entry.children { child.write(to: &out, indent: elementDepth + 1) }
                out.close(String(describing: geometry.elementName), depth: elementDepth)
            } else {
                out.closeEmpty()
            }
            clipping.close(depth: depth, to: &out)
            if entry.hasStillCopy, let id = entry.elementID {
                var still = entry
                (still.elementID, still.hasStillCopy, still.isStillCopy) = (id + "-still", false, true)
                (still.gradientAnimations, still.clipAnimation) = ([:], nil)
                write(still, annotation: annotation, depth: depth, to: &out, defs: &defs)
            }
        case .text(let text):
            guard !text.lines.isEmpty else { return }
            let fill = defs.paint(text.paint, offset: offset, bounds: bounds)
            if let animated = entry.gradientAnimations[.fill] {
                defs.animatedGradient(text.paint, offset: offset, bounds: bounds, id: animated.id, animations: animated.animations)
            }
            let clipping = clipping(clips, effects: effects, hasTransform: transform != nil, entry: entry, defs: &defs)
            let elementDepth = clipping.open(annotation: annotation, depth: depth, to: &out)
            out.open("text", depth: elementDepth)
            if let id = entry.elementID { out.attribute("id", id) }
            SVGTextElement.writeAttributes(for: text, offset: offset, options: options, to: &out)
            if let transform { Self.writeTransform(transform, to: &out) }
            writeFill(fill, evenOdd: false, to: &out)
            clipping.writeElementAttributes(opacity: item.opacity, annotation: annotation, to: &out)
            SVGTextElement.writeContent(for: text, offset: offset, depth: elementDepth, to: &out)
            clipping.close(depth: depth, to: &out)
        }
    }

    /// The clipping of an item with `clips` and `effects`: for nearly every item, which has neither, an empty one made
    /// without passing the rest along.
    private func clipping(_ clips: [Path], effects: [GraphicsEffect], hasTransform: Bool, entry: Entry,
                          defs: inout SVGDefinitions) -> Clipping {
        guard !clips.isEmpty || !effects.isEmpty else { return Clipping() }
        return Clipping(clips, effects: effects, hasTransform: hasTransform, animation: entry, writer: self, defs: &defs)
    }

    /// An item's clip paths and graphics effects (defined on creation): one clip on an untransformed element itself,
    /// otherwise one `<g clip-path>`, `<g filter>` or `<g mask>` per clip or effect around the element, outermost first.
    private struct Clipping {
        var onElement: String?
        var groups: [(attribute: StaticString, url: String)] = []
        /// The id of the one group, when an animated clip's copy is switched to by CSS.
        var groupID: String?

        /// No clip and no effect.
        init() {}

        init(_ clips: [Path], effects: [GraphicsEffect], hasTransform: Bool, animation entry: Entry, writer: SVGItemWriter,
             defs: inout SVGDefinitions) {
            guard effects.isEmpty else {
                var nextClip = 0
                for effect in effects {
                    while nextClip < min(effect.clipsOutside, clips.count) {
                        if let url = defs.clip(clips[nextClip]) { groups.append(("clip-path", url)) }
                        nextClip += 1
                    }
                    if let group = defs.effect(effect.kind, writer: writer) { groups.append(group) }
                }
                for clip in clips[min(nextClip, clips.count)...] {
                    if let url = defs.clip(clip) { groups.append(("clip-path", url)) }
                }
                return
            }
            guard !clips.isEmpty else { return }
            let urls = clips.compactMap { defs.clip($0) }
            if let animated = entry.clipAnimation, let id = entry.elementID, urls.count == 1 {
                defs.animatedClip(animated.form, id: animated.id, animations: animated.animations)
                (groups, groupID) = ([("clip-path", urls[0])], id + "-clipped")
            } else if !hasTransform && urls.count == 1 {
                onElement = urls[0]
            } else {
                groups = urls.map { ("clip-path", $0) }
            }
        }

        /// Writes the groups' start tags (the outermost carries the annotation); returns the element's depth.
        func open(annotation: borrowing SVGOutput, depth: Int, to out: inout SVGOutput) -> Int {
            for (index, group) in groups.enumerated() {
                out.open("g", depth: depth + index)
                if let groupID { out.attribute("id", groupID) }
                out.attribute(group.attribute, group.url)
                if index == 0 { out.write(annotation) }
                out.write(">\n")
            }
            return depth + groups.count
        }

        /// The element's last attributes: `opacity` (below 1), its own `clip-path`, and the annotation when no
        /// group carries it.
        func writeElementAttributes(opacity: Double, annotation: borrowing SVGOutput, to out: inout SVGOutput) {
            if opacity < 1 { out.attribute("opacity", max(opacity, 0), fractionDigits: 3) }
            if let onElement { out.attribute("clip-path", onElement) }
            if groups.isEmpty { out.write(annotation) }
        }

        /// Writes the groups' end tags, innermost first.
        func close(depth: Int, to out: inout SVGOutput) {
            for index in groups.indices.reversed() { out.close("g", depth: depth + index) }
        }
    }

    /// ` transform="translate(x y)"` for a pure translation, otherwise ` transform="matrix(a b c d tx ty)"`.
    private static func writeTransform(_ t: CGAffineTransform, to out: inout SVGOutput) {
        if t.isTranslation {
            out.write(" transform=\"translate(")
        } else {
            out.write(" transform=\"matrix(")
            out.write(Double(t.a), fractionDigits: 4)
            out.write(" ")
            out.write(Double(t.b), fractionDigits: 4)
            out.write(" ")
            out.write(Double(t.c), fractionDigits: 4)
            out.write(" ")
            out.write(Double(t.d), fractionDigits: 4)
            out.write(" ")
        }
        out.write(Double(t.tx))
        out.write(" ")
        out.write(Double(t.ty))
        out.write(")\"")
    }

    /// A paint attribute: `#RRGGBB` or `url(#gN)`.
    private func writePaint(_ name: StaticString, _ value: SVGDefinitions.PaintValue, to out: inout SVGOutput) {
        switch value {
        case .color(let color): out.attribute(name, color: color)
        case .reference(let url): out.attribute(name, url)
        }
    }

    /// `fill` (`none` without paint), `fill-opacity` (below 1) and `fill-rule` (even-odd only).
    private func writeFill(_ paint: (value: SVGDefinitions.PaintValue, opacity: Double)?, evenOdd: Bool,
                           to out: inout SVGOutput) {
        guard let paint else { out.attribute("fill", "none"); return }
        writePaint("fill", paint.value, to: &out)
        if paint.opacity < 1 { out.attribute("fill-opacity", paint.opacity, fractionDigits: 3) }
        if evenOdd { out.attribute("fill-rule", "evenodd") }
    }

    /// `stroke` and the style attributes that differ from SVG's defaults.
    private func writeStroke(_ paint: (value: SVGDefinitions.PaintValue, opacity: Double), style: StrokeStyle,
                             to out: inout SVGOutput) {
        writePaint("stroke", paint.value, to: &out)
        if paint.opacity < 1 { out.attribute("stroke-opacity", paint.opacity, fractionDigits: 3) }
        let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
        if width != 1 { out.attribute("stroke-width", Double(width)) }
        switch style.lineCap {
        case .butt: break
        case .round: out.attribute("stroke-linecap", "round")
        case .square: out.attribute("stroke-linecap", "square")
        }
        switch style.lineJoin {
        case .miter:
            if style.miterLimit != 4, style.miterLimit.isFinite { out.attribute("stroke-miterlimit", Double(max(style.miterLimit, 1))) }
        case .round: out.attribute("stroke-linejoin", "round")
        case .bevel: out.attribute("stroke-linejoin", "bevel")
        }
        let dash = style.dash.filter { $0.isFinite && $0 >= 0 }
        if !dash.isEmpty, dash.count == style.dash.count, dash.contains(where: { $0 > 0 }) {
            out.write(" stroke-dasharray=\"")
            for (index, length) in dash.enumerated() {
                if index > 0 { out.write(" ") }
                out.write(Double(length))
            }
            out.write("\"")
            if style.dashPhase != 0, style.dashPhase.isFinite { out.attribute("stroke-dashoffset", Double(style.dashPhase)) }
        }
    }
}
