import Foundation

/// A key a view can respond to, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key produces (special keys use private-use characters, as SwiftUI does).
    public let character: Character
    /// A key from a character.
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let `return` = KeyEquivalent("\r")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
}

/// Modifier keys held during a key press, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let command = EventModifiers(rawValue: 8)
}

/// A key press delivered to `onKeyPress`, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    /// Whether a handler consumed the press.
    public enum Result: Sendable { case handled, ignored }
    /// The phase of the press; terminals only report `down`.
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
    /// The key.
    public let key: KeyEquivalent
    /// The characters the key produced.
    public let characters: String
    /// The modifier keys.
    public let modifiers: EventModifiers
    /// The phase.
    public let phase: Phases

    /// Creates a key press.
    public init(key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [], phase: Phases = .down) {
        self.key = key
        self.characters = characters ?? String(key.character)
        self.modifiers = modifiers
        self.phase = phase
    }
}

extension View {
    /// Handles presses of one key (key-down and repeats) while this view or one inside it has focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        onKeyPress(phases: [.down, .repeat]) { press in press.key == key ? action() : .ignored }
    }

    /// Handles presses of one key in the given phases.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(phases: phases) { press in press.key == key ? action(press) : .ignored }
    }

    /// Handles presses of any of a set of keys.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(phases: phases) { press in keys.contains(press.key) ? action(press) : .ignored }
    }

    /// Handles presses of any of a set of characters.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(phases: phases) { press in
            press.characters.unicodeScalars.allSatisfy(characters.contains) ? action(press) : .ignored
        }
    }

    /// Handles every key press in the given phases. Keys reach the focused view first, then its ancestors (see
    /// `ViewHost.press(_:)`); a disabled view's handlers are skipped.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        nodeModifier("onKeyPress") { node, context in
            guard context.environment.isEnabled else { return }
            node.lifecycle.keyHandlers.append { press in phases.contains(press.phase) ? action(press) : .ignored }
        }
    }
}
