import Foundation

/// One view of a matched-geometry group: its modifier's node, what it asked for, and what the last layout found.
@MainActor
final class MatchedGeometryEntry {
    weak var node: ViewNode?
    var spec: MatchedGeometrySpec
    /// Registration order: with several sources in a group, the earliest is the source.
    let serial: Int
    /// Not yet resolved after a layout: a newly inserted view (or one whose id changed), which may take over the
    /// frame of a view of its group that left in the same frame.
    var isNew = true
    /// Whether the view was leaving (removal transition) when last resolved.
    var wasRemoving = false
    /// The frame its parent gave the modifier (root coordinates), and the proposal, as last laid out.
    var natural: CGRect?
    var proposal = ProposedViewSize.unspecified
    /// Where its content was last shown (root coordinates): what views of its group follow or start from.
    var displayed: CGRect?

    init(node: ViewNode, spec: MatchedGeometrySpec, serial: Int) {
        self.node = node
        self.spec = spec
        self.serial = serial
    }
}

/// The change of a matched view's frame still to animate away: its anchor point's offset and its size's.
typealias MatchedGeometryDelta = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

/// The graph's matched-geometry groups (`matchedGeometryEffect`), resolved after each layout pass.
///
/// ```
/// update   each modifier registers its node: (namespace, id) → entry
/// layout   a modifier's role records its natural frame and places its content (with what is known so far)
/// resolve  leavers:  an entry whose node left (or began its removal transition) leaves its shown frame behind
///          arrivals: a new entry of a group that lost a view this frame, in an animated transaction, starts a
///                    track (AnimationKey.matchedGeometry) from that frame's offset to zero
///          place:    sources, then the others, each at  target + presented offset, where target is the natural
///                    frame (a source) or the group's source's shown frame (a follower, per `properties`)
/// ```
///
/// Resolving after layout, rather than while placing, lets a follower come before its source in the tree. Placing
/// an unchanged subtree at the same rect is free (`ViewNode.place`), so re-placing every entry costs little.
@MainActor
final class MatchedGeometryRegistry {
    private var entries: [MatchedGeometryEntry] = []
    private var serial = 0

    /// Whether no view uses `matchedGeometryEffect` (layout skips the resolving pass).
    var isEmpty: Bool { entries.isEmpty }

    /// The storage slot of a matched modifier's entry in its node.
    private static let storageIndex = -5

    /// Registers (or updates) the entry of a matched modifier's node, during its update.
    func register(_ node: ViewNode, _ spec: MatchedGeometrySpec) -> MatchedGeometryEntry {
        if let entry = node.storage[Self.storageIndex] as? MatchedGeometryEntry {
            if entry.spec.key != spec.key {
                // A new id: the view leaves its old group (as if removed) and arrives in the new one.
                if let shown = entry.displayed { departures[entry.spec.key] = shown }
                entry.isNew = true
            }
            entry.spec = spec
            knownSources = nil
            return entry
        }
        serial += 1
        let entry = MatchedGeometryEntry(node: node, spec: spec, serial: serial)
        node.storage[Self.storageIndex] = entry
        entries.append(entry)
        knownSources = nil
        return entry
    }

    /// The frames views left behind since the last resolve, by group.
    private var departures: [MatchedGeometryKey: CGRect] = [:]
    /// The sources as found for the current layout pass; nil when a registration or a resolve may have changed them.
    private var knownSources: [MatchedGeometryKey: MatchedGeometryEntry]?
    /// The groups already diagnosed with more than one source.
    private var diagnosed: Set<MatchedGeometryKey> = []

    /// After layout: records the views that left, starts the arrivals' animations and places every view.
    func resolve(in graph: ViewGraph) {
        entries.removeAll { entry in
            guard let node = entry.node, node.isAttached else {
                if !entry.isNew, let shown = entry.displayed { departures[entry.spec.key] = shown }
                return true
            }
            if node.isLeaving, !entry.wasRemoving {
                entry.wasRemoving = true
                if let shown = entry.displayed { departures[entry.spec.key] = shown }
            }
            return false
        }
        let sources = self.sources(graph)
        for entry in entries where entry.isNew && entry.natural != nil {
            entry.isNew = false
            if let departed = departures[entry.spec.key] { arrive(entry, from: departed, sources: sources) }
        }
        departures.removeAll()
        // Sources first, so that their followers read where they are shown this frame.
        for entry in entries where sources[entry.spec.key] === entry { place(entry, sources: sources) }
        for entry in entries where sources[entry.spec.key] !== entry { place(entry, sources: sources) }
        knownSources = nil
    }

