/// The graphic state a terminal draws with — foreground, background and attributes — as a colour level can
/// express it, and the shortest SGR sequence from one pen to another (TERMINAL.md §3.1).
///
/// Colours are quantized first, so two cells whose colours map to the same palette index share a pen and cost no
/// bytes to switch between. Changing pens considers two encodings and emits the shorter:
///
/// ```
/// incremental:  ESC[22;1;38;5;196m     (undo faint, keep bold — 22 clears both — then the new fg)
/// reset:        ESC[0;1;38;5;196m      (start over: 0, then every attribute and colour of the new pen)
/// ```
struct TerminalPen: Hashable, Sendable {
    /// A colour as the wire carries it.
    enum Code: Hashable, Sendable {
        case `default`
        case index(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    var foreground: Code = .default
    var background: Code = .default
    var attributes: Cell.Attributes = []

    /// The pen of the terminal after `CSI 0 m`.
    static let reset = TerminalPen()

    /// The pen for a cell at a colour level.
    init(_ cell: Cell, level: ColorLevel) {
        foreground = Self.code(cell.foreground, level)
        background = Self.code(cell.background, level)
        attributes = cell.attributes
    }

    init() {}

    static func code(_ color: CellColor?, _ level: ColorLevel) -> Code {
        guard let color else { return .default }
        switch level {
        case .none: return .default
        case .ansi16: return .index(UInt8(ColorPalette.index16(for: color)))
        case .ansi256: return .index(UInt8(ColorPalette.index256(for: color)))
        case .trueColor: return .rgb(color.red, color.green, color.blue)
        }
    }

    private static let attributeCodes: [(Cell.Attributes, on: String, off: String)] = [
        (.bold, "1", "22"), (.dim, "2", "22"), (.italic, "3", "23"), (.underline, "4", "24"), (.inverse, "7", "27"),
    ]

    private static func parameters(_ code: Code, foreground: Bool) -> String {
        switch code {
        case .default: return foreground ? "39" : "49"
        case .index(let i) where i < 8: return String(Int(i) + (foreground ? 30 : 40))
        case .index(let i) where i < 16: return String(Int(i) - 8 + (foreground ? 90 : 100))
        case .index(let i): return (foreground ? "38;5;" : "48;5;") + String(i)
        case .rgb(let r, let g, let b): return (foreground ? "38;2;" : "48;2;") + "\(r);\(g);\(b)"
        }
    }

    /// The SGR sequence that turns `old` (nil: unknown) into this pen, or an empty string if nothing changes.
    func transition(from old: TerminalPen?) -> String {
        if let old, old == self { return "" }
        var full = ["0"]
        for (attribute, on, _) in Self.attributeCodes where attributes.contains(attribute) { full.append(on) }
        if foreground != .default { full.append(Self.parameters(foreground, foreground: true)) }
        if background != .default { full.append(Self.parameters(background, foreground: false)) }
        let reset = "\u{1B}[" + full.joined(separator: ";") + "m"
        guard let old else { return reset }

        var parts: [String] = []
        let removed = old.attributes.subtracting(attributes)
        var added = attributes.subtracting(old.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            parts.append("22")
            added.formUnion(attributes.intersection([.bold, .dim]))   // 22 cleared both: re-add the kept one
        }
        if removed.contains(.italic) { parts.append("23") }
        if removed.contains(.underline) { parts.append("24") }
        if removed.contains(.inverse) { parts.append("27") }
        for (attribute, on, _) in Self.attributeCodes where added.contains(attribute) { parts.append(on) }
        if foreground != old.foreground { parts.append(Self.parameters(foreground, foreground: true)) }
        if background != old.background { parts.append(Self.parameters(background, foreground: false)) }
        let incremental = "\u{1B}[" + parts.joined(separator: ";") + "m"
        return incremental.utf8.count <= reset.utf8.count ? incremental : reset
    }
}
