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

    /// Where the annotation of an item (its accessibility attributes, on its outermost element) comes from.
    enum Annotation {
        /// None: an item in a group that carries the annotation, or a later part of a symbol.
        case none
        /// The item's plain accessibility (`DisplayItem.hasPlainAccessibility`), which
        /// `SVGAccessibility.writePlainAnnotation` writes in place: nearly every item's.
        case plain
        /// The text already written to the output passed with it.
        case written
    }

    /// Writes an item at `depth`, with its annotation on its outermost element (`written` holds it when `annotation`
    /// is `.written`); an item that does not `draw` writes nothing.
    func write(_ entry: Entry, annotation: Annotation, written: borrowing SVGOutput, depth: Int,
               to out: inout SVGOutput, defs: inout SVGDefinitions) {
        // Nearly every item is a shape, lent in place rather than copied (see `DisplayItem.withShape`).
        let isShape = entry.item.withShape { shape in
            writeShape(shape, of: entry, annotation: annotation, written: written, depth: depth, to: &out, defs: &defs)
        }
        guard !isShape, case .text(let text) = entry.item.content else { return }
        guard text.symbolShapes.isEmpty else {
            // A symbol is drawn as its vector shapes rather than its glyph.
            for (index, shape) in text.symbolShapes.enumerated() {
                var part = entry
                if index > 0 { part.elementID = nil }
                writeShape(shape, of: part, annotation: index == 0 ? annotation : .none, written: written, depth: depth,
                           to: &out, defs: &defs)
            }
            return
        }
        writeText(text, of: entry, annotation: annotation, written: written, depth: depth, to: &out, defs: &defs)
    }

    /// The offset folded into an item's coordinates, the transform to write, and its bounds moved by the offset; nil
    /// when a clip hides it all.
    @inline(__always)
    private func frame(of item: DisplayItem, _ placement: Placement)
        -> (offset: CGPoint, transform: CGAffineTransform?, bounds: CGRect)? {
        // Nearly every item has no clips and no effects, and skips reading them (each read retains an array).
        if !item.hasNoClipsOrEffects && item.clips.contains(where: \.isEmpty) { return nil }
        let (offset, transform) = Self.placement(of: item.transform, placement)
        return (offset, transform, item.bounds.offsetBy(dx: offset.x, dy: offset.y))
    }

    /// Writes a shape of `entry`'s item (its content, or a part of its symbol).
    private func writeShape(_ shape: ShapeDrawing, of entry: Entry, annotation: Annotation, written: borrowing SVGOutput,
                            depth: Int, to out: inout SVGOutput, defs: inout SVGDefinitions) {
        let item = entry.item
        guard let (offset, transform, bounds) = frame(of: item, entry.placement),
              let shapeGeometry = SVGShapeGeometry(shape.path, offset: offset) else { return }
        let geometry = entry.adjust?(shapeGeometry) ?? shapeGeometry
        let fill = shape.fill.map { defs.paint($0, offset: offset, bounds: bounds) }
        let stroke = shape.stroke.map { (paint: defs.paint($0.paint, offset: offset, bounds: bounds), style: $0.style) }
        // Only an animated export's entries have gradient animations: a still item skips the lookups.
        if entry.hasGradientAnimations {
            for (role, paint) in [(SVGItemAnimation.PaintRole.fill, shape.fill), (.stroke, shape.stroke?.paint)] {
                if let animated = entry.gradientAnimations[role], let paint {
                    defs.animatedGradient(paint, offset: offset, bounds: bounds, id: animated.id, animations: animated.animations)
                }
            }
        }
        let clipping = clipping(of: entry, hasTransform: transform != nil, defs: &defs)
        let elementDepth = Clipping.open(clipping, annotation: annotation, written: written, of: item, depth: depth,
                                         to: &out)
        out.open(geometry.elementName, depth: elementDepth)
        if let id = entry.elementID { out.attribute("id", id) }
        geometry.writeAttributes(to: &out)
        if let transform { Self.writeTransform(transform, to: &out) }
        if case let (.color(color), opacity)? = fill, opacity >= 1, !shape.isEvenOdd {
            out.attribute("fill", color: color)   // the usual bar: one opaque colour
        } else {
            writeFill(fill, evenOdd: shape.isEvenOdd, to: &out)
        }
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
        Clipping.writeElementAttributes(clipping, opacity: item.opacity, annotation: annotation, written: written,
                                        of: item, to: &out)
        if entry.hasChildren && !entry.isStillCopy {
            out.write(">\n")
            for child in entry.children { child.write(to: &out, indent: elementDepth + 1) }
            out.close(String(describing: geometry.elementName), depth: elementDepth)
        } else {
            out.closeEmpty()
        }
        clipping?.close(depth: depth, to: &out)
        if entry.hasStillCopy, let id = entry.elementID {
            var still = entry
            (still.elementID, still.hasStillCopy, still.isStillCopy) = (id + "-still", false, true)
            (still.gradientAnimations, still.clipAnimation) = ([:], nil)
            writeShape(shape, of: still, annotation: annotation, written: written, depth: depth, to: &out, defs: &defs)
        }
    }

    /// Writes the text of `entry`'s item.
    private func writeText(_ text: TextDrawing, of entry: Entry, annotation: Annotation, written: borrowing SVGOutput,
                           depth: Int, to out: inout SVGOutput, defs: inout SVGDefinitions) {
        let item = entry.item
        guard !text.lines.isEmpty, let (offset, transform, bounds) = frame(of: item, entry.placement) else { return }
        let fill = defs.paint(text.paint, offset: offset, bounds: bounds)
        if entry.hasGradientAnimations, let animated = entry.gradientAnimations[.fill] {
            defs.animatedGradient(text.paint, offset: offset, bounds: bounds, id: animated.id, animations: animated.animations)
        }
        let clipping = clipping(of: entry, hasTransform: transform != nil, defs: &defs)
        let elementDepth = Clipping.open(clipping, annotation: annotation, written: written, of: item, depth: depth,
                                         to: &out)
        out.open("text", depth: elementDepth)
        if let id = entry.elementID { out.attribute("id", id) }
        SVGTextElement.writeAttributes(for: text, offset: offset, options: options, to: &out)
        if let transform { Self.writeTransform(transform, to: &out) }
        writeFill(fill, evenOdd: false, to: &out)
        Clipping.writeElementAttributes(clipping, opacity: item.opacity, annotation: annotation, written: written,
                                        of: item, to: &out)
        SVGTextElement.writeContent(for: text, offset: offset, depth: elementDepth, to: &out)
        clipping?.close(depth: depth, to: &out)
    }

    /// Writes an item's annotation.
    @inline(__always)
    private static func writeAnnotation(_ annotation: Annotation, written: borrowing SVGOutput, of item: DisplayItem,
                                        to out: inout SVGOutput) {
        switch annotation {
        case .none: break
        case .plain: SVGAccessibility.writePlainAnnotation(of: item, to: &out)
        case .written: out.write(written)
        }
    }

    /// The clipping of an entry's item, defined now; nil for nearly every item, which has no clips and no effects.
    @inline(__always)
    private func clipping(of entry: Entry, hasTransform: Bool, defs: inout SVGDefinitions) -> Clipping? {
        let item = entry.item
        if item.hasNoClipsOrEffects { return nil }
        return Clipping(item.clips, effects: item.effects, hasTransform: hasTransform, animation: entry, writer: self,
                        defs: &defs)
    }

    /// An item's clip paths and graphics effects (defined on creation): one clip on an untransformed element itself,
    /// otherwise one `<g clip-path>`, `<g filter>` or `<g mask>` per clip or effect around the element, outermost first.
    private struct Clipping {
        var onElement: String?
        var groups: [(attribute: StaticString, url: String)] = []
        /// The id of the one group, when an animated clip's copy is switched to by CSS.
        var groupID: String?

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

        /// Writes the groups' start tags of a clipping, if any; returns the element's depth.
        @inline(__always)
        static func open(_ clipping: Clipping?, annotation: Annotation, written: borrowing SVGOutput, of item: DisplayItem,
                         depth: Int, to out: inout SVGOutput) -> Int {
            clipping?.open(annotation: annotation, written: written, of: item, depth: depth, to: &out) ?? depth
        }

        /// The element's last attributes (see the instance method), for an item with or without a clipping.
        @inline(__always)
        static func writeElementAttributes(_ clipping: Clipping?, opacity: Double, annotation: Annotation,
                                           written: borrowing SVGOutput, of item: DisplayItem, to out: inout SVGOutput) {
            if let clipping {
                clipping.writeElementAttributes(opacity: opacity, annotation: annotation, written: written, of: item,
                                                to: &out)
                return
            }
            if opacity < 1 { out.attribute("opacity", max(opacity, 0), fractionDigits: 3) }
            writeAnnotation(annotation, written: written, of: item, to: &out)
        }

        /// Writes the groups' start tags (the outermost carries the annotation); returns the element's depth.
        func open(annotation: Annotation, written: borrowing SVGOutput, of item: DisplayItem, depth: Int,
                  to out: inout SVGOutput) -> Int {
            for (index, group) in groups.enumerated() {
                out.open("g", depth: depth + index)
                if let groupID { out.attribute("id", groupID) }
                out.attribute(group.attribute, group.url)
                if index == 0 { writeAnnotation(annotation, written: written, of: item, to: &out) }
                out.write(">\n")
            }
            return depth + groups.count
        }

        /// The element's last attributes: `opacity` (below 1), its own `clip-path`, and the annotation when no
        /// group carries it.
        func writeElementAttributes(opacity: Double, annotation: Annotation, written: borrowing SVGOutput,
                                    of item: DisplayItem, to out: inout SVGOutput) {
            if opacity < 1 { out.attribute("opacity", max(opacity, 0), fractionDigits: 3) }
            if let onElement { out.attribute("clip-path", onElement) }
            if groups.isEmpty { writeAnnotation(annotation, written: written, of: item, to: &out) }
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
    @inline(__always)
    private func writePaint(_ name: StaticString, _ value: SVGDefinitions.PaintValue, to out: inout SVGOutput) {
        switch value {
        case .color(let color): out.attribute(name, color: color)
        case .reference(let url): out.attribute(name, url)
        }
    }

    /// `fill` (`none` without paint), `fill-opacity` (below 1) and `fill-rule` (even-odd only).
    @inline(__always)
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
