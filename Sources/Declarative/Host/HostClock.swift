import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The time source of a host, in seconds. Hosts inject it; the core never reads the wall clock.
public protocol HostClock: Sendable {
    /// Seconds since the clock started.
    var now: Double { get }
    /// The calendar date at `now` (for `TimelineView` and views that show dates).
    var date: Date { get }
}

extension HostClock {
    public var date: Date { Date(timeIntervalSinceReferenceDate: Self.epoch + now) }
    /// 2026-01-01 00:00 UTC: where virtual time starts, so that exports and tests show the same dates every run.
    static var epoch: Double { 788_918_400 }
}

/// A clock that moves only when told to: for tests and SVG export, where every frame is deterministic.
public final class VirtualClock: HostClock, @unchecked Sendable {
    // @unchecked: `seconds` is only read and written under `lock`.
    private let lock = NSLock()
    private var seconds: Double

    /// A clock at `start` seconds.
    public init(start: Double = 0) { seconds = start }

    public var now: Double {
        lock.lock(); defer { lock.unlock() }
        return seconds
    }

    /// Moves the clock forward; negative and non-finite steps are ignored.
    public func advance(by delta: Double) {
        guard delta.isFinite, delta > 0 else { return }
        lock.lock(); defer { lock.unlock() }
        seconds += delta
    }

    /// Sets the clock to a time, if it is later than now.
    public func set(to time: Double) {
        lock.lock(); defer { lock.unlock() }
        if time.isFinite, time > seconds { seconds = time }
    }
}

/// The real monotonic clock (`CLOCK_MONOTONIC`), for live terminal hosts.
public struct MonotonicClock: HostClock {
    private let origin: Double
    /// A clock that starts at zero now.
    public init() { origin = Self.read() }
    public var now: Double { Self.read() - origin }
    public var date: Date { Date() }

    private static func read() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
