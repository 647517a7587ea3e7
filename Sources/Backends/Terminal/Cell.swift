import Declarative

/// An opaque 24-bit sRGB colour as a terminal shows it: what a ``Cell`` stores.
///
/// Cells keep 8-bit components rather than `Color.Resolved`'s linear floats so that two frames that look the
/// same compare equal, and the writer never re-emits a colour that only moved in the fourth decimal.
public struct CellColor: Hashable, Sendable, CustomStringConvertible {
    /// Gamma-encoded red, 0…255.
    public var red: UInt8
    /// Gamma-encoded green, 0…255.
    public var green: UInt8
    /// Gamma-encoded blue, 0…255.
    public var blue: UInt8

    /// Creates a colour from 8-bit sRGB components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The opaque part of a resolved colour (its opacity is ignored; blend first).
    public init(_ resolved: Color.Resolved) {
        let (r, g, b) = resolved.sRGB8
        self.init(red: r, green: g, blue: b)
    }

    /// The colour as an opaque `Color.Resolved`, for blending.
    public var resolved: Color.Resolved {
        Color.Resolved(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }

    /// White, the light scheme's background.
    public static let white = CellColor(red: 255, green: 255, blue: 255)
    /// Black, the dark scheme's background.
    public static let black = CellColor(red: 0, green: 0, blue: 0)

    /// `#RRGGBB`.
    public var description: String {
        "#" + [red, green, blue].map { let s = String($0, radix: 16, uppercase: true); return s.count < 2 ? "0" + s : s }.joined()
    }
}

/// One character cell of a terminal: a grapheme, its colours and its attributes.
///
/// A wide grapheme (CJK, most emoji) sits in its leading cell; the cell to its right is a *continuation*
/// whose grapheme is empty, so the grid keeps one `Cell` per terminal column:
///
/// ```
/// column:   0    1    2
/// cell:    "漢"  ""   "a"      ← "" marks the continuation of 漢
/// ```
///
/// The grapheme is stored as a `Glyph` (32 bits) and the colours and attributes in one 64-bit word, so a cell is a
/// 16-byte plain value: buffers of them copy, fill and compare without reference counting or string comparison.
public struct Cell: Hashable, Sendable {
    /// Text attributes, as SGR parameters express them.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        /// Creates attributes from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Bold (SGR 1).
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Faint (SGR 2).
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Italic (SGR 3).
        public static let italic = Attributes(rawValue: 1 << 2)
        /// Underlined (SGR 4).
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Foreground and background swapped (SGR 7): how the rasterizer draws top and right partial edges.
        public static let inverse = Attributes(rawValue: 1 << 4)
    }

    /// The grapheme, compactly.
    var glyph: Glyph
    /// The colours and attributes in one word, so that cells compare and group by pen cheaply: bits 0–24 the
    /// foreground, 25–49 the background (each 1 << 24 | RGB, or 0 for the default), 56–63 the attributes.
    private(set) var style: UInt64

    private static let backgroundShift: UInt64 = 25
    private static let attributesShift: UInt64 = 56
    private static let colorMask: UInt64 = (1 << 25) - 1

    private static func pack(_ color: CellColor?) -> UInt64 {
        guard let c = color else { return 0 }
        return 1 << 24 | UInt64(c.red) << 16 | UInt64(c.green) << 8 | UInt64(c.blue)
    }

    private static func unpack(_ bits: UInt64) -> CellColor? {
        bits == 0 ? nil : CellColor(red: UInt8(truncatingIfNeeded: bits >> 16), green: UInt8(truncatingIfNeeded: bits >> 8),
                                    blue: UInt8(truncatingIfNeeded: bits))
    }

    /// The foreground colour, or nil for the terminal's default.
    public var foreground: CellColor? {
        get { Self.unpack(style & Self.colorMask) }
        set { style = style & ~Self.colorMask | Self.pack(newValue) }
    }

    /// The background colour, or nil for the terminal's default.
    public var background: CellColor? {
        get { Self.unpack(style >> Self.backgroundShift & Self.colorMask) }
        set { style = style & ~(Self.colorMask << Self.backgroundShift) | Self.pack(newValue) << Self.backgroundShift }
    }

    /// The attributes.
    public var attributes: Attributes {
        get { Attributes(rawValue: UInt8(truncatingIfNeeded: style >> Self.attributesShift)) }
        set { style = style & ~(0xFF << Self.attributesShift) | UInt64(newValue.rawValue) << Self.attributesShift }
    }

    /// The grapheme cluster shown; `" "` for a blank cell and `""` for the continuation of a wide grapheme.
    public var grapheme: String {
        get { glyph.string }
        set { glyph = Glyph(newValue) }
    }

    /// Creates a cell.
    public init(_ grapheme: String = " ", foreground: CellColor? = nil, background: CellColor? = nil,
                attributes: Attributes = []) {
        self.init(glyph: Glyph(grapheme), foreground: foreground, background: background, attributes: attributes)
    }

    /// Creates a cell from a glyph.
    init(glyph: Glyph, foreground: CellColor? = nil, background: CellColor? = nil, attributes: Attributes = []) {
        self.glyph = glyph
        style = Self.pack(foreground) | Self.pack(background) << Self.backgroundShift
            | UInt64(attributes.rawValue) << Self.attributesShift
    }

    /// This cell with the background of another.
    func withBackground(of other: Cell) -> Cell {
        let mask = Self.colorMask << Self.backgroundShift
        var cell = self
        cell.style = style & ~mask | other.style & mask
        return cell
    }

    /// A cell with a glyph and the colours and attributes of another.
    init(glyph: Glyph, style cell: Cell) {
        self.glyph = glyph
        style = cell.style
    }

    /// A blank cell in the terminal's default colours.
    public static let blank = Cell(glyph: .space)

    /// The continuation half of a wide grapheme.
    public static let continuation = Cell(glyph: .continuation)

    /// Whether this cell is the right half of a wide grapheme.
    public var isContinuation: Bool { glyph.isContinuation }

    /// The number of columns the grapheme takes: 2 for wide graphemes, 0 for a continuation, else 1.
    public var width: Int { glyph.width }

    /// Whether the cell is drawn in the terminal's default pen: no colour and no attribute.
    var hasDefaultPen: Bool { style == 0 }
}
