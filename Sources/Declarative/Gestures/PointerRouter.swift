import Foundation

/// Routes pointer events to the views under them: hit testing, gesture arbitration, hover and the wheel.
///
/// ```
/// press ─▶ front-most item under the pointer that is not under allowsHitTesting(false)
///        ─▶ its chain of interactive views, innermost first ─▶ the gestures the masks leave on
///        ─▶ every later move, release and due deadline goes to those gestures, wherever the pointer is
/// ```
/// Arbitration follows SwiftUI: the first gesture to be recognised (a drag past its distance, a tap at its
/// release) wins the pointer and cancels the others — high-priority gestures first, outermost first, then the
/// others innermost first — except simultaneous gestures, which neither cancel nor are cancelled. A cancelled
/// gesture's callbacks for that event never run; its `@GestureState`s reset.
@MainActor
final class PointerRouter {
    private struct Live {
        let target: DisplayItemID
        /// Which of the target's gestures (a node has one, but a registry entry may hold more).
        let slot: Int
        var gesture: AttachedGesture
        let store = GestureStore()
        var finished = false
    }

    private var live: [Live] = []
    private var claimed = false
    private var isPressed = false
    /// The hover handlers the pointer is over, by view.
    private var hovered: Set<DisplayItemID> = []
    /// The next time a gesture under way needs to hear the clock, in clock seconds.
    private(set) var deadline: Double?

    /// Whether a gesture is under way (pressed, or waiting for a second tap).
    var isTracking: Bool { !live.isEmpty }

    func send(_ event: PointerEvent, registry: InteractionRegistry, list: DisplayList, time: Double, date: Date) {
        switch event.kind {
        case .press:
            isPressed = true
            if live.isEmpty { begin(at: event.location, registry: registry, list: list) }
            feed(.press, event.location, registry, time, date)
        case .move:
            if isPressed { feed(.move, event.location, registry, time, date) } else {
                hover(event.location, registry: registry, list: list)
            }
        case .release:
            isPressed = false
            feed(.release, event.location, registry, time, date)
            // What cannot hear the clock again is over.
            if deadline == nil, !live.isEmpty { feed(.cancel, event.location, registry, time, date) }
        case .wheel(let dx, let dy):
            wheel(CGSize(width: dx, height: dy), at: event.location, modifiers: event.modifiers, registry: registry, list: list)
        case .exit:
            isPressed = false
            if !live.isEmpty { feed(.cancel, event.location, registry, time, date) }
            hover(CGPoint(x: CGFloat.nan, y: .nan), registry: registry, list: list)
        }
    }

    /// Lets gestures that wait on time (a long press, a double tap's interval) hear it.
    func tick(registry: InteractionRegistry, time: Double, date: Date) {
        guard let due = deadline, time >= due else { return }
        feed(.tick, lastLocation, registry, time, date)
    }

    private var lastLocation = CGPoint.zero

    /// The chain of interactive views under a point: the front-most item there that lets the pointer in decides.
    private func chain(at point: CGPoint, registry: InteractionRegistry, list: DisplayList) -> [InteractionRecord] {
        for item in list.items(at: point) {
            let chain = registry.chain(from: item.tapTarget)
            if item.isInvisible, !(chain.first.map { if case .contentShape = $0.interaction { true } else { false } } ?? false) {
                continue
            }
            if chain.contains(where: { if case .passThrough = $0.interaction { true } else { false } }) { continue }
            return chain
        }
        return []
    }

