import Declarative
import Foundation

/// The SMIL side of an item's animation: path data, and a gradient's coordinates and stops, which CSS cannot
/// animate in every engine (SVG 1.1 §19 "Animation"; SMIL `keyTimes` and `values`, calcMode linear).
///
/// Every `<animate>` starts with the document: the first value holds through the item's delay, the values follow
/// at their frames' times, and after the last the attribute's own (final) value shows again:
///
/// ```
/// <animate attributeName="d" values="M0 50L100 50;M0 50L100 50;M0 50L100 10" keyTimes="0;0.5;1" dur="0.2s"/>
/// ```
extension SVGItemAnimation {
    /// Adds SMIL tracks for a linear or radial gradient (of each frame's fill or stroke) whose geometry or stops
    /// change, when every frame paints with one of the same kind and stop count: its coordinates, and each stop's
    /// colour, opacity and offset.
    mutating func addGradient(_ paints: [Paint?], role: PaintRole, offsets: [CGPoint], range: ClosedRange<Int>) {
        let gradients = zip(paints, offsets).compactMap { paint, offset -> (names: [String], values: [Double], stops: [ResolvedGradient.Stop])? in
            let dx = Double(offset.x), dy = Double(offset.y)
            switch paint {
            case .linearGradient(let g, let start, let end)?:
                return (["x1", "y1", "x2", "y2"], [Double(start.x) + dx, Double(start.y) + dy, Double(end.x) + dx, Double(end.y) + dy], g.stops)
            case .radialGradient(let g, let center, let startRadius, let endRadius)?:
                return (["cx", "cy", "r", "fr"], [Double(center.x) + dx, Double(center.y) + dy, Double(max(endRadius, 0)),
                                                  Double(max(min(startRadius, endRadius), 0))], g.stops)
            default: return nil
            }
        }
        guard gradients.count == paints.count, let last = gradients.last,
              gradients.allSatisfy({ $0.names == last.names && $0.stops.count == last.stops.count }) else { return }
        let f = { (x: Double) in SVGNumberFormat.string(x) }
        for (index, name) in last.names.enumerated() {
            addSMIL(SVGKeyframeTrack(samples: gradients.map { [$0.values[index]] }, tolerances: [0.25]), .gradient(role), name, range) { f($0[0]) }
        }
        for stop in last.stops.indices {
            let colors = gradients.map { $0.stops[stop].color }
            addSMIL(SVGKeyframeTrack(samples: colors.map { [$0.red, $0.green, $0.blue] }, tolerances: [0.005]), .stop(role, stop),
                    "stop-color", range) { Color.Resolved(red: $0[0], green: $0[1], blue: $0[2]).hexString }
            addSMIL(SVGKeyframeTrack(samples: colors.map { [Double($0.opacity)] }, tolerances: [0.005]), .stop(role, stop),
                    "stop-opacity", range) { SVGNumberFormat.string($0[0], fractionDigits: 3) }
            addSMIL(SVGKeyframeTrack(samples: gradients.map { [min(max(Double($0.stops[stop].location), 0), 1)] }, tolerances: [0.002]),
                    .stop(role, stop), "offset", range) { SVGNumberFormat.string($0[0], fractionDigits: 4) }
        }
    }

    /// Adds a SMIL track when it changes.
    mutating func addSMIL(_ track: SVGKeyframeTrack, _ target: SMILTarget, _ attribute: String, _ range: ClosedRange<Int>,
                                  value: @escaping ([Double]) -> String) {
        if track.isConstant(in: range) { return }
        tracks.append((track, .smil(target, attribute: attribute, value: value)))
    }

    /// The SMIL `<animate>` elements for frames `range` at `times`, and what each animates, running from the
    /// document's start: the first value holds for `delay` seconds (as CSS's `backwards` fill does), then the
    /// values play over `duration` seconds, after which the attribute's own (final) value shows again; or all
    /// repeat with `loops`.
    func smil(range: ClosedRange<Int>, times: [Double], duration: Double, delay: Double, loops: Bool) -> [(target: SMILTarget, element: SVGElement)] {
        let total = delay + duration
        var out: [(target: SMILTarget, element: SVGElement)] = []
        for (track, output) in tracks {
            guard case .smil(let target, let attribute, let value) = output else { continue }
            let kept = track.keyframes(in: range, times: times)
            var keyTimes = kept.map { total > 0 ? (delay + times[$0] - times[range.lowerBound]) / total : 1 }
            var values = kept.map { value(track.samples[$0]) }
            if keyTimes.first.map({ $0 > 0 }) ?? false {
                keyTimes.insert(0, at: 0)
                values.insert(values[0], at: 0)
            }
            if let lastTime = keyTimes.last, lastTime < 1 {
                keyTimes.append(1)
                values.append(values[values.count - 1])
            }
            var element = SVGElement("animate", [("attributeName", attribute), ("values", values.joined(separator: ";")),
                                                 ("keyTimes", keyTimes.map { SVGNumberFormat.string(min(max($0, 0), 1), fractionDigits: 5) }
                                                    .joined(separator: ";")),
                                                 ("dur", SVGNumberFormat.string(max(total, 0.001), fractionDigits: 3) + "s")])
            if loops { element.set("repeatCount", "indefinite") }
            out.append((target, element))
        }
        return out
    }

    /// Whether the element itself has SMIL animations (its path data), which need a still copy under reduced motion.
    var animatesElementBySMIL: Bool {
        tracks.contains { if case .smil(.element, _, _) = $0.output { true } else { false } }
    }

    /// The CSS that, under reduced motion, hides element `name` (its SMIL still runs) and shows its still copy
    /// instead; empty when the element has no SMIL animation. SMIL ignores media queries, and the CSS `d`
    /// property that could outrank it with `!important` is not in WebKit; `display` is in every engine.
    func reducedMotionOverride(named name: String) -> String {
        animatesElementBySMIL ? "#\(name) { display: none; } #\(name)-still { display: inline; }" : ""
    }
}
