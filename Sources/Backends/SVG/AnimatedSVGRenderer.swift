import Declarative
import Foundation

/// Renders sampled frames of an animation as one SVG that replays it with CSS `@keyframes` and SMIL.
///
/// The host runs a scenario on a virtual clock and hands over what it drew, frame by frame (e.g. 60 per
/// second). Items are matched across frames by id; each item's changing attributes become baked keyframes
/// with `linear` timing between them, keeping only the keyframes a straight line cannot reproduce within
/// 0.25 pt (0.5 % for opacity and colour). See `SVGItemAnimation` for the attribute mapping: path data moves
/// through SMIL `<animate>`, which every engine plays; everything else through CSS.
///
/// ```swift
/// let frames = (0...36).map { i in SVGAnimationFrame(time: Double(i) / 60, displayList: host.render(at: Double(i) / 60)) }
/// let svg = AnimatedSVGRenderer().render(frames)
/// ```
///
/// The static attributes hold the **final** frame, so renderers without animation (rsvg, ImageMagick) see the
/// finished chart. Readers who ask for reduced motion see it too: `@media (prefers-reduced-motion: reduce)`
/// removes every CSS animation, and hides each SMIL-animated path behind a still copy that follows it (`display`
/// works in every engine, where the CSS `d` property that could outrank SMIL is not in WebKit). Items
/// inserted during the animation fade in from opacity 0 at the frame they appear; items removed keep their last
/// state with a static opacity of 0 and fade out; text that changes its words, and a shape whose paint or clips
/// change in a way that cannot interpolate, switch at the frame they change (a comment names the shapes).
/// What changes but cannot be animated (several clips that move, an outline that changes its commands) is named in a
/// comment at the top of the drawing, and shows its final state.
///
/// ```
/// <style>
/// @keyframes a1 {
///   0% { y: 100px; height: 0px; }
///   100% { y: 20px; height: 80px; }
/// }
/// #a1 { animation: a1 0.35s linear 0.1s 1 backwards; }
/// @media (prefers-reduced-motion: reduce) { * { animation: none !important; } #a2 { display: none; } #a2-still { display: inline; } }
/// </style>
/// <rect id="a1" x="10" y="20" width="30" height="80" fill="#007AFF"/>
/// <path id="a2" d="M0 50L100 10" fill="none" stroke="#FF9500">
///   <animate attributeName="d" values="M0 50L100 50;M0 50L100 10" keyTimes="0;1" dur="0.35s"/>
/// </path>
/// <path id="a2-still" d="M0 50L100 10" fill="none" stroke="#FF9500" display="none"/>
/// ```
public struct AnimatedSVGRenderer: Sendable {
    /// Options for animated export.
    public struct Options: Hashable, Sendable {
        /// Whether the animation repeats forever (`animation-iteration-count: infinite`).
        public var loops: Bool
        /// The length of the animation (of one loop) in seconds; nil uses the span of the frames' times.
        /// Frames later than this are ignored; when it is longer, the final state holds until it ends.
        public var duration: Double?
        /// Options of the static document (background, fonts, id prefix).
        public var rendering: SVGRenderOptions

        /// Creates options: one run, as long as the frames, with default rendering.
        public init(loops: Bool = false, duration: Double? = nil, rendering: SVGRenderOptions = SVGRenderOptions()) {
            self.loops = loops
            self.duration = duration
            self.rendering = rendering
        }
    }

    /// The options.
    public var options: Options

