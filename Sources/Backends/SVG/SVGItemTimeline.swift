import Declarative

/// One item followed through a sequence of display lists, matched by its stable id.
///
/// ```
/// frame:      0     1     2     3
/// bar A       ●     ●     ●     ●      present throughout
/// bar B       ·     ·     ●     ●      inserted at frame 2: absent frames hold frame 2's state, opacity 0
/// label C     ●     ●     ·     ·      removed after frame 1: drawn from frame 1, statically invisible
/// ```
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
            for item in list.items where byID[item.id]?.samples[index] == nil {
                byID[item.id, default: SVGItemTimeline(id: item.id, samples: Array(repeating: nil, count: lists.count))]
                    .samples[index] = item
            }
        }
        return order(lists).compactMap { byID[$0] }
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
