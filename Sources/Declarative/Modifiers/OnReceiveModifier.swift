import Foundation

extension View {
    /// Runs an action with each value a publisher sends, for as long as the view is shown, as SwiftUI's
    /// `onReceive(_:perform:)`.
    ///
    /// A `Timer.publish(every:on:in:).autoconnect()` publisher is driven by the host's clock instead: the first
    /// tick comes one interval after the view appears, and a host that falls behind delivers one tick (the latest),
    /// as a run-loop timer does. Other publishers are subscribed to once per view identity (again when a publisher
    /// object is replaced by another); the action used is always the view's latest.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        nodeModifier("onReceive") { node, _ in Receiver.update(node, publisher: publisher, action: action) }
    }
}

/// The state of one `onReceive` on its node.
final class Receiver<Output> {
    var action: (Output) -> Void
    /// The publisher object subscribed to, to notice a new one.
    var publisher: AnyObject?
    var subscription: AnyCancellable?
    /// For a host-clock timer: when ticks are counted from, and how many were delivered.
    var start: Date?
    var ticks = 0.0

    init(action: @escaping (Output) -> Void) { self.action = action }

    /// Where a node keeps its receiver (each `onReceive` is a node of its own).
    private static var storageIndex: Int { -2 }

    @MainActor
    static func update<P: Publisher>(_ node: ViewNode, publisher: P, action: @escaping (Output) -> Void)
    where P.Output == Output, P.Failure == Never {
        let object = publisher as AnyObject
        let isObject = type(of: publisher) is AnyClass
        if let receiver = node.storage[storageIndex] as? Receiver<Output>,
           !isObject || receiver.publisher === object || receiver.start != nil {
            receiver.action = action
            receiver.tickIfDue(node, publisher: publisher)
            return
        }
        let receiver = Receiver(action: action)
        node.storage[storageIndex] = receiver
        if publisher is any HostClockTimer {
            receiver.start = node.environment.clock.date
            receiver.tickIfDue(node, publisher: publisher)
        } else {
            receiver.publisher = isObject ? object : nil
            receiver.subscription = publisher.sink { [weak receiver] value in receiver?.action(value) }
        }
    }

    /// For a host-clock timer: delivers the latest tick that has come, and asks for an update at the next one.
    @MainActor
    private func tickIfDue<P: Publisher>(_ node: ViewNode, publisher: P) {
        guard let start, let timer = publisher as? any HostClockTimer else { return }
        let interval = timer.tickInterval
        let now = node.environment.clock.date
        let due = (now.timeIntervalSince(start) / interval).rounded(.down)
        if due > ticks, let date = start.addingTimeInterval(due * interval) as? Output {
            ticks = due
            // Like `onChange`, the action runs after this update, before the frame is drawn.
            node.graph.pendingAppear.append { [action] in action(date) }
        }
        node.lifecycle.timelineNext = start.addingTimeInterval((ticks + 1) * interval)
        node.graph.timelines[ObjectIdentifier(node)] = node
    }
}