    /// Places an entry's content during layout, with the sources as they are known so far.
    func place(_ entry: MatchedGeometryEntry) {
        let sources = knownSources ?? self.sources(nil)
        knownSources = sources
        place(entry, sources: sources)
    }

    /// The source of each group: its earliest-registered view with `isSource` that is present and not leaving.
    private func sources(_ graph: ViewGraph?) -> [MatchedGeometryKey: MatchedGeometryEntry] {
        var result: [MatchedGeometryKey: MatchedGeometryEntry] = [:]
        for entry in entries where entry.spec.isSource {
            guard let node = entry.node, node.isAttached, !node.isLeaving else { continue }
            if let first = result[entry.spec.key] {
                // Once per group, so that two groups with two sources do not alternate their messages every frame.
                guard let graph, diagnosed.insert(entry.spec.key).inserted else { continue }
                graph.diagnose("matchedGeometryEffect: more than one source for id \(entry.spec.key.id) in "
                                + "\(entry.spec.key.namespace); the first inserted (\(first.node?.path ?? "?")) is used.")
                continue
            }
            result[entry.spec.key] = entry
        }
        return result
    }

    /// Starts an arriving view at the frame its group's leaver was shown in: a track from that frame's offset to
    /// zero, animated with the transaction that inserted it.
    private func arrive(_ entry: MatchedGeometryEntry, from departed: CGRect, sources: [MatchedGeometryKey: MatchedGeometryEntry]) {
        guard let node = entry.node, node.currentTransaction.animation != nil,
              let target = target(of: entry, sources: sources) else { return }
        let a = entry.spec.anchor
        let delta = MatchedGeometryDelta(
            AnimatablePair(departed.minX + a.x * departed.width - (target.minX + a.x * target.width),
                           departed.minY + a.y * departed.height - (target.minY + a.y * target.height)),
            AnimatablePair(departed.width - target.width, departed.height - target.height))
        node.animation.tracks[.matchedGeometry] = TrackBox(delta)
        node.retarget(.matchedGeometry, MatchedGeometryDelta.zero)
    }

    /// Where an entry's content belongs before any animation: its natural frame, or for a follower the parts of its
    /// group's source's shown frame that `properties` names.
    private func target(of entry: MatchedGeometryEntry, sources: [MatchedGeometryKey: MatchedGeometryEntry]) -> CGRect? {
        guard let natural = entry.natural else { return nil }
        let spec = entry.spec
        guard let source = sources[spec.key], source !== entry, let shown = source.displayed else { return natural }
        let size = spec.properties.contains(.size) ? shown.size : natural.size
        let point = spec.properties.contains(.position)
            ? CGPoint(x: shown.minX + source.spec.anchor.x * shown.width, y: shown.minY + source.spec.anchor.y * shown.height)
            : CGPoint(x: natural.minX + spec.anchor.x * natural.width, y: natural.minY + spec.anchor.y * natural.height)
        return CGRect(x: point.x - spec.anchor.x * size.width, y: point.y - spec.anchor.y * size.height,
                      width: size.width, height: size.height)
    }

    /// Places the entry's content at its target moved by its running animation, proposing the frame's size when it
    /// differs from the natural one, with the content's anchor point on the frame's.
    private func place(_ entry: MatchedGeometryEntry, sources: [MatchedGeometryKey: MatchedGeometryEntry]) {
        guard let node = entry.node, let natural = entry.natural, var frame = target(of: entry, sources: sources),
              let child = node.layoutSubviews(axis: nil).first else { return }
        if node.animation.tracks[.matchedGeometry] != nil {
            let d = node.presented(.matchedGeometry, MatchedGeometryDelta.zero)
            let a = entry.spec.anchor
            let size = CGSize(width: max(frame.width + d.second.first, 0), height: max(frame.height + d.second.second, 0))
            frame = CGRect(x: frame.minX + a.x * frame.width + d.first.first - a.x * size.width,
                           y: frame.minY + a.y * frame.height + d.first.second - a.y * size.height,
                           width: size.width, height: size.height)
        }
        let proposal = frame.size == natural.size ? entry.proposal : ProposedViewSize(frame.size)
        let a = entry.spec.anchor
        child.put(at: CGPoint(x: frame.minX + a.x * frame.width, y: frame.minY + a.y * frame.height), anchor: a, proposal: proposal)
        entry.displayed = child.node.layout.frame
    }
}

extension ViewNode {
    /// Whether the node or one of its ancestors is leaving with a removal transition (a transition is usually set
    /// outside the matched modifier, on the branch's root).
    fileprivate var isLeaving: Bool {
        var node: ViewNode? = self
        while let n = node {
            if n.isRemoving { return true }
            node = n.parent
        }
        return false
    }
}