    private func begin(at point: CGPoint, registry: InteractionRegistry, list: DisplayList) {
        claimed = false
        var found: [(record: InteractionRecord, slot: Int, gesture: AttachedGesture, depth: Int)] = []
        var slots: [DisplayItemID: Int] = [:]
        for (depth, record) in chain(at: point, registry: registry, list: list).enumerated() {
            guard case .gesture(let g) = record.interaction else { continue }
            let slot = slots[record.id, default: 0]
            slots[record.id] = slot + 1
            if !g.mask.contains(.subviews) { found.removeAll() }
            if g.mask.contains(.gesture) { found.append((record, slot, g, depth)) }
        }
        // Priority order: high (outermost first), normal (innermost first), then simultaneous.
        func rank(_ f: (record: InteractionRecord, slot: Int, gesture: AttachedGesture, depth: Int)) -> Int {
            switch f.gesture.priority {
            case .high: return -f.depth
            case .normal: return 10_000 + f.depth
            case .simultaneous: return 20_000 + f.depth
            }
        }
        live = found.sorted { rank($0) < rank($1) }.map { Live(target: $0.record.id, slot: $0.slot, gesture: $0.gesture) }
    }

    private func feed(_ kind: GestureEvent.Kind, _ point: CGPoint, _ registry: InteractionRegistry, _ time: Double, _ date: Date) {
        if kind != .tick { lastLocation = point }
        var results: [GestureResult<Void>?] = Array(repeating: nil, count: live.count)
        for i in live.indices where !live[i].finished {
            // The latest closures of the view (its body may have run since the press), at its current place.
            let records = registry[live[i].target].filter { if case .gesture = $0.interaction { true } else { false } }
            var event = GestureEvent(kind: kind, location: point, time: time, date: date, spaces: .identity)
            if live[i].slot < records.count, case .gesture(let g) = records[live[i].slot].interaction {
                live[i].gesture = g
                event.spaces = registry.spaces(for: records[live[i].slot], chain: registry.chain(from: live[i].target))
            } else {
                event.kind = .cancel        // the view went away
            }
            results[i] = live[i].gesture.resolve(event, live[i].store, "")
        }
        if !claimed, let winner = live.indices.first(where: { live[$0].gesture.priority != .simultaneous && results[$0]?.claims == true }) {
            claimed = true
            for i in live.indices where i != winner && !live[i].finished && live[i].gesture.priority != .simultaneous {
                let cancel = GestureEvent(kind: .cancel, location: point, time: time, date: date, spaces: .identity)
                results[i] = live[i].gesture.resolve(cancel, live[i].store, "")
            }
        }
        var resets: [() -> Void] = []
        deadline = nil
        for i in live.indices {
            guard let r = results[i] else { continue }
            r.actions.forEach { $0() }
            resets += r.resets
            if r.isFinished { live[i].finished = true } else if let d = r.deadline { deadline = min(deadline ?? d, d) }
        }
        resets.forEach { $0() }
        if live.allSatisfy(\.finished) { live = []; claimed = false; deadline = nil }
    }

    private func hover(_ point: CGPoint, registry: InteractionRegistry, list: DisplayList) {
        let records = chain(at: point, registry: registry, list: list).filter { if case .hover = $0.interaction { true } else { false } }
        let inside = Set(records.map(\.id))
        // Leaving first, innermost last (a parent hears its child's leaving after the child).
        for id in hovered.subtracting(inside).sorted() {
            for record in registry[id] {
                guard case .hover(let handler) = record.interaction else { continue }
                switch handler {
                case .inside(let action): action(false)
                case .continuous(_, let action): action(.ended)
                }
            }
        }
        for record in records.reversed() {
            guard case .hover(let handler) = record.interaction else { continue }
            switch handler {
            case .inside(let action): if !hovered.contains(record.id) { action(true) }
            case .continuous(let space, let action):
                let spaces = registry.spaces(for: record, chain: registry.chain(from: record.id))
                action(.active(spaces.convert(point, to: space)))
            }
        }
        hovered = inside
    }

    private func wheel(_ delta: CGSize, at point: CGPoint, modifiers: EventModifiers, registry: InteractionRegistry,
                       list: DisplayList) {
        guard delta.width.isFinite, delta.height.isFinite else { return }
        for record in chain(at: point, registry: registry, list: list) {
            guard case .wheel(let action) = record.interaction else { continue }
            let local = point.applying(record.toRoot.inverted())
            if action(PointerWheelEvent(delta: delta, location: local, modifiers: modifiers)) { return }
        }
    }
}
