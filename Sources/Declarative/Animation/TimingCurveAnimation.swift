import Foundation

/// An animation that follows a ``UnitCurve`` over a fixed duration
/// (SwiftUI's `BezierAnimation`): it presents `Δ·curve(t/duration)` while
/// `t ≤ duration` and ends (nil) afterwards. Combines with running animations.
struct TimingCurveAnimation: CustomAnimation, KnownDurationAnimation, CustomStringConvertible {
    var curve: UnitCurve
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        if time >= duration { context.isLogicallyComplete = true }
        return value.scaled(by: curve.value(at: time / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }

    var knownDuration: Double? { duration > 0 ? duration : nil }

    var description: String {
        let name: String
        switch curve {
        case .linear: name = "linear"
        case .easeIn: name = "easeIn"
        case .easeOut: name = "easeOut"
        case .easeInOut: name = "easeInOut"
        case .circularEaseIn: name = "circularEaseIn"
        case .circularEaseOut: name = "circularEaseOut"
        case .circularEaseInOut: name = "circularEaseInOut"
        default:
            if let p = curve.bezierControlPoints {
                name = "timingCurve(\(p.0), \(p.1), \(p.2), \(p.3))"
            } else {
                name = "curve"
            }
        }
        return "\(name)(duration: \(duration))"
    }
}

extension Animation {
    /// An animation that moves at a constant speed, lasting 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }

    /// An animation that moves at a constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// An animation that starts slowly and speeds up (CSS `ease-in`), lasting 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// An animation that starts slowly and speeds up over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// An animation that starts quickly and slows down (CSS `ease-out`), lasting 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// An animation that starts quickly and slows down over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// An animation that starts and ends slowly (CSS `ease-in-out`), lasting 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// An animation that starts and ends slowly over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// An animation following a cubic Bézier timing curve with control
    /// points `(p1x, p1y)` and `(p2x, p2y)` (CSS `cubic-bezier`).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
                    duration: duration)
    }

    /// An animation following `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }
}
