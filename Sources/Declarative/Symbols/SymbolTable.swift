import Foundation

/// The SF Symbols most used around charts, as data: for each name, a glyph for character-cell output and a small
/// drawing for vector output.
///
/// Drawings are in a 20 × 20 box, in a compact path language read by `SymbolPath`: `M x y` move, `L x y` line,
/// `C x1 y1 x2 y2 x y` curve, `Z` close, `O cx cy r` circle, `R x y w h` rectangle, `W cx cy r from to` a pie wedge
/// (degrees, clockwise from 12 o'clock). Each layer is filled (`f`), stroked 2 units wide (`s`), or stroked in the
/// background colour over what is below (`k`, for the mark inside a filled circle). Glyphs are one cell wide.
enum SymbolTable {
    struct Entry {
        let glyph: String
        let layers: [(kind: Character, path: String)]
    }

    private static let circle = "O10 10 8"
    private static let check = "M6 10.5 L9 13.5 L14.5 7"
    private static let cross = "M6.5 6.5 L13.5 13.5 M13.5 6.5 L6.5 13.5"
    private static let plus = "M10 5 L10 15 M5 10 L15 10"
    private static let heart = "M10 17 C2 11 1 6 5 4 C7.5 3 9.5 4.5 10 6.5 C10.5 4.5 12.5 3 15 4 C19 6 18 11 10 17 Z"
    private static let star = "M10 1.5 L12.4 7.2 L18.5 7.6 L13.8 11.6 L15.3 17.6 L10 14.3 L4.7 17.6 L6.2 11.6 L1.5 7.6 L7.6 7.2 Z"
    private static let bars = "R2.5 10 4 8 R8 4 4 14 R13.5 7 4 11"
    private static let axes = "M3 2 L3 17 L18 17"
    private static let gear = "O10 10 5 M10 1 L10 4 M10 16 L10 19 M1 10 L4 10 M16 10 L19 10 M3.6 3.6 L5.8 5.8 M14.2 14.2 L16.4 16.4 M3.6 16.4 L5.8 14.2 M14.2 5.8 L16.4 3.6"
    private static let chevronRight = "M8 4 L14 10 L8 16"

