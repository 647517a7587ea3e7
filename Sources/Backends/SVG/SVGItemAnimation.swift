import Declarative
import Foundation

/// What moves in one item's timeline, and the CSS `@keyframes` or SMIL `<animate>` that replay it.
///
/// Each animatable attribute becomes a track sampled at every frame:
///
/// | attribute | written as | tolerance |
/// |---|---|---|
/// | transform (when it changes) | CSS `transform: translate(…px, …px)` or `matrix(…)` | 0.25 pt |
/// | rect / circle / ellipse geometry | CSS `x y width height rx` / `cx cy r` / `cx cy rx ry` (px) | 0.25 pt |
/// | a stroked, unfilled ellipse's trim | CSS `stroke-dasharray` + `stroke-dashoffset` on the whole outline | 0.25 pt |
/// | other shapes, same commands every frame | SMIL `<animate attributeName="d">` | 0.25 pt |
/// | opacity (0 where the item is absent) | CSS `opacity` | 0.005 |
/// | fill / stroke colour | CSS `fill` + `fill-opacity`, `stroke` + `stroke-opacity` | 0.005 (sRGB) |
/// | fill / stroke gradient (same kind and stop count) | SMIL on a copy of the gradient | 0.25 pt, 0.005 |
/// | one clip of one form | SMIL on the shape in a copy of the clip path | 0.25 pt |
///
/// Path data animates through SMIL rather than the CSS `d` property, which WebKit does not animate (SMIL is in
/// every engine: SVG 1.1 §19, "Animation"). A trimmed ring keeps one outline and moves its dash, so the
/// keyframes follow the easing only.
///
/// Geometry is written in the same space as the static element: when the transform changes, the element
/// keeps local coordinates and the transform is animated; otherwise a translation stays folded in. Frames
/// where nothing changes are trimmed from both ends and become a delay (the first keyframe shows during it),
/// unless the animation loops, when every item spans the whole period so that items stay in step. What cannot
/// interpolate (a gradient that changes its kind or stops, several clips, a path whose commands change) shows its final
/// state throughout, and `notes`
/// says so; text whose words change is split into timelines beforehand (see `SVGItemTimeline`).
struct SVGItemAnimation {
    /// How the static element places the item.
    var placement: SVGItemWriter.Placement = .automatic
    /// The geometry form every frame shares (an ellipse for a circle that turns oval, or path data).
    var adjust: @Sendable (SVGShapeGeometry) -> SVGShapeGeometry = { $0 }
    /// For a trimmed ring: the final dash (`stroke-dasharray` and `stroke-dashoffset`) on the whole outline.
    var dash: SVGItemWriter.Dash?
    /// What changes but is not animated (`gradient`, `clip`…), for a comment in the document.
    var notes: [String] = []
    /// The form of the animated clip's shape (its final geometry), when the clip animates.
    var clipForm: SVGShapeGeometry?
    /// The tracks that change, and how each is written for a sample.
    var tracks: [(track: SVGKeyframeTrack, output: Output)] = []
    /// Whether the transform is animated (the rule then fixes `transform-origin`).
    private var animatesTransform = false

    /// How a track is written.
    enum Output {
        /// CSS declarations in `@keyframes`.
        case css(([Double]) -> [String])
        /// A SMIL `<animate>` of an attribute of the element or of its fill gradient, with the value for a sample.
        case smil(SMILTarget, attribute: String, value: ([Double]) -> String)
    }

    /// Which paint of an item: its fill (or text paint), or its stroke.
    enum PaintRole: String, CaseIterable {
        case fill, stroke
    }

    /// What a SMIL animation changes.
    enum SMILTarget: Hashable {
        /// The item's element.
        case element
        /// The copy of the fill's or stroke's gradient that the element uses while it moves.
        case gradient(PaintRole)
        /// A stop of that gradient.
        case stop(PaintRole, Int)
        /// The shape inside the copy of the item's clip path that the element uses while it moves.
        case clip

        /// The paint whose gradient this animates, if any.
        var role: PaintRole? {
            switch self {
            case .element, .clip: nil
            case .gradient(let role), .stop(let role, _): role
            }
        }
    }

    /// Whether the gradient of a paint is animated (through a copy of its definition, see `SVGItemWriter.Entry`).
    func animatesGradient(_ role: PaintRole) -> Bool {
        tracks.contains { if case .smil(let target, _, _) = $0.output { target.role == role } else { false } }
    }

