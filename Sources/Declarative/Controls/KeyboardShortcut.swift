import Foundation

/// A key with modifier keys that performs a control's action, as SwiftUI's `KeyboardShortcut`.
///
/// `keyboardShortcut(_:)` gives one to a button (or a toggle): pressing it anywhere in the window (inside the
/// newest sheet or alert, while one is up) acts as a tap does, unless the view that has focus takes the key first
/// (a text field its characters, a focused button `Return`). In an alert or a confirmation dialog,
/// `.defaultAction` marks the preferred button (bold, chosen by `Return`) and `.cancelAction` the one `Esc` chooses.
///
/// ```swift
/// Button("Export", action: export).keyboardShortcut("e")               // ⌘E
/// Button("Save", action: save).keyboardShortcut(.defaultAction)        // Return
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut adapts to the keyboard layout, as SwiftUI's `KeyboardShortcut.Localization`. A terminal
    /// receives characters, not key positions, so every localization matches the character as typed.
    public struct Localization: Hashable, Sendable {
        private let name: String
        /// The system remaps the shortcut for the user's keyboard layout (the default).
        public static let automatic = Localization(name: "automatic")
        /// The shortcut is not mirrored in right-to-left layouts.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// The shortcut keeps the key as given, on every layout.
        public static let custom = Localization(name: "custom")
    }

    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers
    /// How the shortcut adapts to the keyboard layout.
    public var localization: Localization

    /// A shortcut of `key` with `modifiers` (Command by default, as on macOS and iPadOS).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// A shortcut of the key that types `character`, with `modifiers`.
    public init(_ character: Character, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.init(KeyEquivalent(character), modifiers: modifiers, localization: localization)
    }

    /// `Return`, no modifiers: the default button of a window, sheet or alert.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// `Esc`, no modifiers: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` is this shortcut: the same key (a letter in either case, since Shift is a modifier of its
    /// own) with exactly these modifiers, on its way down.
    func matches(_ press: KeyPress) -> Bool {
        guard press.phase != .up, press.modifiers == modifiers else { return false }
        return press.key == key || press.key.character.lowercased() == key.character.lowercased()
    }
}

struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }

extension EnvironmentValues {
    /// The keyboard shortcut that buttons in this environment are triggered with, as SwiftUI's
    /// `EnvironmentValues.keyboardShortcut`; `keyboardShortcut(_:)` sets it.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Assigns a keyboard shortcut to the modified control (`modifiers` default to Command).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns a keyboard shortcut, with how it adapts to the keyboard layout, to the modified control.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// Assigns a keyboard shortcut to the modified control.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        keyboardShortcut(Optional(shortcut))
    }

    /// Assigns a keyboard shortcut to the modified control, or removes the one it had from further out (nil).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        nodeModifier(KeyboardShortcut.modifierName, shortcut) { shortcut, _, context in
            context.environment.keyboardShortcut = shortcut
        }
    }

    /// Registers `action` under the environment's keyboard shortcut, while the control is enabled: what a control
    /// with an action (a button, a toggle) adds to its body.
    func keyboardShortcutAction(_ action: @escaping () -> Void) -> some View {
        nodeModifier("keyboardShortcutAction", action) { action, node, context in
            guard let shortcut = context.environment.keyboardShortcut, context.environment.isEnabled else { return }
            node.lifecycle.shortcuts.append((shortcut, action))
        }
    }
}

extension KeyboardShortcut {
    /// The name of `keyboardShortcut(_:)`'s node modifier, by which an alert or a menu finds the shortcut declared
    /// around a button (see `ControlDeclarations`).
    static let modifierName = "keyboardShortcut"
}

extension ViewHost {
    /// The action of the first enabled control, in view order inside `scope`, whose keyboard shortcut `press` is.
    func shortcutAction(for press: KeyPress, in scope: ViewNode) -> (() -> Void)? {
        var found: (() -> Void)?
        scope.forEachDescendant { node in
            guard found == nil else { return }
            found = node.lifecycle.shortcuts.first { $0.shortcut.matches(press) }?.action
        }
        return found
    }
}
