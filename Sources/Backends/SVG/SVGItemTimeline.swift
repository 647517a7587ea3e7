import Declarative

/// One item followed through a sequence of display lists, matched by its stable id.
///
/// ```
/// frame:      0     1     2     3
/// bar A       ●     ●     ●     ●      present throughout
/// bar B       ·     ·     ●     ●      inserted at frame 2: absent frames hold frame 2's state, opacity 0
/// label C     ●     ●     ·     ·      removed after frame 1: drawn from frame 1, statically invisible
/// text D      "a"   "a"   "b"   "b"    new words: two timelines, "a" removed after frame 1, "b" inserted at 2
/// shape E     red   red   ▤     ▤      colour to gradient: two timelines, as for D
/// ```
///
/// An item that draws nothing in a frame (an empty path, a trim from 0 to 0, a clip that hides it) is absent
/// there. Text whose words change is one timeline per run of equal words, so each run shows exactly while the
/// live view shows it; within a run, lines that move are followed by a translation of the item (the element keeps
/// the run's last line positions). A shape whose paint or clips change in a way that cannot interpolate (a colour
/// that becomes a gradient, a gradient that gains a stop or changes its kind, a conic gradient that changes, a
/// clip added or removed) is split the same way, so it switches at the frame the live view does; `switches` names
/// what switched.
///
/// Drawing order is the final frame's; a removed item is placed right after the item that preceded it in
/// the last frame that had it (or first, when that item is gone too).
struct SVGItemTimeline {
    /// The item's id.
    var id: DisplayItemID
    /// The item at each frame, nil where absent.
    var samples: [DisplayItem?]
    /// For a shape's run after the first: what changed from the run before (`fill gradient`, `clip`…).
    var switches: [String] = []

    /// Whether the item is present in each frame.
    var presence: [Bool] { samples.map { $0 != nil } }

    /// The last present sample: the state the static attributes show.
    var final: DisplayItem { samples.last(where: { $0 != nil })!! }

    /// Whether the item is missing from the last frame.
    var isRemoved: Bool { samples.last! == nil }

    /// Every frame's sample, absent frames filled with the nearest present one (earlier frames look ahead).
    var filled: [DisplayItem] {
        var result: [DisplayItem] = []
        var last = samples.first(where: { $0 != nil })!!
        for sample in samples {
            if let sample { last = sample }
            result.append(last)
        }
        return result
    }

    /// The timelines of all items in `lists`, in drawing order.
    static func timelines(_ lists: [DisplayList]) -> [SVGItemTimeline] {
        var byID: [DisplayItemID: SVGItemTimeline] = [:]
        for (index, list) in lists.enumerated() {
            for item in list.items where SVGItemWriter.draws(item) && byID[item.id]?.samples[index] == nil {
                byID[item.id, default: SVGItemTimeline(id: item.id, samples: Array(repeating: nil, count: lists.count))]
                    .samples[index] = item
            }
        }
        return order(lists).flatMap { byID[$0]?.runs ?? [] }
    }

    /// The timeline split into runs of equal words, or of a shape's paint and clips of one form, earliest first.
    private var runs: [SVGItemTimeline] {
        var runs: [SVGItemTimeline] = []
        var form: [String] = []
        for (index, sample) in samples.enumerated() {
            guard let sample else { continue }
            let next = sample.runForm
            if runs.isEmpty || next != form {
                var run = SVGItemTimeline(id: id, samples: Array(repeating: nil, count: samples.count))
                if !runs.isEmpty, case .shape = sample.content {
                    run.switches = zip(["fill gradient", "stroke gradient", "clip"], zip(form, next)).filter { $1.0 != $1.1 }.map(\.0)
                }
                runs.append(run)
                form = next
            }
            runs[runs.count - 1].samples[index] = sample
        }
        return runs.map(\.followingLines)
    }

    /// Text samples moved to the last sample's line positions, with the difference added to their transform.
    private var followingLines: SVGItemTimeline {
        guard case .text(let last) = final.content, let anchor = last.lines.first?.origin else { return self }
        var copy = self
        for index in samples.indices {
            guard var item = samples[index], case .text(var text) = item.content, let origin = text.lines.first?.origin,
                  origin != anchor else { continue }
            item.transform = CGAffineTransform(translationX: origin.x - anchor.x, y: origin.y - anchor.y)
                .concatenating(item.transform)
            text.lines = last.lines
            item.content = .text(text)
            copy.samples[index] = item
        }
        return copy
    }

    /// The final frame's ids, with removed ids placed after their last predecessor.
    private static func order(_ lists: [DisplayList]) -> [DisplayItemID] {
        var order: [DisplayItemID] = []
        var placed: Set<DisplayItemID> = []
        for item in lists.last?.items ?? [] where placed.insert(item.id).inserted { order.append(item.id) }
        for list in lists.reversed() {
            var previous: DisplayItemID?
            for item in list.items {
                defer { previous = item.id }
                guard placed.insert(item.id).inserted else { continue }
                let position = previous.flatMap { p in order.firstIndex(of: p).map { $0 + 1 } } ?? 0
                order.insert(item.id, at: position)
            }
        }
        return order
    }
}

extension DisplayItem {
    /// What must stay the same within one run: a text's words, line by line; a shape's fill and stroke paint forms
    /// and its number of clips.
    fileprivate var runForm: [String] {
        switch content {
        case .text(let text): return text.lines.map(\.text)
        case .shape(let shape): return [Self.form(of: shape.fill), Self.form(of: shape.stroke?.paint), "\(clips.count)"]
        }
    }

    /// A paint's form: what two paints must share to interpolate (a conic gradient, drawn as a pattern, never does).
    private static func form(of paint: Paint?) -> String {
        switch paint {
        case nil, .color?: "colour"
        case .linearGradient(let g, _, _)?: "linear \(g.stops.count)"
        case .radialGradient(let g, _, _, _)?: "radial \(g.stops.count)"
        case .angularGradient?: "conic \(paint.map { "\($0)" } ?? "")"
        }
    }
}
