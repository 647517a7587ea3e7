/// Turns the bytes a terminal sends into ``TerminalEvent``s: a pure parser, fed as bytes arrive.
///
/// Sequences may be split across reads (`ESC [ < 0 ; 5` then `; 3 M`); the decoder keeps the incomplete tail
/// and finishes it with the next bytes. A lone `ESC` is ambiguous — the Escape key, or the start of a sequence
/// still in flight — so it is held until more bytes come or the caller, after a short quiet time (25–50 ms),
/// calls ``flush()``:
///
/// ```
/// 1B 5B 41            ESC [ A          → .upArrow
/// 1B 5B 31 3B 35 41   ESC [ 1 ; 5 A    → .upArrow + control
/// 1B 5B 5A            ESC [ Z          → .tab + shift
/// 09 0D 20 7F 03      Tab Enter Space Backspace Ctrl-C
/// 1B 5B 3C 30 3B 35 3B 33 4D   ESC [ < 0 ; 5 ; 3 M → left press at column 4, row 2 (0-based)
/// ```
///
/// Unknown sequences are consumed whole and dropped, so their tails never leak in as typed text.
public struct TerminalInputDecoder: Sendable {
    private var pending: [UInt8] = []
    private var paste: [UInt8]?

    /// Creates a decoder.
    public init() {}

    /// Whether bytes are held back waiting for the rest of a sequence (call ``flush()`` after a quiet time).
    public var hasPendingBytes: Bool { !pending.isEmpty }

    /// The events completed by `bytes`.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
        pending.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// The events held back: a pending `ESC` becomes the Escape key, and the bytes after it are read as keys.
    public mutating func flush() -> [TerminalEvent] { drain(final: true) }

    private enum Step {
        case event(TerminalEvent?, consumed: Int)
        case incomplete
    }

    private mutating func drain(final: Bool) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        var i = 0
        while i < pending.count {
            if paste != nil {
                let (next, done) = collectPaste(from: i, into: &events)
                guard done else {
                    pending.removeFirst(next)    // keep a possible partial end marker for the next read
                    return events
                }
                i = next
                continue
            }
            switch step(at: i) {
            case .event(let event, let consumed):
                if let event { events.append(event) }
                i += consumed
            case .incomplete:
                guard final else {
                    pending.removeFirst(i)
                    return events
                }
                // Nothing more is coming: the ESC was the Escape key; read the rest on its own.
                if pending[i] == 0x1B {
                    events.append(.key(TerminalKeyPress(.escape)))
                    i += 1
                } else {
                    events.append(.key(TerminalKeyPress(.character("\u{FFFD}"))))
                    i = pending.count
                }
            }
        }
        pending.removeAll(keepingCapacity: true)
        return events
    }

    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]   // ESC [ 201 ~

    /// Collects pasted bytes up to the end marker; returns where it stopped and whether the paste ended.
    private mutating func collectPaste(from start: Int, into events: inout [TerminalEvent]) -> (Int, Bool) {
        var i = start
        while i < pending.count {
            if pending[i] == 0x1B, pending.count - i >= Self.pasteEnd.count,
               Array(pending[i..<(i + Self.pasteEnd.count)]) == Self.pasteEnd {
                let text = String(decoding: paste ?? [], as: UTF8.self)
                    .replacingCRLF()
                    .unicodeScalars.filter { $0 == "\n" || $0 == "\t" || !TextSanitizer.isUnsafe($0) }
                events.append(.paste(String(String.UnicodeScalarView(text))))
                paste = nil
                return (i + Self.pasteEnd.count, true)
            }
            if pending[i] == 0x1B && pending.count - i < Self.pasteEnd.count { break }   // maybe the end marker
            paste?.append(pending[i])
            i += 1
        }
        return (i, false)
    }

    private mutating func step(at i: Int) -> Step {
        let b = pending[i]
        switch b {
        case 0x1B:
            guard i + 1 < pending.count else { return .incomplete }
            switch pending[i + 1] {
            case 0x5B: return csi(at: i)
            case 0x4F:
                guard i + 2 < pending.count else { return .incomplete }
                return .event(Self.ss3(pending[i + 2]), consumed: 3)
            case 0x1B: return .event(.key(TerminalKeyPress(.escape)), consumed: 1)
            default:
                // Alt + key: ESC followed by the key's own bytes.
                switch character(at: i + 1) {
                case .event(.key(var press)?, let consumed):
                    press.modifiers.insert(.option)
                    return .event(.key(press), consumed: consumed + 1)
                case .incomplete: return .incomplete
                case .event(let other, let consumed): return .event(other, consumed: consumed + 1)
                }
            }
        default:
            return character(at: i)
        }
    }

    /// A single key: a control byte, or one UTF-8 encoded character.
    private func character(at i: Int) -> Step {
        let b = pending[i]
        if let key = ControlKeys.table[Int(min(b, 0x7F))], b < 0x20 || b == 0x7F {
            return .event(.key(key), consumed: 1)
        }
        if b == 0x20 { return .event(.key(TerminalKeyPress(.space)), consumed: 1) }
        let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        guard i + length <= pending.count else { return .incomplete }
        let text = String(decoding: pending[i..<(i + length)], as: UTF8.self)
        let c = text.first ?? "\u{FFFD}"
        return .event(.key(TerminalKeyPress(.character(TextSanitizer.isSafe(String(c)) ? c : "\u{FFFD}"))), consumed: length)
    }

    /// `ESC [ params intermediates final`.
    private mutating func csi(at i: Int) -> Step {
        var j = i + 2
        while j < pending.count, (0x30...0x3F).contains(pending[j]) { j += 1 }
        let paramsEnd = j
        while j < pending.count, (0x20...0x2F).contains(pending[j]) { j += 1 }
        guard j < pending.count else { return .incomplete }
        let final = pending[j]
        let consumed = j - i + 1
        guard (0x40...0x7E).contains(final) else { return .event(nil, consumed: j - i) }   // malformed: drop it
        let params = String(decoding: pending[(i + 2)..<paramsEnd], as: UTF8.self)
        if params.hasPrefix("<") && (final == 0x4D || final == 0x6D) {
            return .event(Self.sgrMouse(String(params.dropFirst()), release: final == 0x6D), consumed: consumed)
        }
        if final == 0x7E && params == "200" {
            paste = []
            return .event(nil, consumed: consumed)
        }
        return .event(Self.csiKey(params: params, final: final), consumed: consumed)
    }
}

private extension String {
    func replacingCRLF() -> String {
        var out = ""
        var previousCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" { out.append("\n"); previousCR = true; continue }
            if scalar == "\n" && previousCR { previousCR = false; continue }
            previousCR = false
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
