import Foundation

/// A kind of haptic or audio feedback, as SwiftUI's `SensoryFeedback`: pass it to `View.sensoryFeedback` to play it
/// when a value changes.
///
/// A terminal and an SVG file cannot play haptics. The modifiers decide when feedback plays exactly as SwiftUI's do
/// (on a change of the trigger, subject to the condition) and hand it to the environment's
/// ``EnvironmentValues/sensoryFeedbackPlayer``, which plays nothing unless a host or an app installs one (a test can
/// record what played; a terminal app may ring the bell).
public struct SensoryFeedback: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    let kind: Kind

    /// A task or action completed.
    public static let success = SensoryFeedback(kind: .success)
    /// A task or action produced a warning.
    public static let warning = SensoryFeedback(kind: .warning)
    /// A task or action failed.
    public static let error = SensoryFeedback(kind: .error)
    /// The selection changed.
    public static let selection = SensoryFeedback(kind: .selection)
    /// An important value increased above a significant threshold.
    public static let increase = SensoryFeedback(kind: .increase)
    /// An important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// An activity started.
    public static let start = SensoryFeedback(kind: .start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// A dragged item aligned with something.
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// Movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// A drawn path completed or was recognised.
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    /// A physical impact, of medium weight at full intensity.
    public static let impact = SensoryFeedback(kind: .impact(weight: .medium, flexibility: nil, intensity: 1))

    /// A physical impact of objects of a weight, at an intensity (0…1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// A physical impact of objects of a flexibility, at an intensity (0…1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// The weight of the objects in an impact.
    public struct Weight: Equatable, Sendable {
        let level: Int
        /// Small or light objects.
        public static let light = Weight(level: 0)
        /// Medium-sized objects.
        public static let medium = Weight(level: 1)
        /// Large or heavy objects.
        public static let heavy = Weight(level: 2)
    }

    /// The flexibility of the objects in an impact.
    public struct Flexibility: Equatable, Sendable {
        let level: Int
        /// Hard, inflexible objects.
        public static let rigid = Flexibility(level: 0)
        /// Solid objects of medium flexibility.
        public static let solid = Flexibility(level: 1)
        /// Soft, flexible objects.
        public static let soft = Flexibility(level: 2)
    }
}

/// Plays sensory feedback for ``View/sensoryFeedback(_:trigger:)`` and its siblings. Not part of SwiftUI, whose
/// feedback goes to the device: these outputs have none, so a host decides what, if anything, feedback does.
public struct SensoryFeedbackPlayer {
    let play: @MainActor (SensoryFeedback) -> Void

    /// A player that calls `play` with each feedback, on the main actor, after the update that triggered it.
    public init(_ play: @escaping @MainActor (SensoryFeedback) -> Void) { self.play = play }

    /// Plays `feedback`.
    @MainActor public func callAsFunction(_ feedback: SensoryFeedback) { play(feedback) }
}

struct SensoryFeedbackPlayerKey: EnvironmentKey {
    // Computed, so that the key needs no `Sendable` value.
    static var defaultValue: SensoryFeedbackPlayer { SensoryFeedbackPlayer { _ in } }
}

extension EnvironmentValues {
    /// What plays the feedback of `sensoryFeedback` modifiers below: by default nothing (see ``SensoryFeedback``).
    public var sensoryFeedbackPlayer: SensoryFeedbackPlayer {
        get { self[SensoryFeedbackPlayerKey.self] }
        set { self[SensoryFeedbackPlayerKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Plays `feedback` when `trigger` changes (not when the view first appears), as SwiftUI's modifier.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback }
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
    }

    /// Plays the feedback that `feedback(old, new)` returns, if any, when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        nodeModifier("sensoryFeedback", (trigger, feedback)) { payload, node, _ in
            let (trigger, feedback) = payload
            // Slot -4: the trigger as of the last update (the other modifiers' slots are -1 … -3).
            if let previous = node.storage[-4] as? ValueBox<T>, previous.value != trigger {
                let old = previous.value, player = node.environment.sensoryFeedbackPlayer
                node.graph.pendingAppear.append { if let f = feedback(old, trigger) { player(f) } }
            }
            node.storage[-4] = ValueBox(trigger)
        }
    }
}
