/// Something the terminal reports: a key, a mouse action, a paste, a new size, or that it went away.
///
/// Keys are modelled on SwiftUI's `KeyPress`: a ``TerminalKeyPress/Key`` that maps one to one onto `KeyEquivalent`
/// (`.upArrow`, `.tab`, `.return`, `.space`, `.escape`, `.delete`, a character …) plus `EventModifiers`-like
/// ``TerminalKeyPress/Modifiers``. Ctrl-C arrives as the character `c` with `.control`; Shift-Tab as `.tab` with
/// `.shift`.
public enum TerminalEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(TerminalKeyPress)
    /// The mouse was pressed, released, moved or scrolled.
    case mouse(TerminalMouseEvent)
    /// Text was pasted (bracketed paste); control characters other than newline and tab are removed.
    case paste(String)
    /// The terminal now has this many columns and rows.
    case resize(columns: Int, rows: Int)
    /// The terminal's input ended or hung up (its window closed, or the session's connection dropped): nothing more
    /// will arrive, and a host should restore what it can and quit.
    case inputClosed
}

/// A key press, as SwiftUI's `KeyPress`: a key and the modifiers held.
public struct TerminalKeyPress: Hashable, Sendable, CustomStringConvertible {
    /// A key, named as SwiftUI's `KeyEquivalent` names it.
    public enum Key: Hashable, Sendable {
        /// A printable character, as typed (`"a"`, `"A"`, `"é"`, `"漢"`).
        case character(Character)
        case upArrow, downArrow, leftArrow, rightArrow
        case home, end, pageUp, pageDown
        /// Insert.
        case insert
        /// Delete forward (the Del key).
        case deleteForward
        /// Delete backward (Backspace), SwiftUI's `KeyEquivalent.delete`.
        case delete
        case tab, `return`, space, escape
        /// A function key, F1…F12.
        case function(Int)
    }

    /// The modifier keys held, as SwiftUI's `EventModifiers`.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        /// Creates modifiers from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1)
        /// Alt (Option); terminals send it as an ESC prefix or modifier code 3.
        public static let option = Modifiers(rawValue: 2)
        public static let control = Modifiers(rawValue: 4)

        /// The modifiers of an xterm modifier parameter (`CSI 1 ; m A`): m − 1 = shift 1 + alt 2 + ctrl 4 (+ meta 8).
        init(xtermParameter m: Int) {
            let bits = max(m - 1, 0)
            var set: Modifiers = []
            if bits & 1 != 0 { set.insert(.shift) }
            if bits & 2 != 0 || bits & 8 != 0 { set.insert(.option) }
            if bits & 4 != 0 { set.insert(.control) }
            self = set
        }
    }

    /// The key.
    public var key: Key
    /// The modifiers.
    public var modifiers: Modifiers

    /// Creates a key press.
    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.option) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        switch key {
        case .character(let c): parts.append(String(c))
        default: parts.append("\(key)")
        }
        return parts.joined(separator: "+")
    }
}

/// A mouse report (SGR 1006), at a cell: column and row count from 0 at the top left.
public struct TerminalMouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        case press, release, drag, move
        case scrollUp, scrollDown, scrollLeft, scrollRight
    }

    /// Which button; `.none` for motion with no button and for the wheel.
    public enum Button: Hashable, Sendable {
        case left, middle, right, none
        /// Extra buttons 8–11, numbered as xterm reports them.
        case other(Int)
    }

    /// What happened.
    public var kind: Kind
    /// The button.
    public var button: Button
    /// The column, from 0.
    public var column: Int
    /// The row, from 0.
    public var row: Int
    /// The modifiers held.
    public var modifiers: TerminalKeyPress.Modifiers

    /// Creates a mouse event.
    public init(_ kind: Kind, button: Button = .left, column: Int, row: Int, modifiers: TerminalKeyPress.Modifiers = []) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
