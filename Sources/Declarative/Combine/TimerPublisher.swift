import Foundation

/// A publisher that does nothing until it is connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancel the result to stop.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// The publisher, connected when its first subscriber arrives.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher that connects on its first subscription, as Combine's `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The connectable publisher.
        public final let upstream: Upstream
        private var connection: Cancellable?

        /// Wraps a connectable publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: subscriber)
            if connection == nil { connection = upstream.connect() }
        }
    }
}

extension Timer {
    /// A publisher of the date every `interval` seconds, as Combine's `Timer.publish(every:tolerance:on:in:)`.
    ///
    /// In a view's `onReceive`, the ticks come from the host's clock — virtual in tests and exports, so they are
    /// deterministic — and start when the view appears. Subscribed elsewhere (`sink` in a view model), the ticks
    /// come from the main dispatch queue's wall clock, as a run-loop timer's would.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher `Timer.publish` returns, as Combine's `Timer.TimerPublisher`.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        // @unchecked: `subscribers` and `source` are only touched under `lock` (recursive, so a subscriber may
        // subscribe or cancel while a tick is delivered); ticks are delivered on the main queue.
        public typealias Output = Date
        public typealias Failure = Never
        /// Seconds between ticks (at least a millisecond; non-finite intervals count as one second).
        public let interval: TimeInterval
        /// Accepted as in Combine; ticks are not coalesced.
        public let tolerance: TimeInterval?
        /// The run loop named when the publisher was made.
        public let runLoop: RunLoop
        /// The run loop mode named when the publisher was made.
        public let mode: RunLoop.Mode
        private let lock = NSRecursiveLock()
        private let subscribers = SubscriberList<Date, Never>()
        private var source: DispatchSourceTimer?

        /// Creates the publisher.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval.isFinite ? max(interval, 0.001) : 1
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            lock.withLock { subscribers.add(subscriber) }
        }

        /// Starts ticking on the main queue's wall clock.
        public func connect() -> Cancellable {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + interval, repeating: interval)
            timer.setEventHandler { [weak self] in self?.tick() }
            lock.withLock {
                source?.cancel()
                source = timer
            }
            timer.resume()
            return AnyCancellable { [weak self] in
                self?.lock.withLock {
                    self?.source?.cancel()
                    self?.source = nil
                }
            }
        }

        private func tick() {
            let now = Date()
            lock.withLock { subscribers.send(now) }
        }

        deinit { source?.cancel() }
    }
}

/// A timer publisher that a view's `onReceive` drives from the host's clock instead of subscribing to it.
protocol HostClockTimer {
    /// Seconds between ticks.
    var tickInterval: TimeInterval { get }
}

extension Timer.TimerPublisher: HostClockTimer {
    var tickInterval: TimeInterval { interval }
}

extension Publishers.Autoconnect: HostClockTimer where Upstream == Timer.TimerPublisher {
    var tickInterval: TimeInterval { upstream.interval }
}
