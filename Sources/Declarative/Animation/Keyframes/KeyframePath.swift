import Foundation

/// One keyframe track worked out: its keyframes as curves laid end to end in time, in `animatableData` space. A pure
/// function of time, like the animation curves.
///
/// ```
///  value                ╭─spring─╮
///    │      cubic  ╭────╯        ╰── (held after the end)
///    │  linear ╭──╯
///    │ ───────╯  move ↑ (zero-length jump)
///    └──────────────────────────────▶ time
///    0        d₀       d₀+d₁     …   duration
/// ```
///
/// Each segment starts where the one before it ended (the initial value for the first). The velocities at the joins
/// follow Apple's documentation of the keyframe types: a spring or an automatic cubic start with the velocity the
/// previous segment ended with (the initial velocity for the first, zero when there is none); an automatic cubic ends
/// with the velocity the next segment starts with — for a cubic or spring after it, the Catmull-Rom tangent through
/// its neighbours, `(next − previous) / (dᵢ + dᵢ₊₁)` — and at rest when it is the last.
struct KeyframePath<V: VectorArithmetic> {
    enum Curve {
        /// `from + (to − from)·curve(s)` for progress `s`.
        case linear(from: V, to: V, curve: UnitCurve)
        /// A cubic Hermite curve; velocities in units per second.
        case cubic(from: V, to: V, startVelocity: V, endVelocity: V)
        /// A spring from `from` towards `to`, with an initial velocity.
        case spring(from: V, to: V, velocity: V, spring: Spring)
        /// A jump to `to`.
        case move(to: V)
    }

    struct Piece {
        let curve: Curve
        let start: Double
        let duration: Double
        /// The value and velocity where the piece ends (for a cut-off spring, where the spring was).
        var end: V = .zero
        var endVelocity: V = .zero
    }

    let initial: V
    private(set) var pieces: [Piece] = []

    /// When the last segment ends.
    var duration: Double { pieces.last.map { $0.start + $0.duration } ?? 0 }

    /// Lays out `segments` from `initial`, moving at `initialVelocity` (at rest when nil).
    init(initial: V, initialVelocity: V?, segments: [KeyframeSegment<V>]) {
        self.initial = initial
        var from = initial, velocity = initialVelocity ?? .zero, time = 0.0
        for (i, segment) in segments.enumerated() {
            let curve: Curve, length: Double
            switch segment {
            case .linear(let to, let duration, let unit):
                (curve, length) = (.linear(from: from, to: to, curve: unit), duration)
            case .move(let to):
                (curve, length) = (.move(to: to), 0)
            case .spring(let to, let duration, let spring, let start):
                let v = start ?? velocity
                (curve, length) = (.spring(from: from, to: to, velocity: v, spring: spring),
                                   duration ?? Self.settlingDuration(spring, from: from, to: to, velocity: v))
            case .cubic(let to, let duration, let start, let end):
                let next = segments.indices.contains(i + 1) ? segments[i + 1] : nil
                let exit = end ?? Self.exitVelocity(from: from, to: to, duration: duration, before: next)
                curve = .cubic(from: from, to: to, startVelocity: start ?? velocity, endVelocity: exit)
                length = duration
            }
            var piece = Piece(curve: curve, start: time, duration: length)
            (piece.end, piece.endVelocity) = (Self.value(piece, at: length), Self.velocity(piece, at: length))
            pieces.append(piece)
            (from, velocity, time) = (piece.end, piece.endVelocity, time + length)
        }
    }

    /// The value at `time` seconds from the start: the initial value before it, the last end after it.
    func value(at time: Double) -> V {
        guard let piece = piece(at: time) else { return initial }
        return Self.value(piece, at: time - piece.start)
    }

    /// The velocity (units per second) at `time`: zero before the start and after the end.
    func velocity(at time: Double) -> V {
        guard let piece = piece(at: time), time < duration else { return .zero }
        return Self.velocity(piece, at: time - piece.start)
    }

    /// The last piece that has started by `time` (a jump at `time` has happened).
    private func piece(at time: Double) -> Piece? {
        guard time >= 0 else { return nil }
        return pieces.last { $0.start <= time }
    }

    // MARK: - One piece

    private static func value(_ piece: Piece, at elapsed: Double) -> V {
        let d = piece.duration, t = min(max(elapsed, 0), d), s = d > 0 ? t / d : 1
        switch piece.curve {
        case .linear(let from, let to, let curve):
            return from.interpolated(towards: to, amount: curve.value(at: s))
        case .cubic(let from, let to, let v0, let v1):
            // Hermite basis with tangents m = v·d (per unit of progress).
            let s2 = s * s, s3 = s2 * s
            return from.scaled(by: 2 * s3 - 3 * s2 + 1) + v0.scaled(by: (s3 - 2 * s2 + s) * d)
                + to.scaled(by: -2 * s3 + 3 * s2) + v1.scaled(by: (s3 - s2) * d)
        case .spring(let from, let to, let v, let spring):
            return from + spring.value(target: to - from, initialVelocity: v, time: t)
        case .move(let to):
            return to
        }
    }

    private static func velocity(_ piece: Piece, at elapsed: Double) -> V {
        let d = piece.duration, t = min(max(elapsed, 0), d)
        guard d > 0 else { return .zero }
        let s = t / d
        switch piece.curve {
        case .linear(let from, let to, let curve):
            return (to - from).scaled(by: curve.velocity(at: s) / d)
        case .cubic(let from, let to, let v0, let v1):
            let s2 = s * s
            return (from - to).scaled(by: (6 * s2 - 6 * s) / d) + v0.scaled(by: 3 * s2 - 4 * s + 1)
                + v1.scaled(by: 3 * s2 - 2 * s)
        case .spring(let from, let to, let v, let spring):
            return spring.velocity(target: to - from, initialVelocity: v, time: t)
        case .move:
            return .zero
        }
    }

    // MARK: - Joins

    /// The velocity an automatic cubic segment from `from` to `to` ends with, given the segment after it.
    private static func exitVelocity(from: V, to: V, duration: Double, before next: KeyframeSegment<V>?) -> V {
        /// The Catmull-Rom tangent at `to`, between `from` and the next keyframe's value.
        func catmullRom(_ nextValue: V, _ nextDuration: Double) -> V {
            let span = duration + nextDuration
            return span > 0 ? (nextValue - from).scaled(by: 1 / span) : .zero
        }
        switch next {
        case nil, .move:
            return .zero
        case .linear(let nextValue, let nextDuration, let curve):
            return nextDuration > 0 ? (nextValue - to).scaled(by: curve.velocity(at: 0) / nextDuration) : .zero
        case .cubic(let nextValue, let nextDuration, let start, _):
            return start ?? catmullRom(nextValue, nextDuration)
        case .spring(let nextValue, let nextDuration, let spring, let start):
            return start ?? catmullRom(nextValue, nextDuration ?? spring.settlingDuration)
        }
    }

    /// How long a spring keyframe with no duration lasts: until the spring settles to within 0.001 of its travel
    /// (`Spring.settlingDuration`'s default epsilon), or its unit settling duration when it has no travel.
    private static func settlingDuration(_ spring: Spring, from: V, to: V, velocity: V) -> Double {
        let target = to - from
        let time = target.magnitudeSquared > 0
            ? spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: 0.001)
            : spring.settlingDuration
        return time.isFinite ? max(time, 0) : 0
    }
}
