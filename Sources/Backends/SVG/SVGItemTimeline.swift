import Declarative

/// One item followed through a sequence of display lists, matched by its stable id.
///
/// ```
/// frame:      0     1     2     3
/// bar A       ●     ●     ●     ●      present throughout
/// bar B       ·     ·     ●     ●      inserted at frame 2: absent frames hold frame 2's state, opacity 0
/// label C     ●     ●     ·     ·      removed after frame 1: drawn from frame 1, statically invisible
/// text D      "a"   "a"   "b"   "b"    new words: two timelines, "a" removed after frame 1, "b" inserted at 2
/// ```
///
/// An item that draws nothing in a frame (an empty path, a trim from 0 to 0, a clip that hides it) is absent
/// there. Text whose words change is one timeline per run of equal words, so each run shows exactly while the
/// live view shows it; within a run, lines that move are followed by a translation of the item (the element keeps
/// the run's last line positions).
///
/// Drawing order is the final frame's; a removed item is placed right after the item that preceded it in
/// the last frame that had it (or first, when that item is gone too).
struct SVGItemTimeline {
    /// The item's id.
    var id: DisplayItemID
    /// The item at each frame, nil where absent.
    var samples: [DisplayItem?]

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

    /// The timeline split into runs of equal words (one run for shapes and unchanging text), earliest first.
    private var runs: [SVGItemTimeline] {
        var runs: [SVGItemTimeline] = []
        var words: [String]?
        for (index, sample) in samples.enumerated() {
            guard let sample else { continue }
            let next = sample.words
            if runs.isEmpty || next != words {
                runs.append(SVGItemTimeline(id: id, samples: Array(repeating: nil, count: samples.count)))
                words = next
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
    /// The words a text item shows, line by line; nil for a shape.
    fileprivate var words: [String]? {
        if case .text(let text) = content { text.lines.map(\.text) } else { nil }
    }
}
