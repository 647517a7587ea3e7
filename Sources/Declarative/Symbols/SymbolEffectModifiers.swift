import Foundation

nonisolated extension View {
    /// Plays `effect` on the symbols in this view for as long as `isActive` holds (a pulse, a scale, a disappear),
    /// as SwiftUI's `symbolEffect(_:options:isActive:)`.
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                        isActive: Bool = true) -> some View {
        modifier(IndefiniteSymbolEffectModifier(motion: Self.motion(of: effect, isActive: isActive), speed: options.speed,
                                                isActive: isActive))
    }

    /// Plays `effect` on the symbols in this view once each time `value` changes (a bounce), as SwiftUI's
    /// `symbolEffect(_:options:value:)`, at the options' speed (a change plays it once, whatever the repeat count).
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                    value: U) -> some View {
        modifier(DiscreteSymbolEffectModifier(motion: Self.motion(of: effect, isActive: true), speed: options.speed,
                                              trigger: TaskID(value)))
    }

    /// Turns symbol effects off in this view (`true`), as SwiftUI's `symbolEffectsRemoved(_:)`.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }

    /// The motion of one of the framework's effects; `.appear` shows the symbol while active and hides it otherwise.
    fileprivate static func motion(of effect: some SymbolEffect, isActive: Bool) -> SymbolMotion? {
        if effect is AppearSymbolEffect { return isActive ? nil : .hide }
        return (effect as? any SymbolMotionEffect)?.motion
    }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether symbol effects are turned off here (`symbolEffectsRemoved()`).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

/// Draws content moved by a motion at `progress` (0 at rest, 1 at its height; −1 the other way, for a wiggle), unless
/// effects are removed here.
private struct SymbolMotionContent<Content: View> {
    let content: Content
    let motion: SymbolMotion?
    let progress: Double
    @Environment(\.symbolEffectsRemoved) private var isRemoved
}

// Conformed in an extension, so that the keyframe animator's nonisolated content closure can make one (see
// `TupleView`).
extension SymbolMotionContent: View {
    var body: some View {
        let t = isRemoved ? 0 : progress
        switch motion {
        case .bounce?: content.scaleEffect(1 + 0.25 * t)
        case .fade?: content.opacity(1 - 0.6 * abs(t))
        case .turn(let degrees)?: content.rotationEffect(.degrees(degrees * t))
        case .grow(let factor)?: content.scaleEffect(1 + (factor - 1) * t)
        case .hide?: content.opacity(1 - t).scaleEffect(1 - 0.5 * t)
        case nil: content
        }
    }
}

/// A discrete effect: the motion up and back (a wiggle one way, the other, and back) each time the trigger changes.
private struct DiscreteSymbolEffectModifier {
    let motion: SymbolMotion?
    let speed: Double
    let trigger: TaskID
}

extension DiscreteSymbolEffectModifier: ViewModifier {
    func body(content: Content) -> some View {
        let motion = self.motion, speed = self.speed
        var isWiggle = false
        if case .turn(let degrees) = motion, degrees < 360 { isWiggle = true }
        return content.keyframeAnimator(initialValue: 0.0, trigger: trigger) { view, progress in
            SymbolMotionContent(content: view, motion: motion, progress: progress)
        } keyframes: { _ in
            CubicKeyframe(1.0, duration: 0.15 / speed)
            CubicKeyframe(isWiggle ? -1.0 : 0.0, duration: (isWiggle ? 0.15 : 0.2) / speed)
            CubicKeyframe(0.0, duration: (isWiggle ? 0.1 : 0.001) / speed)
        }
    }
}

/// An indefinite effect: a scale or a hide held while active; a bounce, pulse or turn repeated while active.
private struct IndefiniteSymbolEffectModifier {
    let motion: SymbolMotion?
    let speed: Double
    let isActive: Bool
}

extension IndefiniteSymbolEffectModifier: ViewModifier {
    @ViewBuilder func body(content: Content) -> some View {
        switch motion {
        case .grow?, .hide?, nil:
            SymbolMotionContent(content: content, motion: motion, progress: isActive ? 1 : 0)
                .animation(.spring(duration: 0.3 / speed), value: isActive)
        case .bounce?, .fade?, .turn?:
            if isActive {
                content.phaseAnimator([0.0, 1.0]) { view, progress in
                    SymbolMotionContent(content: view, motion: motion, progress: progress)
                } animation: { _ in .easeInOut(duration: 0.5 / speed) }
            } else {
                content
            }
        }
    }
}
