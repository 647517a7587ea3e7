/// The key tables of the input decoder, as data (xterm's ctlseqs, "PC-Style Function Keys").
///
/// ```
/// byte        key                 CSI final / ~ code      key
/// 0x09        Tab                 A B C D                 arrows
/// 0x0D, 0x0A  Return              H F, 1~ 7~, 4~ 8~        Home, End
/// 0x1B        Escape (alone)      2~ 3~ 5~ 6~              Insert, Delete, Page Up, Page Down
/// 0x7F, 0x08  Backspace (.delete) Z                       Shift-Tab
/// 0x01…0x1A   Ctrl-A … Ctrl-Z     P Q R S (SS3), 15~…24~   F1…F12
/// ```
enum ControlKeys {
    /// The key for each byte below 0x80 that is not plain text, or nil.
    static let table: [TerminalKeyPress?] = (0..<0x80).map { b -> TerminalKeyPress? in
        switch b {
        case 0x09: return TerminalKeyPress(.tab)
        case 0x0D, 0x0A: return TerminalKeyPress(.return)
        case 0x7F, 0x08: return TerminalKeyPress(.delete)
        case 0x1B: return TerminalKeyPress(.escape)
        case 0x00: return TerminalKeyPress(.space, modifiers: .control)
        case 0x01...0x1A:
            return TerminalKeyPress(.character(Character(Unicode.Scalar(UInt8(0x60 + b)))), modifiers: .control)
        case 0x1C...0x1F:
            return TerminalKeyPress(.character(Character(Unicode.Scalar(UInt8(0x40 + b)))), modifiers: .control)
        default: return nil
        }
    }

    /// Keys by CSI final byte (with parameters `1;m` giving modifiers).
    static let csiFinals: [UInt8: TerminalKeyPress.Key] = [
        0x41: .upArrow, 0x42: .downArrow, 0x43: .rightArrow, 0x44: .leftArrow, 0x48: .home, 0x46: .end,
        0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4),
    ]

    /// Keys by the number of a `CSI n ~` sequence.
    static let tildeCodes: [Int: TerminalKeyPress.Key] = [
        1: .home, 7: .home, 4: .end, 8: .end, 2: .insert, 3: .deleteForward, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4),
        15: .function(5), 17: .function(6), 18: .function(7), 19: .function(8),
        20: .function(9), 21: .function(10), 23: .function(11), 24: .function(12),
    ]
}

extension TerminalInputDecoder {
    /// `ESC O x`: cursor keys in application mode, and F1–F4.
    static func ss3(_ final: UInt8) -> TerminalEvent? {
        ControlKeys.csiFinals[final].map { .key(TerminalKeyPress($0)) }
    }

    /// A key from a CSI sequence's parameters and final byte, or nil for one we do not know.
    static func csiKey(params: String, final: UInt8) -> TerminalEvent? {
        let numbers = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let modifiers = numbers.count > 1 ? TerminalKeyPress.Modifiers(xtermParameter: numbers[1] ?? 1) : []
        if final == 0x5A { return .key(TerminalKeyPress(.tab, modifiers: modifiers.union(.shift))) }
        if final == 0x7E {
            guard let code = numbers.first ?? nil, let key = ControlKeys.tildeCodes[code] else { return nil }
            return .key(TerminalKeyPress(key, modifiers: modifiers))
        }
        guard let key = ControlKeys.csiFinals[final] else { return nil }
        return .key(TerminalKeyPress(key, modifiers: modifiers))
    }

    /// An SGR mouse report `Cb ; Cx ; Cy`, 1-based, already stripped of `<` and the final byte.
    static func sgrMouse(_ params: String, release: Bool) -> TerminalEvent? {
        let n = params.split(separator: ";").compactMap { Int($0) }
        guard n.count == 3, n[1] >= 1, n[2] >= 1 else { return nil }
        let cb = n[0]
        var modifiers: TerminalKeyPress.Modifiers = []
        if cb & 4 != 0 { modifiers.insert(.shift) }
        if cb & 8 != 0 { modifiers.insert(.option) }
        if cb & 16 != 0 { modifiers.insert(.control) }
        let low = cb & 3
        let kind: TerminalMouseEvent.Kind
        var button: TerminalMouseEvent.Button
        if cb & 128 != 0 {
            button = .other(8 + low)
        } else {
            button = [TerminalMouseEvent.Button.left, .middle, .right, .none][low]
        }
        if cb & 64 != 0 {
            kind = [TerminalMouseEvent.Kind.scrollUp, .scrollDown, .scrollLeft, .scrollRight][low]
            button = .none
        } else if cb & 32 != 0 {
            kind = low == 3 ? .move : .drag
        } else {
            kind = release ? .release : .press
        }
        return .mouse(TerminalMouseEvent(kind, button: button, column: n[1] - 1, row: n[2] - 1, modifiers: modifiers))
    }
}