    static let entries: [String: Entry] = [
        "chart.bar": Entry(glyph: "▆", layers: [("f", bars)]),
        "chart.bar.fill": Entry(glyph: "▇", layers: [("f", bars)]),
        "chart.bar.xaxis": Entry(glyph: "▆", layers: [("f", "R3 9 3 7 R8.5 4 3 12 R14 7 3 9"), ("s", "M2 18 L18 18")]),
        "chart.xyaxis.line": Entry(glyph: "╱", layers: [("s", axes), ("s", "M5 13 L9 8 L12 11 L17 4")]),
        "chart.line.uptrend.xyaxis": Entry(glyph: "↗", layers: [("s", axes), ("s", "M5 14 L9 10 L12 12 L17 5")]),
        "chart.line.downtrend.xyaxis": Entry(glyph: "↘", layers: [("s", axes), ("s", "M5 5 L9 9 L12 7 L17 14")]),
        "chart.pie": Entry(glyph: "◔", layers: [("s", circle), ("f", "W10 10 8 0 90")]),
        "chart.pie.fill": Entry(glyph: "◕", layers: [("f", "W10 10 8.5 100 360"), ("f", "W11 9 8.5 0 90")]),
        "chart.dots.scatter": Entry(glyph: "⁘", layers: [("f", "O5 14 2 O9 7 2 O14 11 2 O16 4 2")]),
        "heart": Entry(glyph: "♡", layers: [("s", heart)]),
        "heart.fill": Entry(glyph: "♥", layers: [("f", heart)]),
        "star": Entry(glyph: "☆", layers: [("s", star)]),
        "star.fill": Entry(glyph: "★", layers: [("f", star)]),
        "arrow.up.right": Entry(glyph: "↗", layers: [("s", "M5 15 L15 5 M8 5 L15 5 L15 12")]),
        "arrow.down.right": Entry(glyph: "↘", layers: [("s", "M5 5 L15 15 M15 8 L15 15 L8 15")]),
        "arrow.up": Entry(glyph: "↑", layers: [("s", "M10 17 L10 3 M4 9 L10 3 L16 9")]),
        "arrow.down": Entry(glyph: "↓", layers: [("s", "M10 3 L10 17 M4 11 L10 17 L16 11")]),
        "arrow.left": Entry(glyph: "←", layers: [("s", "M17 10 L3 10 M9 4 L3 10 L9 16")]),
        "arrow.right": Entry(glyph: "→", layers: [("s", "M3 10 L17 10 M11 4 L17 10 L11 16")]),
        "arrow.clockwise": Entry(glyph: "↻", layers: [("s", "M16 10 C16 14 13 17 10 17 C6 17 3 14 3 10 C3 6 6 3 10 3 L15 3 M12 0.5 L15 3 L12 5.5")]),
        "arrow.triangle.2.circlepath": Entry(glyph: "⟳", layers: [("s", "M4 9 C5 5 8 3 11 3 C14 3 16 5 16 7 M16 11 C15 15 12 17 9 17 C6 17 4 15 4 13 M13 7 L16 7 L16 4 M7 13 L4 13 L4 16")]),
        "checkmark": Entry(glyph: "✓", layers: [("s", check)]),
        "checkmark.circle": Entry(glyph: "✓", layers: [("s", circle), ("s", check)]),
        "checkmark.circle.fill": Entry(glyph: "✔", layers: [("f", "O10 10 9"), ("k", check)]),
        "xmark": Entry(glyph: "✕", layers: [("s", cross)]),
        "xmark.circle": Entry(glyph: "⊗", layers: [("s", circle), ("s", cross)]),
        "xmark.circle.fill": Entry(glyph: "⊗", layers: [("f", "O10 10 9"), ("k", cross)]),
        "info.circle": Entry(glyph: "ⓘ", layers: [("s", circle), ("s", "M10 9 L10 15"), ("f", "O10 6 1.2")]),
        "info.circle.fill": Entry(glyph: "ⓘ", layers: [("f", "O10 10 9"), ("k", "M10 9 L10 15 M10 5.5 L10 6.5")]),
        "questionmark.circle": Entry(glyph: "?", layers: [("s", circle), ("s", "M7.5 8 C7.5 5 12.5 5 12.5 8 C12.5 10 10 10 10 12.5"), ("f", "O10 15 1.2")]),
        "exclamationmark.triangle": Entry(glyph: "⚠", layers: [("s", "M10 2.5 L18.5 17 L1.5 17 Z"), ("s", "M10 7.5 L10 12"), ("f", "O10 14.5 1.1")]),
        "exclamationmark.triangle.fill": Entry(glyph: "⚠", layers: [("f", "M10 1.5 L19.5 17.5 L0.5 17.5 Z"), ("k", "M10 7 L10 11.5 M10 14 L10 15")]),
        "gear": Entry(glyph: "⚙", layers: [("s", gear)]),
        "gearshape": Entry(glyph: "⚙", layers: [("s", gear)]),
        "gearshape.fill": Entry(glyph: "⚙", layers: [("s", gear), ("f", "O10 10 5")]),
        "plus": Entry(glyph: "+", layers: [("s", plus)]),
        "minus": Entry(glyph: "−", layers: [("s", "M5 10 L15 10")]),
        "plus.circle": Entry(glyph: "⊕", layers: [("s", circle), ("s", plus)]),
        "plus.circle.fill": Entry(glyph: "⊕", layers: [("f", "O10 10 9"), ("k", plus)]),
        "minus.circle": Entry(glyph: "⊖", layers: [("s", circle), ("s", "M5 10 L15 10")]),
        "trash": Entry(glyph: "⌫", layers: [("s", "M3 5 L17 5 M8 5 L8 3 L12 3 L12 5 M5 5 L6 18 L14 18 L15 5 M8.5 8 L8.5 15 M11.5 8 L11.5 15")]),
        "square.and.arrow.up": Entry(glyph: "⇪", layers: [("s", "M10 13 L10 2 M6 6 L10 2 L14 6 M6.5 9 L4 9 L4 18 L16 18 L16 9 L13.5 9")]),
        "calendar": Entry(glyph: "▦", layers: [("s", "R2.5 4 15 13.5 M2.5 8 L17.5 8 M6 2 L6 5 M14 2 L14 5")]),
        "clock": Entry(glyph: "◷", layers: [("s", circle), ("s", "M10 5 L10 10 L13.5 12")]),
        "clock.fill": Entry(glyph: "◷", layers: [("f", "O10 10 9"), ("k", "M10 5 L10 10 L13.5 12")]),
        "timer": Entry(glyph: "◴", layers: [("s", "O10 11 7.5"), ("s", "M10 11 L13 7 M8 1.5 L12 1.5")]),
        "bell": Entry(glyph: "⍾", layers: [("s", "M4 15 L16 15 C14.5 13 14.5 12 14.5 9 C14.5 6 12.5 4 10 4 C7.5 4 5.5 6 5.5 9 C5.5 12 5.5 13 4 15 Z"), ("f", "O10 17 1.5")]),
        "person": Entry(glyph: "☺", layers: [("s", "O10 6 3.5"), ("s", "M3.5 18 C3.5 13 6.5 11 10 11 C13.5 11 16.5 13 16.5 18 Z")]),
        "person.fill": Entry(glyph: "☻", layers: [("f", "O10 6 4"), ("f", "M3 18.5 C3 13 6.5 10.5 10 10.5 C13.5 10.5 17 13 17 18.5 Z")]),
        "house": Entry(glyph: "⌂", layers: [("s", "M2.5 10 L10 3 L17.5 10 M4.5 8.5 L4.5 17.5 L15.5 17.5 L15.5 8.5 M8.5 17.5 L8.5 12.5 L11.5 12.5 L11.5 17.5")]),
        "house.fill": Entry(glyph: "⌂", layers: [("f", "M10 2 L18.5 10 L16 10 L16 18 L4 18 L4 10 L1.5 10 Z")]),
        "magnifyingglass": Entry(glyph: "⌕", layers: [("s", "O8.5 8.5 5.5 M12.5 12.5 L18 18")]),
        "line.3.horizontal.decrease.circle": Entry(glyph: "≡", layers: [("s", circle), ("s", "M5.5 7 L14.5 7 M7 10 L13 10 M8.5 13 L11.5 13")]),
        "line.3.horizontal": Entry(glyph: "≡", layers: [("s", "M3 5 L17 5 M3 10 L17 10 M3 15 L17 15")]),
        "slider.horizontal.3": Entry(glyph: "☰", layers: [("s", "M2 4.5 L18 4.5 M2 10 L18 10 M2 15.5 L18 15.5"), ("f", "O13 4.5 2.2 O6 10 2.2 O11 15.5 2.2")]),
        "flame": Entry(glyph: "♨", layers: [("s", "M10 18 C5.5 18 4 15 4 12.5 C4 9 7 7 8 2.5 C11 4.5 12 7 12 9 C13 8 13.5 7 13.5 6 C15.5 8 16 10.5 16 12.5 C16 15.5 14 18 10 18 Z")]),
        "flame.fill": Entry(glyph: "♨", layers: [("f", "M10 18 C5.5 18 4 15 4 12.5 C4 9 7 7 8 2.5 C11 4.5 12 7 12 9 C13 8 13.5 7 13.5 6 C15.5 8 16 10.5 16 12.5 C16 15.5 14 18 10 18 Z")]),
        "bolt.fill": Entry(glyph: "ϟ", layers: [("f", "M11.5 1 L3.5 11.5 L9.5 11.5 L8 19 L16.5 8 L10.5 8 Z")]),
        "bolt": Entry(glyph: "ϟ", layers: [("s", "M11.5 1.5 L4 11 L9.5 11 L8.5 18.5 L16 8.5 L10.5 8.5 Z")]),
        "drop.fill": Entry(glyph: "●", layers: [("f", "M10 1.5 C13 6 16 9.5 16 12.5 C16 16 13.5 18.5 10 18.5 C6.5 18.5 4 16 4 12.5 C4 9.5 7 6 10 1.5 Z")]),
        "drop": Entry(glyph: "◊", layers: [("s", "M10 2 C13 6 15.5 9.5 15.5 12.5 C15.5 15.5 13 18 10 18 C7 18 4.5 15.5 4.5 12.5 C4.5 9.5 7 6 10 2 Z")]),
        "leaf": Entry(glyph: "❦", layers: [("s", "M3 17 C3 8 8 3 17 3 C17 12 12 17 3 17 Z M3 17 L11 9")]),
        "cart": Entry(glyph: "⊻", layers: [("s", "M1.5 3 L4 3 L6 13 L16 13 L18 6 L5 6"), ("f", "O7 16.5 1.5 O15 16.5 1.5")]),
        "dollarsign.circle": Entry(glyph: "$", layers: [("s", circle), ("s", "M13 6.5 C12 5.5 8 5 7.5 7.5 C7 10 13 9.5 12.5 12.5 C12 15 8 14.5 7 13.5 M10 4 L10 16")]),
        "dollarsign.circle.fill": Entry(glyph: "$", layers: [("f", "O10 10 9"), ("k", "M13 6.5 C12 5.5 8 5 7.5 7.5 C7 10 13 9.5 12.5 12.5 C12 15 8 14.5 7 13.5 M10 4 L10 16")]),
        "chevron.right": Entry(glyph: "›", layers: [("s", chevronRight)]),
        "chevron.left": Entry(glyph: "‹", layers: [("s", "M12 4 L6 10 L12 16")]),
        "chevron.up": Entry(glyph: "˄", layers: [("s", "M4 13 L10 7 L16 13")]),
        "chevron.down": Entry(glyph: "˅", layers: [("s", "M4 7 L10 13 L16 7")]),
        "thermometer": Entry(glyph: "¦", layers: [("s", "M8 12 L8 4 C8 1.5 12 1.5 12 4 L12 12"), ("f", "O10 15 4")]),
        "thermometer.medium": Entry(glyph: "¦", layers: [("s", "M8 12 L8 4 C8 1.5 12 1.5 12 4 L12 12"), ("f", "O10 15 4 R9 7 2 6")]),
        "sun.max": Entry(glyph: "☀", layers: [("s", "O10 10 4 M10 1 L10 3 M10 17 L10 19 M1 10 L3 10 M17 10 L19 10 M3.6 3.6 L5 5 M15 15 L16.4 16.4 M3.6 16.4 L5 15 M15 5 L16.4 3.6")]),
        "sun.max.fill": Entry(glyph: "☀", layers: [("f", "O10 10 4.5"), ("s", "M10 1 L10 3 M10 17 L10 19 M1 10 L3 10 M17 10 L19 10 M3.6 3.6 L5 5 M15 15 L16.4 16.4 M3.6 16.4 L5 15 M15 5 L16.4 3.6")]),
        "cloud": Entry(glyph: "☁", layers: [("s", "M5.5 16 C2.5 16 1.5 13.5 2.5 11.5 C3.5 10 5 10 5.5 10 C5.5 6.5 8 4.5 11 4.5 C14 4.5 15.5 7 15.5 9 C17.5 9 19 10.5 19 12.5 C19 14.5 17.5 16 15.5 16 Z")]),
        "cloud.fill": Entry(glyph: "☁", layers: [("f", "M5.5 16 C2.5 16 1.5 13.5 2.5 11.5 C3.5 10 5 10 5.5 10 C5.5 6.5 8 4.5 11 4.5 C14 4.5 15.5 7 15.5 9 C17.5 9 19 10.5 19 12.5 C19 14.5 17.5 16 15.5 16 Z")]),
        "cloud.rain": Entry(glyph: "☂", layers: [("s", "M5.5 12 C2.5 12 2 8.5 5 7.5 C5.5 4.5 8 3 11 3 C14 3 15.5 5 15.5 6.5 C17.5 6.5 19 8 19 9.5 C19 11 17.5 12 15.5 12 Z M6 14.5 L5 18 M10 14.5 L9 18 M14 14.5 L13 18")]),
        "moon": Entry(glyph: "☾", layers: [("s", "M13 2.5 C8 3.5 6 8 7.5 12 C9 15.5 13.5 17 17 15 C15 18 10.5 19 7 17 C3 14.5 2 9 4.5 5.5 C6.5 3 10 2 13 2.5 Z")]),
        "moon.fill": Entry(glyph: "☾", layers: [("f", "M13 2.5 C8 3.5 6 8 7.5 12 C9 15.5 13.5 17 17 15 C15 18 10.5 19 7 17 C3 14.5 2 9 4.5 5.5 C6.5 3 10 2 13 2.5 Z")]),
        "figure.walk": Entry(glyph: "♙", layers: [("f", "O11 3 2"), ("s", "M10.5 6.5 L9 12 L6 18 M9 12 L12 14.5 L13 18.5 M10.5 6.5 L14 10 M10.5 6.5 L6.5 9.5")]),
        "figure.run": Entry(glyph: "♟", layers: [("f", "O13 3 2"), ("s", "M12 6.5 L9 11.5 L4 13 M9 11.5 L12.5 14 L11 18.5 M12 6.5 L16 9.5 L18 8 M12 6.5 L8 7 L6 9.5")]),
        "battery.100": Entry(glyph: "▮", layers: [("s", "R1.5 5.5 15 9"), ("f", "R3.5 7.5 11 5 R17.5 8 1.5 4")]),
        "battery.50": Entry(glyph: "▯", layers: [("s", "R1.5 5.5 15 9"), ("f", "R3.5 7.5 5.5 5 R17.5 8 1.5 4")]),
        "wifi": Entry(glyph: "⌔", layers: [("s", "M2 8 C6.5 3.5 13.5 3.5 18 8 M4.5 11 C7.5 8 12.5 8 15.5 11 M7 14 C8.5 12.5 11.5 12.5 13 14"), ("f", "O10 16.5 1.5")]),
        "location": Entry(glyph: "➤", layers: [("s", "M17.5 2.5 L2.5 9 L9.5 10.5 L11 17.5 Z")]),
        "location.fill": Entry(glyph: "➤", layers: [("f", "M18 2 L2 9 L9.5 10.5 L11 18 Z")]),
        "map": Entry(glyph: "⌖", layers: [("s", "M1.5 4.5 L7 2.5 L13 4.5 L18.5 2.5 L18.5 15.5 L13 17.5 L7 15.5 L1.5 17.5 Z M7 2.5 L7 15.5 M13 4.5 L13 17.5")]),
        "mappin": Entry(glyph: "⚲", layers: [("s", "O10 5.5 3.5 M10 9 L10 18.5")]),
        "bookmark": Entry(glyph: "⌑", layers: [("s", "M5 2 L15 2 L15 18 L10 14 L5 18 Z")]),
        "bookmark.fill": Entry(glyph: "⌑", layers: [("f", "M5 2 L15 2 L15 18 L10 14 L5 18 Z")]),
        "tag": Entry(glyph: "⌗", layers: [("s", "M2.5 2.5 L10 2.5 L18 10.5 L10.5 18 L2.5 10 Z"), ("f", "O6.5 6.5 1.3")]),
        "paperplane": Entry(glyph: "✈", layers: [("s", "M18.5 1.5 L1.5 8.5 L8 11 L10.5 18.5 Z M18.5 1.5 L8 11")]),
        "paperplane.fill": Entry(glyph: "✈", layers: [("f", "M18.5 1.5 L1.5 8.5 L8 11 L10.5 18.5 Z")]),
        "square": Entry(glyph: "□", layers: [("s", "R2.5 2.5 15 15")]),
        "square.fill": Entry(glyph: "■", layers: [("f", "R2 2 16 16")]),
        "circle": Entry(glyph: "○", layers: [("s", circle)]),
        "circle.fill": Entry(glyph: "●", layers: [("f", "O10 10 8.5")]),
        "triangle": Entry(glyph: "△", layers: [("s", "M10 2.5 L18 17 L2 17 Z")]),
        "triangle.fill": Entry(glyph: "▲", layers: [("f", "M10 2 L18.5 17.5 L1.5 17.5 Z")]),
        "diamond": Entry(glyph: "◇", layers: [("s", "M10 2 L18 10 L10 18 L2 10 Z")]),
        "diamond.fill": Entry(glyph: "◆", layers: [("f", "M10 1.5 L18.5 10 L10 18.5 L1.5 10 Z")]),
        "ellipsis": Entry(glyph: "…", layers: [("f", "O4 10 1.6 O10 10 1.6 O16 10 1.6")]),
        "ellipsis.circle": Entry(glyph: "⋯", layers: [("s", circle), ("f", "O6 10 1.2 O10 10 1.2 O14 10 1.2")]),
        "eye": Entry(glyph: "◉", layers: [("s", "M1.5 10 C5 4 15 4 18.5 10 C15 16 5 16 1.5 10 Z"), ("f", "O10 10 2.8")]),
        "lock": Entry(glyph: "⊡", layers: [("s", "R4 9 12 9 M6.5 9 L6.5 6 C6.5 2 13.5 2 13.5 6 L13.5 9")]),
        "envelope": Entry(glyph: "✉", layers: [("s", "R2 4.5 16 11 M2 4.5 L10 11 L18 4.5")]),
        "list.bullet": Entry(glyph: "☰", layers: [("f", "O3.5 5 1.3 O3.5 10 1.3 O3.5 15 1.3"), ("s", "M7.5 5 L18 5 M7.5 10 L18 10 M7.5 15 L18 15")]),
        "square.grid.2x2": Entry(glyph: "▦", layers: [("s", "R2.5 2.5 6 6 R11.5 2.5 6 6 R2.5 11.5 6 6 R11.5 11.5 6 6")]),
    ]

    /// The glyph for a name: the table's, or a neutral placeholder for a name it does not have.
    static func glyph(for name: String) -> String { entries[name]?.glyph ?? placeholderGlyph }

    /// What an unknown name draws: a square outline (a dotted square glyph in the terminal).
    static let placeholderGlyph = "⬚"
    static let placeholder = Entry(glyph: placeholderGlyph, layers: [("s", "R3 3 14 14")])
}
