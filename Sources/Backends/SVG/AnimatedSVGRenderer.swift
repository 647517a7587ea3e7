import Declarative
import Foundation

/// Renders sampled frames of an animation as one SVG that replays it with CSS `@keyframes`.
///
/// The host runs a scenario on a virtual clock and hands over what it drew, frame by frame (e.g. 60 per
/// second). Items are matched across frames by id; each item's changing attributes become baked keyframes
/// with `linear` timing between them, keeping only the keyframes a straight line cannot reproduce within
/// 0.25 pt (0.5 % for opacity and colour). See `SVGItemAnimation` for the attribute mapping.
///
/// ```swift
/// let frames = (0...36).map { i in SVGAnimationFrame(time: Double(i) / 60, displayList: host.render(at: Double(i) / 60)) }
/// let svg = AnimatedSVGRenderer().render(frames)
/// ```
///
/// The static attributes hold the **final** frame, so renderers without CSS animation (rsvg, ImageMagick)
/// and readers who ask for reduced motion (`@media (prefers-reduced-motion: reduce)` removes every
/// animation) see the finished chart. Items inserted during the animation fade in from opacity 0 at the
/// frame they appear; items removed keep their last state with a static opacity of 0 and fade out.
///
/// ```
/// <style>
/// @keyframes a1 {
///   0% { height: 0px; y: 100px; }
///   100% { height: 80px; y: 20px; }
/// }
/// #a1 { animation: a1 0.35s linear 0.1s 1 backwards; }
/// @media (prefers-reduced-motion: reduce) { * { animation: none !important; } }
/// </style>
/// <rect id="a1" x="10" y="20" width="30" height="80" fill="#007AFF"/>
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
        var css = ""
        var count = 0
        for timeline in SVGItemTimeline.timelines(frames.map(\.displayList)) {
            let animation = frames.count > 1 && period > 0 ? SVGItemAnimation(timeline) : SVGItemAnimation?.none
            var item = timeline.final
            if timeline.isRemoved {
                if animation?.isAnimated != true { continue }
                item.opacity = 0
                item.accessibility.isHidden = true
            }
            var name: String?
            if let animation, animation.isAnimated {
                count += 1
                name = defs.idPrefix + "a\(count)"
            }
            guard SVGItemWriter.draws(item) else { continue }
            entries.append(SVGItemWriter.Entry(item: item, placement: animation?.placement ?? .automatic, elementID: name,
                                               adjust: animation?.adjust))
            if let animation, let name {
                let range = options.loops ? 0...(times.count - 1) : animation.window(frameCount: times.count)
                let duration = options.loops ? period : times[range.upperBound] - times[range.lowerBound]
                css += animation.keyframes(named: name, range: range, times: times, duration: duration)
                css += animation.rule(named: name, duration: max(duration, 0.001),
                                      delay: options.loops ? 0 : times[range.lowerBound] - start, loops: options.loops)
            }
        }
        let style = css.isEmpty ? nil
            : "\n" + css + "@media (prefers-reduced-motion: reduce) { * { animation: none !important; } }\n"
        var body = SVGOutput()
        SVGAccessibility.write(entries, with: SVGItemWriter(options: options.rendering), to: &body, defs: &defs)
        return renderer.document(for: last.displayList, body: &body, defs: defs, style: style)
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
