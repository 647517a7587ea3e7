import Foundation

/// Wall-clock timing with warm-up, repetitions and medians.
///
/// Every figure the bench prints is a median of repeated runs after untimed warm-up runs. A case repeats until it
/// has at least `minReps` samples and has spent `budget` seconds, or has `maxReps` samples:
///
/// ```
/// warm-up ×w (untimed) │ run run run … (≥ minReps, until budget spent or maxReps) │ → median, min, max
/// ```
struct Timing {
    /// Untimed runs before the samples.
    var warmUp = 1
    /// The fewest samples.
    var minReps = 5
    /// The most samples.
    var maxReps = 200
    /// Seconds of samples to collect once `minReps` is reached.
    var budget = 0.5

    /// The samples of `body`, in seconds.
    @MainActor
    func measure(_ body: () -> Void) -> Samples {
        for _ in 0..<warmUp { body() }
        var seconds: [Double] = []
        let start = Self.now()
        while seconds.count < maxReps && (seconds.count < minReps || Self.now() - start < budget) {
            let t0 = Self.now()
            body()
            seconds.append(Self.now() - t0)
        }
        return Samples(seconds)
    }

    /// Monotonic seconds.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Seconds taken by one call.
    @MainActor
    static func once(_ body: () -> Void) -> Double {
        let t0 = now()
        body()
        return now() - t0
    }
}

/// A set of timed samples, in seconds.
struct Samples {
    let seconds: [Double]

    init(_ seconds: [Double]) { self.seconds = seconds.sorted() }

    var count: Int { seconds.count }
    var median: Double {
        guard !seconds.isEmpty else { return .nan }
        let m = seconds.count / 2
        return seconds.count % 2 == 1 ? seconds[m] : (seconds[m - 1] + seconds[m]) / 2
    }
    var min: Double { seconds.first ?? .nan }
    var max: Double { seconds.last ?? .nan }
    /// The value below which `p` (0…1) of the samples fall.
    func percentile(_ p: Double) -> Double {
        guard !seconds.isEmpty else { return .nan }
        let i = Swift.min(seconds.count - 1, Swift.max(0, Int((Double(seconds.count) * p).rounded(.up)) - 1))
        return seconds[i]
    }
    var medianMilliseconds: Double { median * 1e3 }

    /// These samples and `other`'s, pooled.
    func pooled(with other: Samples) -> Samples { Samples(seconds + other.seconds) }
}

/// Formats for the tables.
enum Format {
    /// Milliseconds with a precision that suits the magnitude.
    static func ms(_ seconds: Double) -> String { msValue(seconds * 1e3) }

    static func msValue(_ ms: Double) -> String {
        guard ms.isFinite else { return "—" }
        if ms >= 100 { return String(format: "%.0f", ms) }
        if ms >= 10 { return String(format: "%.1f", ms) }
        if ms >= 1 { return String(format: "%.2f", ms) }
        return String(format: "%.3f", ms)
    }

    /// A ratio like `31×` or `0.42×`.
    static func ratio(_ r: Double) -> String {
        guard r.isFinite, r > 0 else { return "—" }
        if r >= 100 { return String(format: "%.0f×", r) }
        if r >= 10 { return String(format: "%.1f×", r) }
        return String(format: "%.2f×", r)
    }

    /// Bytes with thousands separators.
    static func bytes(_ n: Int) -> String {
        let s = String(n)
        var out = ""
        for (i, c) in s.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return String(out.reversed())
    }

    static func mb(_ kb: Int) -> String { String(format: "%.1f MB", Double(kb) / 1024) }

    static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "—" }
        return fraction < 0.001 ? String(format: "%.4f%%", fraction * 100) : String(format: "%.2f%%", fraction * 100)
    }
}
