import Foundation

/// An animation of a symbol image, as SwiftUI's `SymbolEffect` (iOS 17): played once when a value changes
/// (`DiscreteSymbolEffect`, with `symbolEffect(_:options:value:)`) or for as long as it is active
/// (`IndefiniteSymbolEffect`, with `symbolEffect(_:options:isActive:)`).
///
/// Symbols here are single glyphs or small drawings, not layered SF Symbols, so each effect moves the whole symbol:
/// a bounce scales it up and back, a pulse, variable colour or breathe fades it down and back, a wiggle or rotate
/// turns it, scale grows or shrinks it, appear and disappear fade and scale it in and out.
public protocol SymbolEffect: Sendable {}

/// An effect that plays once for each change of a value.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that lasts while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// How an effect moves the whole symbol.
enum SymbolMotion: Sendable {
    case bounce, fade, turn(degrees: Double), grow(CGFloat), hide
}

/// The effects of this framework, which know their motion.
protocol SymbolMotionEffect: SymbolEffect {
    var motion: SymbolMotion { get }
}

/// Declares an effect type with the variants SwiftUI gives it; each variant moves the symbol the same way here.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    var motion: SymbolMotion { .bounce }
    /// Upwards.
    public var up: BounceSymbolEffect { self }
    /// Downwards.
    public var down: BounceSymbolEffect { self }
    /// Layer by layer.
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// Fades the symbol down and back.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    var motion: SymbolMotion { .fade }
    /// Layer by layer.
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// Fades the symbol's layers in turn (the whole symbol here).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    var motion: SymbolMotion { .fade }
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers added one by one.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { self }
    /// Hides the inactive layers.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Dims the inactive layers.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// Fades and grows the symbol gently, as breathing (iOS 18).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    var motion: SymbolMotion { .fade }
    /// Pulsing.
    public var pulse: BreatheSymbolEffect { self }
    /// Plain.
    public var plain: BreatheSymbolEffect { self }
}

/// Turns the symbol back and forth (iOS 18).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    var motion: SymbolMotion { .turn(degrees: 12) }
}

/// Turns the symbol a full turn (iOS 18).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolMotionEffect {
    var motion: SymbolMotion { .turn(degrees: 360) }
    /// Clockwise.
    public var clockwise: RotateSymbolEffect { self }
    /// Anticlockwise.
    public var counterClockwise: RotateSymbolEffect { self }
}

/// Grows or shrinks the symbol while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, SymbolMotionEffect {
    let factor: CGFloat
    var motion: SymbolMotion { .grow(factor) }
    /// Larger.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(factor: 1.2) }
    /// Smaller.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(factor: 0.8) }
    /// Layer by layer.
    public var byLayer: ScaleSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// Hides the symbol (fading and shrinking it) while active: `.disappear`, or `.appear` turned off.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, SymbolMotionEffect {
    var motion: SymbolMotion { .hide }
    /// Upwards.
    public var up: DisappearSymbolEffect { self }
    /// Downwards.
    public var down: DisappearSymbolEffect { self }
}

/// Shows the symbol while active, hidden otherwise.
public struct AppearSymbolEffect: IndefiniteSymbolEffect {
    /// Upwards.
    public var up: AppearSymbolEffect { self }
    /// Downwards.
    public var down: AppearSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { .init() }
}
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init(factor: 1.2) } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }

/// How an effect plays, as SwiftUI's `SymbolEffectOptions`: how often and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times an effect plays (nil: for as long as it is active). An indefinite effect here repeats while
    /// active and a discrete one plays once a change, so the count is kept for reading only.
    var repeatCount: Int? = 1
    var speed: Double = 1

    /// The effect's own defaults.
    public static let `default` = SymbolEffectOptions()
    /// Repeats for as long as the effect is active.
    public static let repeating = SymbolEffectOptions(repeatCount: nil)
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions()
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(count, 1)) }
    /// Plays at `speed` times the usual pace.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
    /// These options, repeating.
    public var repeating: SymbolEffectOptions { var o = self; o.repeatCount = nil; return o }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { var o = self; o.repeatCount = 1; return o }
    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = max(count, 1); return o }
    /// These options at `speed` times the usual pace.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self
        o.speed = speed.isFinite && speed > 0 ? speed : 1
        return o
    }
}