    /// Whether anything changes.
    var isAnimated: Bool { !tracks.isEmpty }

    /// Whether anything is written as CSS keyframes.
    var hasKeyframes: Bool { tracks.contains { if case .css = $0.output { true } else { false } } }

    /// Finds the changing attributes of a timeline.
    ///
    /// A shape that only ever translates has its translation folded into each frame's geometry (a growing
    /// bar animates `y` and `height`, not a transform); other changing transforms are animated as `transform`.
    init(_ timeline: SVGItemTimeline) {
        let items = timeline.filled
        let final = timeline.final
        let all = 0...(items.count - 1)
        let transforms = SVGKeyframeTrack(samples: items.map { t in [t.transform.a, t.transform.b, t.transform.c,
                                                                     t.transform.d, t.transform.tx, t.transform.ty].map(Double.init) },
                                          tolerances: [0.002, 0.002, 0.002, 0.002, 0.25, 0.25])
        let translationOnly = items.allSatisfy { $0.transform.isTranslation }
        let allShapes = items.allSatisfy { if case .shape = $0.content { true } else { false } }
        var offsets = items.map { _ in SVGItemWriter.placement(of: final.transform, .automatic).offset }
        if !transforms.isConstant(in: all) {
            if translationOnly && allShapes {
                offsets = items.map { CGPoint(x: $0.transform.tx, y: $0.transform.ty) }
            } else {
                placement = .attribute
                animatesTransform = true
                offsets = items.map { _ in .zero }
                add(transforms) { v in
                    let f = { (x: Double) in SVGNumberFormat.string(x) }, g = { (x: Double) in SVGNumberFormat.string(x, fractionDigits: 4) }
                    return [translationOnly ? "transform: translate(\(f(v[4]))px, \(f(v[5]))px)"
                        : "transform: matrix(\(g(v[0])), \(g(v[1])), \(g(v[2])), \(g(v[3])), \(f(v[4])), \(f(v[5])))"]
                }
            }
        }
        if !addRing(items, offsets: offsets, range: all) { addGeometry(items, offsets: offsets, range: all) }
        let opacities = zip(items, timeline.presence).map { [$1 ? min(max($0.opacity, 0), 1) : 0] }
        add(SVGKeyframeTrack(samples: opacities, tolerances: [0.005]), range: all) { ["opacity: \(SVGNumberFormat.string($0[0], fractionDigits: 3))"] }
        addColor(items.map(\.fillColor), property: "fill", range: all)
        addColor(items.map(\.strokeColor), property: "stroke", range: all)
        for role in PaintRole.allCases {
            let gradients = items.map { $0.gradient(role) }
            addGradient(gradients, role: role, offsets: offsets, range: all)
            if !animatesGradient(role), !gradients.allSatisfy({ $0 == gradients[gradients.count - 1] }) {
                notes.append("\(role) gradient")
            }
        }
        addClip(items, range: all)
    }

    /// Adds a CSS track when it changes.
    private mutating func add(_ track: SVGKeyframeTrack, range: ClosedRange<Int>? = nil, css: @escaping ([Double]) -> [String]) {
        if let range, track.isConstant(in: range) { return }
        tracks.append((track, .css(css)))
    }

