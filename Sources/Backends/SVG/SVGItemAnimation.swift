import Declarative
import Foundation

/// What moves in one item's timeline, and the CSS `@keyframes` that replay it.
///
/// Each animatable attribute becomes a track sampled at every frame:
///
/// | attribute | CSS property | tolerance |
/// |---|---|---|
/// | transform (when it changes) | `transform: translate(…px, …px)` or `matrix(…)` | 0.25 pt |
/// | rect / circle / ellipse geometry | `x y width height rx` / `cx cy r` / `cx cy rx ry` (px) | 0.25 pt |
/// | other shapes, same commands every frame | `d: path("…")` | 0.25 pt |
/// | opacity (0 where the item is absent) | `opacity` | 0.005 |
/// | fill / stroke colour | `fill` + `fill-opacity`, `stroke` + `stroke-opacity` | 0.005 (sRGB) |
///
/// Geometry is written in the same space as the static element: when the transform changes, the element
/// keeps local coordinates and the transform is animated; otherwise a translation stays folded in. Frames
/// where nothing changes are trimmed from both ends and become `animation-delay` (the 0 % keyframe shows
/// during the delay, `backwards` fill), unless the animation loops, when every item spans the whole period
/// so that items stay in step. Attributes that cannot interpolate (text content, gradients, clips, a path
/// whose commands change) show their final state. Browsers without SVG 2 geometry properties or CSS `d`
/// (older Safari) also show the final geometry.
struct SVGItemAnimation {
    /// How the static element places the item.
    var placement: SVGItemWriter.Placement = .automatic
    /// The geometry form every frame shares (an ellipse for a circle that turns oval, or path data).
    var adjust: @Sendable (SVGShapeGeometry) -> SVGShapeGeometry = { $0 }
    /// The tracks that change: their CSS declarations for a sample.
    private var tracks: [(track: SVGKeyframeTrack, css: ([Double]) -> [String])] = []
    /// Whether the transform is animated (the rule then fixes `transform-origin`).
    private var animatesTransform = false

    /// Whether anything changes.
    var isAnimated: Bool { !tracks.isEmpty }

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
        addGeometry(items, final: final, offsets: offsets, range: all)
        let opacities = zip(items, timeline.presence).map { [$1 ? min(max($0.opacity, 0), 1) : 0] }
        add(SVGKeyframeTrack(samples: opacities, tolerances: [0.005]), range: all) { ["opacity: \(SVGNumberFormat.string($0[0], fractionDigits: 3))"] }
        addColor(items.map(\.fillColor), property: "fill", range: all)
        addColor(items.map(\.strokeColor), property: "stroke", range: all)
    }

    /// Adds a track when it changes.
    private mutating func add(_ track: SVGKeyframeTrack, range: ClosedRange<Int>? = nil, css: @escaping ([Double]) -> [String]) {
        if let range, track.isConstant(in: range) { return }
        tracks.append((track, css))
    }

    /// Adds geometry tracks, choosing a form every frame can share: one track per changing property
    /// (`y`, `height`…), or one `d` track for path data.
    private mutating func addGeometry(_ items: [DisplayItem], final: DisplayItem, offsets: [CGPoint], range: ClosedRange<Int>) {
        let paths = items.compactMap { item -> Path? in if case .shape(let s) = item.content { s.path } else { nil } }
        guard paths.count == items.count else { return }
        var geometries = zip(paths, offsets).compactMap { SVGShapeGeometry($0, offset: $1) }
        guard geometries.count == paths.count, let last = geometries.last else { return }
        if geometries.contains(where: { if case .ellipse = $0 { true } else { false } }) {
            geometries = geometries.map(\.asEllipse)
            adjust = { $0.asEllipse }
        }
        if !geometries.allSatisfy({ $0.isCompatible(with: last) }) {
            var data = zip(paths, offsets).map { SVGPathData($0, offset: $1) }
            if let finalData = data.last, !data.allSatisfy({ $0.structure == finalData.structure }) {
                // Rectangles whose corners clamp to 0 at some sizes: give every frame all four corner arcs.
                data = zip(paths, offsets).map { SVGPathData($0, offset: $1, uniformCorners: true) }
            }
            guard let finalData = data.last, data.allSatisfy({ $0.structure == finalData.structure }) else { adjust = { $0 }; return }
            geometries = data.map { .path($0) }
            adjust = { _ in .path(finalData) }
        }
        let form = geometries[geometries.count - 1]
        if case .path = form {
            add(SVGKeyframeTrack(samples: geometries.map(\.values), tolerances: [0.25]), range: range) {
                form.replacingValues($0).cssDeclarations
            }
            return
        }
        for (index, name) in form.propertyNames.enumerated() {
            add(SVGKeyframeTrack(samples: geometries.map { [$0.values[index]] }, tolerances: [0.25]), range: range) {
                ["\(name): \(SVGNumberFormat.string($0[0]))px"]
            }
        }
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
    func keyframes(named name: String, range: ClosedRange<Int>, times: [Double], duration: Double) -> String {
        var declarations: [Int: [String]] = [:]
        for (track, css) in tracks {
            for index in track.keyframes(in: range, times: times) { declarations[index, default: []] += css(track.samples[index]) }
        }
        var blocks: [(percent: String, body: [String])] = declarations.keys.sorted().map { index in
            let percent = duration > 0 ? min((times[index] - times[range.lowerBound]) / duration * 100, 100) : 100
            return (SVGNumberFormat.string(percent, fractionDigits: 3) + "%", declarations[index]!)
        }
        if let last = blocks.last, last.percent != "100%" { blocks.append(("100%", last.body)) }
        var css = "@keyframes \(name) {\n"
        for block in blocks { css += "  \(block.percent) { \(block.body.joined(separator: "; ")); }\n" }
        return css + "}\n"
    }

    /// The rule that runs keyframes `name` on the element with that id.
    func rule(named name: String, duration: Double, delay: Double, loops: Bool) -> String {
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
}
