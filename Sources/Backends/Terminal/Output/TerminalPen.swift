/// The graphic state a terminal draws with — foreground, background and attributes — as a colour level can
/// express it, and the shortest SGR sequence from one pen to another (SGR, ECMA-48 §8.3.117 and xterm's ctlseqs).
///
/// Colours are quantized first, so two cells whose colours map to the same palette index share a pen and cost no
/// bytes to switch between. Changing pens considers two encodings and emits the shorter:
///
/// ```
/// incremental:  ESC[22;1;38;5;196m     (undo faint, keep bold — 22 clears both — then the new fg)
/// reset:        ESC[0;1;38;5;196m      (start over: 0, then every attribute and colour of the new pen)
/// ```
struct TerminalPen: Hashable, Sendable {
    /// A colour as the wire carries it, packed in 32 bits: the kind in the top byte, the value below.
    struct Code: Hashable, Sendable {
        let rawValue: UInt32

        /// The terminal's default colour (SGR 39 / 49).
        static let `default` = Code(rawValue: 0)
        /// A palette index (SGR 30–37, 90–97 or 38;5;n and their background forms).
        static func index(_ i: UInt8) -> Code { Code(rawValue: 1 << 24 | UInt32(i)) }
        /// A 24-bit colour (SGR 38;2;r;g;b).
        static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Code {
            Code(rawValue: 2 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
        }

        private func byte(_ shift: UInt32) -> Int { Int(rawValue >> shift & 0xFF) }

        /// Appends the SGR parameters that select this colour.
        func appendParameters(to out: inout ByteWriter, foreground: Bool) {
            switch rawValue >> 24 {
            case 0:
                out.append(ascii: foreground ? "39" : "49")
            case 1 where byte(0) < 8:
                out.appendDecimal(byte(0) + (foreground ? 30 : 40))
            case 1 where byte(0) < 16:
                out.appendDecimal(byte(0) - 8 + (foreground ? 90 : 100))
            case 1:
                out.append(ascii: foreground ? "38;5;" : "48;5;")
                out.appendDecimal(byte(0))
            default:
                out.append(ascii: foreground ? "38;2;" : "48;2;")
                out.appendDecimal(byte(16))
                out.append(0x3B)
                out.appendDecimal(byte(8))
                out.append(0x3B)
                out.appendDecimal(byte(0))
            }
        }
    }

    var foreground: Code = .default
    var background: Code = .default
    var attributes: Cell.Attributes = []

    /// The pen of the terminal after `CSI 0 m`.
    static let reset = TerminalPen()

    /// The pen for a cell at a colour level, with the frame's choices for its category colours.
    init(_ cell: Cell, level: ColorLevel, palette: FramePalette = .empty) {
        foreground = Self.code(cell.foreground, level, palette)
        background = Self.code(cell.background, level, palette)
        attributes = cell.attributes
    }

    init() {}

    static func code(_ color: CellColor?, _ level: ColorLevel, _ palette: FramePalette) -> Code {
        guard let color else { return .default }
        if level != .trueColor, let index = palette.index(for: color) { return .index(UInt8(index)) }
        switch level {
        case .none: return .default
        case .ansi16: return .index(UInt8(ColorPalette.index16(for: color)))
        case .ansi256: return .index(UInt8(ColorPalette.index256(for: color)))
        case .trueColor: return .rgb(color.red, color.green, color.blue)
        }
    }

    private static let attributeCodes: [(Cell.Attributes, on: StaticString)] = [
        (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.inverse, "7"),
    ]

    /// Appends the SGR sequence that turns `old` (nil: unknown) into this pen; nothing if nothing changes.
    func appendTransition(from old: TerminalPen?, to out: inout ByteWriter) {
        if let old, old == self { return }
        let start = out.count
        var reset = SGRSequence(&out)
        reset.add("0", to: &out)
        if !attributes.isEmpty {
            for (attribute, on) in Self.attributeCodes where attributes.contains(attribute) { reset.add(on, to: &out) }
        }
        if foreground != .default { reset.add(foreground, foreground: true, to: &out) }
        if background != .default { reset.add(background, foreground: false, to: &out) }
        out.append(SGRSequence.final)
        guard let old else { return }

        // The incremental form goes after the reset form; the shorter one stays (the incremental on a tie).
        let middle = out.count
        var incremental = SGRSequence(&out)
        let removed = old.attributes.subtracting(attributes)
        var added = attributes.subtracting(old.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            incremental.add("22", to: &out)
            added.formUnion(attributes.intersection([.bold, .dim]))   // 22 cleared both: re-add the kept one
        }
        if removed.contains(.italic) { incremental.add("23", to: &out) }
        if removed.contains(.underline) { incremental.add("24", to: &out) }
        if removed.contains(.inverse) { incremental.add("27", to: &out) }
        if !added.isEmpty {
            for (attribute, on) in Self.attributeCodes where added.contains(attribute) { incremental.add(on, to: &out) }
        }
        if foreground != old.foreground { incremental.add(foreground, foreground: true, to: &out) }
        if background != old.background { incremental.add(background, foreground: false, to: &out) }
        out.append(SGRSequence.final)
        if out.count - middle <= middle - start {
            out.removeSubrange(from: start, upTo: middle)
        } else {
            out.removeLast(from: middle)
        }
    }

    /// The SGR sequence that turns `old` (nil: unknown) into this pen, or an empty string if nothing changes.
    func transition(from old: TerminalPen?) -> String {
        var out = ByteWriter()
        appendTransition(from: old, to: &out)
        return out.string()
    }
}

/// One SGR sequence being written: `ESC [`, parameters separated by `;`, then `m` (``final``).
private struct SGRSequence {
    static let final: UInt8 = 0x6D
    private var isFirst = true

    /// Starts a sequence with `ESC [`.
    init(_ out: inout ByteWriter) {
        out.append(ascii: "\u{1B}[")
    }

    private mutating func separate(_ out: inout ByteWriter) {
        if !isFirst { out.append(0x3B) }
        isFirst = false
    }

    mutating func add(_ parameter: StaticString, to out: inout ByteWriter) {
        separate(&out)
        out.append(ascii: parameter)
    }

    mutating func add(_ code: TerminalPen.Code, foreground: Bool, to out: inout ByteWriter) {
        separate(&out)
        code.appendParameters(to: &out, foreground: foreground)
    }
}