    /// Animates a stroked, unfilled ellipse that is trimmed in some frame as a dash moving on its whole outline:
    /// `stroke-dasharray: (to − from)·L L; stroke-dashoffset: −from·L` for outline length L (the gap of a whole
    /// outline leaves one dash). Returns false, adding nothing, for other shapes.
    private mutating func addRing(_ items: [DisplayItem], offsets: [CGPoint], range: ClosedRange<Int>) -> Bool {
        let rings = zip(items, offsets).compactMap { item, offset -> (outline: SVGPathData, length: Double, from: Double, to: Double)? in
            guard case .shape(let shape) = item.content, shape.fill == nil, let stroke = shape.stroke,
                  stroke.style.dash.isEmpty else { return nil }
            let (rect, from, to): (CGRect, CGFloat, CGFloat)
            switch shape.path.storage {
            case .ellipse(let r): (rect, from, to) = (r, 0, 1)
            case .trimmedEllipse(let r, let a, let b): (rect, from, to) = (r, a, b)
            default: return nil
            }
            let outline = SVGPathData.outline(ofEllipseIn: rect.offsetBy(dx: offset.x, dy: offset.y))
            return (outline, Self.perimeter(rect), Double(from), Double(to))
        }
        guard rings.count == items.count, let last = rings.last, rings.contains(where: { $0.to - $0.from < 1 }) else { return false }
        let outlines = rings.map { SVGShapeGeometry.path($0.outline) }
        adjust = { _ in .path(last.outline) }
        dash = SVGItemWriter.Dash(length: (last.to - last.from) * last.length, gap: last.length, offset: -last.from * last.length)
        addPath(outlines, range: range)
        let f = { (x: Double) in SVGNumberFormat.string(x) }
        add(SVGKeyframeTrack(samples: rings.map { [($0.to - $0.from) * $0.length, $0.length] }, tolerances: [0.25]),
            range: range) { ["stroke-dasharray: \(f($0[0]))px \(f($0[1]))px"] }
        add(SVGKeyframeTrack(samples: rings.map { [-$0.from * $0.length] }, tolerances: [0.25]), range: range) {
            ["stroke-dashoffset: \(f($0[0]))px"]
        }
        return true
    }