    /// Creates an animated renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The animated SVG for frames in time order; with one frame (or none animated) it is a static SVG.
    public func render(_ frames: [SVGAnimationFrame]) -> String {
        let start = frames.first?.time ?? 0
        let limit = options.duration.map { start + max($0, 0) } ?? .infinity
        let frames = frames.filter { $0.time <= limit + 1e-9 }
        let renderer = SVGRenderer(options: options.rendering)
        guard let last = frames.last else { return renderer.render(DisplayList(size: .zero)) }
        let times = frames.map(\.time)
        let span = times[times.count - 1] - start
        let period = options.duration ?? span

        var defs = SVGDefinitions(idPrefix: options.rendering.idPrefix)
        var entries: [SVGItemWriter.Entry] = []
        var css = "", pinned: [String] = [], moving: [String] = [], notes: [String: Int] = [:], switches: [String: Int] = [:]
        var count = 0
        for timeline in SVGItemTimeline.timelines(frames.map(\.displayList)) {
            let animation = frames.count > 1 && period > 0 ? SVGItemAnimation(timeline) : SVGItemAnimation?.none
            var item = timeline.final
            if timeline.isRemoved {
                if animation?.isAnimated != true { continue }
                item.opacity = 0
                item.accessibility.isHidden = true
            }
            var entry = SVGItemWriter.Entry(item: item, placement: animation?.placement ?? .automatic,
                                            adjust: animation?.adjust, dash: animation?.dash)
            for note in animation?.notes ?? [] { notes[note, default: 0] += 1 }
            for change in timeline.switches { switches[change, default: 0] += 1 }
            if let animation, animation.isAnimated {
                count += 1
                let name = defs.idPrefix + "a\(count)"
                entry.elementID = name
                let range = options.loops ? 0...(times.count - 1) : animation.window(frameCount: times.count)
                let duration = options.loops ? period : times[range.upperBound] - times[range.lowerBound]
                let delay = options.loops ? 0 : times[range.lowerBound] - start
                css += animation.keyframes(named: name, range: range, times: times, duration: duration)
                css += animation.rule(named: name, duration: max(duration, 0.001), delay: delay, loops: options.loops)
                let smil = animation.smil(range: range, times: times, duration: max(duration, 0.001), delay: delay,
                                          loops: options.loops)
                entry.children = smil.filter { $0.target == .element }.map(\.element)
                entry.hasStillCopy = animation.animatesElementBySMIL
                for role in SVGItemAnimation.PaintRole.allCases where animation.animatesGradient(role) {
                    entry.gradientAnimations[role] = (name + "-\(role)", smil.compactMap { animation in
                        switch animation.target {
                        case .gradient(role): (nil, animation.element)
                        case .stop(role, let stop): (stop, animation.element)
                        default: nil
                        }
                    })
                    moving.append("#\(name) { \(role): url(#\(name)-\(role)); }")
                }
                if let form = animation.clipForm, animation.animatesClip {
                    entry.clipAnimation = (name + "-clip", form, smil.filter { $0.target == .clip }.map(\.element))
                    moving.append("#\(name)-clipped { clip-path: url(#\(name)-clip); }")
                }
                let pin = animation.reducedMotionOverride(named: name)
                if !pin.isEmpty { pinned.append(pin) }
            }
            guard SVGItemWriter.draws(item) else { continue }
            entries.append(entry)
        }
        let animated = !css.isEmpty || !pinned.isEmpty || !moving.isEmpty
        var style: String?
        if animated {
            style = "\n" + css + "@media (prefers-reduced-motion: reduce) { * { animation: none !important; }"
                + pinned.map { " " + $0 }.joined() + " }\n"
            // A moving gradient is a copy the element switches to only when motion is welcome.
            if !moving.isEmpty {
                style! += "@media (prefers-reduced-motion: no-preference) { " + moving.joined(separator: " ") + " }\n"
            }
        }
        var body = SVGOutput()
        let list = { (counts: [String: Int]) in
            counts.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value) item\($0.value == 1 ? "" : "s"))" }.joined(separator: ", ")
        }
        if !switches.isEmpty {
            // What cannot interpolate switches at the frame it changes: right before and after, not in between.
            body.write(verbatim: "  <!-- Changes that switch at their frame instead of interpolating: \(list(switches)) -->\n")
        }
        if !notes.isEmpty {
            // What changes but is not animated shows its final state throughout.
            body.write(verbatim: "  <!-- Changes not animated, shown in their final state throughout: \(list(notes)) -->\n")
        }
        SVGAccessibility.write(entries, with: SVGItemWriter(options: options.rendering), to: &body, defs: &defs)
        return renderer.document(for: last.displayList, body: body, defs: defs, style: style,
                                 isFigure: !last.displayList.charts.isEmpty)
    }

    /// The animated SVG for `(time, displayList)` samples in time order.
    public func render(_ frames: [(time: Double, displayList: DisplayList)]) -> String {
        render(frames.map { SVGAnimationFrame(time: $0.time, displayList: $0.displayList) })
    }
}

/// One sample of an animation: what the host drew at a time on its clock.
public struct SVGAnimationFrame: Hashable, Sendable {
    /// The time of the sample, in seconds (any origin; frames are in increasing time).
    public var time: Double
    /// What was drawn at that time.
    public var displayList: DisplayList

    /// Creates a frame.
    public init(time: Double, displayList: DisplayList) {
        self.time = time
        self.displayList = displayList
    }
}
