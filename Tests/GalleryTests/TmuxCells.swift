import Foundation

/// The cells of one line of `tmux capture-pane -e` output: each glyph with the SGR colour it was drawn in.
enum TmuxCells {
    struct Cell {
        var glyph: Character
        /// The foreground's SGR parameters (`38;5;33`, `94`), nil for the default.
        var foreground: String?
        var isReversed: Bool

        /// How much of the cell the glyph inks: braille dots an eighth each, block elements by their fill, other
        /// glyphs a quarter, a blank nothing; reverse video inverts the block's fill.
        var ink: Double {
            guard let scalar = glyph.unicodeScalars.first else { return 0 }
            let v = scalar.value
            let fill: Double
            switch v {
            case 0x2800...0x28FF: fill = Double((v - 0x2800).nonzeroBitCount) / 8
            case 0x2581...0x2588: fill = Double(v - 0x2580) / 8          // ▁ … █
            case 0x2589...0x258F: fill = Double(0x2590 - v) / 8          // ▉ … ▏
            case 0x2580, 0x2590: fill = 0.5                              // ▀ ▐
            case 0x2594, 0x2595: fill = 1.0 / 8                          // ▔ ▕
            case 0x2596...0x259F: fill = [1, 1, 1, 3, 2, 3, 3, 1, 2, 3][Int(v - 0x2596)] / 4.0
            case 0x20: fill = 0
            default: fill = 0.25
            }
            return isReversed ? 1 - fill : fill
        }
    }

    /// The line's cells, with the escape sequences read and removed.
    static func parse(_ line: String) -> [Cell] {
        var cells: [Cell] = []
        var foreground: String?
        var reversed = false
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                cells.append(Cell(glyph: Character(scalar), foreground: foreground, isReversed: reversed))
                continue
            }
            guard scalars.next() == "[" else { continue }
            var parameters = ""
            while let s = scalars.next(), s != "m" { parameters.unicodeScalars.append(s) }
            var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            if codes.isEmpty { codes = ["0"] }
            var i = 0
            while i < codes.count {
                switch codes[i] {
                case "0", "": foreground = nil; reversed = false
                case "7": reversed = true
                case "27": reversed = false
                case "39": foreground = nil
                case "38", "48":
                    let isForeground = codes[i] == "38"
                    let count = i + 1 < codes.count && codes[i + 1] == "2" ? 5 : 3
                    if isForeground { foreground = codes[i..<min(i + count, codes.count)].joined(separator: ";") }
                    i += count - 1
                case let code where (30...37).contains(Int(code) ?? 0) || (90...97).contains(Int(code) ?? 0):
                    foreground = code
                default: break
                }
                i += 1
            }
        }
        return cells
    }

    /// The line's text without escape sequences.
    static func text(_ line: String) -> String { String(parse(line).map(\.glyph)) }
}