    /// The length of an ellipse's outline (Ramanujan's second approximation; exact for a circle).
    private static func perimeter(_ r: CGRect) -> Double {
        let a = Double(r.width) / 2, b = Double(r.height) / 2
        guard a + b > 0 else { return 0 }
        let h = (a - b) * (a - b) / ((a + b) * (a + b))
        return Double.pi * (a + b) * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))
    }

    /// Adds geometry tracks, choosing a form every frame can share: one track per changing property
    /// (`y`, `height`…), or one `d` track for path data.
    private mutating func addGeometry(_ items: [DisplayItem], offsets: [CGPoint], range: ClosedRange<Int>) {
        let paths = items.compactMap { item -> Path? in if case .shape(let s) = item.content { s.path } else { nil } }
        guard paths.count == items.count else { return }
        var geometries = zip(paths, offsets).compactMap { SVGShapeGeometry($0, offset: $1) }
        guard geometries.count == paths.count, let last = geometries.last else { return }
        if geometries.contains(where: { if case .ellipse = $0 { true } else { false } }) {
            geometries = geometries.map(\.asEllipse)
            adjust = { $0.asEllipse }
        }
        let sweep = geometries.map { if case .path(let data) = $0 { data.largestArcSweep } else { 0 } }.max() ?? 0
        if sweep > 0 || !geometries.allSatisfy({ $0.isCompatible(with: last) }) {
            // Rectangles whose corners clamp to 0 at some sizes, trims that pass half way, sectors that grow: give
            // every frame all four corner arcs, two trim arcs, and for each circular arc as many as its largest turn
            // needs to keep every piece within a quarter turn. SMIL moves an arc's end on a straight line between
            // keyframes, and the centre of an arc near half a turn would swing far for a small step of its end;
            // within a quarter turn it moves by half the step at most.
            let pieces = Int((sweep / (Double.pi / 2) - 1e-9).rounded(.up))
            let data = zip(paths, offsets).map { SVGPathData($0, offset: $1, uniformCorners: true, arcPieces: pieces) }
            guard let finalData = data.last, data.allSatisfy({ $0.structure == finalData.structure }) else {
                adjust = { $0 }
                if !paths.allSatisfy({ $0 == paths[paths.count - 1] }) { notes.append("outline whose commands change") }
                return
            }
            geometries = data.map { .path($0) }
            adjust = { _ in .path(finalData) }
        }
        let form = geometries[geometries.count - 1]
        if case .path = form {
            addPath(geometries, range: range)
            return
        }
        for (index, name) in form.propertyNames.enumerated() {
            add(SVGKeyframeTrack(samples: geometries.map { [$0.values[index]] }, tolerances: [0.25]), range: range) {
                ["\(name): \(SVGNumberFormat.string($0[0]))px"]
            }
        }
    }

    /// Adds a SMIL `d` track for path data of one structure, when it changes.
    private mutating func addPath(_ geometries: [SVGShapeGeometry], range: ClosedRange<Int>) {
        guard let form = geometries.last else { return }
        let track = SVGKeyframeTrack(samples: geometries.map(\.values), tolerances: [0.25])
        if track.isConstant(in: range) { return }
        tracks.append((track, .smil(.element, attribute: "d") { v in
            if case .path(let data) = form.replacingValues(v) { data.string } else { "" }
        }))
    }

    /// Adds colour and colour-opacity tracks when every frame paints with one colour.
    private mutating func addColor(_ colors: [Color.Resolved?], property: String, range: ClosedRange<Int>) {
        let solid = colors.compactMap { $0 }
        guard solid.count == colors.count else { return }
        add(SVGKeyframeTrack(samples: solid.map { [$0.red, $0.green, $0.blue] }, tolerances: [0.005]), range: range) { v in
            ["\(property): \(Color.Resolved(red: v[0], green: v[1], blue: v[2]).hexString)"]
        }
        add(SVGKeyframeTrack(samples: solid.map { [Double($0.opacity)] }, tolerances: [0.005]), range: range) { v in
            ["\(property)-opacity: \(SVGNumberFormat.string(v[0], fractionDigits: 3))"]
        }
    }

    /// The frames to animate: from the last frame before anything changes to the first after which nothing does.
    func window(frameCount: Int) -> ClosedRange<Int> {
        let last = frameCount - 1
        let start = (0...last).first { i in tracks.contains { !$0.track.agree(i, 0) } }.map { max($0 - 1, 0) } ?? 0
        let end = (0...last).last { i in tracks.contains { !$0.track.agree(i, last) } }.map { min($0 + 1, last) } ?? last
        return start...max(start, end)
    }

    /// The `@keyframes` block named `name` for frames `range` at `times`, as percentages of `duration` seconds
    /// from `times[range.lowerBound]`; a final 100 % keyframe repeats the last frame when the range ends early.
    /// Empty when no track is written as CSS.
    func keyframes(named name: String, range: ClosedRange<Int>, times: [Double], duration: Double) -> String {
        var declarations: [Int: [String]] = [:]
        for (track, output) in tracks {
            guard case .css(let css) = output else { continue }
            for index in track.keyframes(in: range, times: times) { declarations[index, default: []] += css(track.samples[index]) }
        }
        guard !declarations.isEmpty else { return "" }
        var blocks: [(percent: String, body: [String])] = declarations.keys.sorted().map { index in
            let percent = duration > 0 ? min((times[index] - times[range.lowerBound]) / duration * 100, 100) : 100
            return (SVGNumberFormat.string(percent, fractionDigits: 3) + "%", declarations[index]!)
        }
        if let last = blocks.last, last.percent != "100%" { blocks.append(("100%", last.body)) }
        var css = "@keyframes \(name) {\n"
        for block in blocks { css += "  \(block.percent) { \(block.body.joined(separator: "; ")); }\n" }
        return css + "}\n"
    }

    /// The rule that runs keyframes `name` on the element with that id; empty without keyframes.
    func rule(named name: String, duration: Double, delay: Double, loops: Bool) -> String {
        guard hasKeyframes else { return "" }
        let seconds = { (v: Double) in SVGNumberFormat.string(v, fractionDigits: 3) + "s" }
        let origin = animatesTransform ? "transform-origin: 0 0; " : ""
        return "#\(name) { \(origin)animation: \(name) \(seconds(duration)) linear \(seconds(delay)) "
            + "\(loops ? "infinite" : "1") backwards; }\n"
    }
}

extension DisplayItem {
    /// The fill colour, when the item fills with one colour.
    fileprivate var fillColor: Color.Resolved? {
        switch content {
        case .shape(let s): if case .color(let c)? = s.fill { return c }
        case .text(let t): if case .color(let c) = t.paint { return c }
        }
        return nil
    }

    /// The stroke colour, when the item strokes with one colour.
    fileprivate var strokeColor: Color.Resolved? {
        if case .shape(let s) = content, case .color(let c)? = s.stroke?.paint { return c }
        return nil
    }

    /// The fill (or text paint) or the stroke's paint, when it is a gradient.
    func gradient(_ role: SVGItemAnimation.PaintRole) -> Paint? {
        let paint: Paint? = switch (content, role) {
        case (.shape(let s), .fill): s.fill
        case (.shape(let s), .stroke): s.stroke?.paint
        case (.text(let t), .fill): t.paint
        case (.text, .stroke): nil
        }
        if case .color? = paint { return nil }
        return paint
    }
}
