import Declarative

/// Terminal keys in SwiftUI's words: a ``TerminalKeyPress`` becomes the `KeyPress` that `onKeyPress` handlers see.
///
/// ```
/// ESC [ A          .upArrow            → KeyEquivalent.upArrow
/// 0x0D             .return             → KeyEquivalent.return
/// ESC [ 1 ; 5 C    .rightArrow + ctrl  → KeyEquivalent.rightArrow, modifiers [.control]
/// 0x03             "c" + ctrl          → KeyEquivalent("c"),     modifiers [.control]
/// ESC O P          F1                  → KeyEquivalent("\u{F704}")  (AppKit's NSF1FunctionKey)
/// ```
///
/// Keys SwiftUI has no constant for (Insert, F1–F12) use AppKit's function-key code points, as SwiftUI does on macOS.
extension KeyPress {
    /// The key press a terminal key press stands for.
    public init(_ press: TerminalKeyPress) {
        let key = KeyEquivalent(press.key)
        let characters: String
        switch press.key {
        case .character(let c): characters = String(c)
        default: characters = String(key.character)
        }
        self.init(key: key, characters: characters, modifiers: EventModifiers(press.modifiers))
    }
}

extension KeyEquivalent {
    /// The key equivalent of a terminal key.
    public init(_ key: TerminalKeyPress.Key) {
        switch key {
        case .character(let c): self.init(c)
        case .upArrow: self = .upArrow
        case .downArrow: self = .downArrow
        case .leftArrow: self = .leftArrow
        case .rightArrow: self = .rightArrow
        case .home: self = .home
        case .end: self = .end
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .insert: self.init("\u{F727}")
        case .deleteForward: self = .deleteForward
        case .delete: self = .delete
        case .tab: self = .tab
        case .return: self = .return
        case .space: self = .space
        case .escape: self = .escape
        case .function(let n):
            let scalar = Unicode.Scalar(UInt32(0xF704 + min(max(n, 1), 35) - 1)).map(Character.init) ?? "\u{F704}"
            self.init(scalar)
        }
    }
}

extension EventModifiers {
    /// The modifiers of a terminal key press.
    public init(_ modifiers: TerminalKeyPress.Modifiers) {
        var set: EventModifiers = []
        if modifiers.contains(.shift) { set.insert(.shift) }
        if modifiers.contains(.option) { set.insert(.option) }
        if modifiers.contains(.control) { set.insert(.control) }
        self = set
    }
}
