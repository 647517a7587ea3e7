import Declarative
import Foundation

/// Measures text as a browser draws it with the SVG backend's font stacks.
///
/// Widths come from Liberation Sans Regular and Bold (metric-compatible with Arial and Helvetica), embedded
/// as data in `LiberationSansTables`, scaled by `size / 2048`, plus the font's pair kerning, which browsers
/// apply by default. Fonts of weight semibold and heavier use the bold table, as a browser picks the bold
/// face for weights ≥ 600. The monospaced design uses Liberation Mono: every character is 1229/2048 em.
///
/// ```
/// "Jan", Regular 11 pt  = (1366 + 1139 + 1139) … = 3302 units → 3302 × 11 / 2048 = 17.74 pt
/// "Today", Regular      = advances + kern(T, o) = −227 units
/// ```
///
/// Characters missing from the tables are measured as a browser's fallback font would draw them: zero for
/// combining marks, variation selectors, zero-width characters and the soft hyphen; 1 em for wide East
/// Asian characters and emoji; 0.84 em for ✓ (DejaVu Sans, the usual fallback); 0.6 em otherwise.
/// With `monospacedDigit`, digits keep their (already equal) width and kerning is off, as the SVG writer
/// then asks the browser for (`font-kerning: none`).
///
/// **Line height** is the browser's `normal` line height for these fonts: hhea ascender − descender +
/// line gap = (1854 + 434 + 67) / 2048 = 1.1499 em for Liberation Sans (1.1328 em for Mono). SwiftUI's
/// 1.19 em belongs to SF, which an SVG viewer does not have; using the drawn font's value keeps stacked
/// lines where the browser would put them. **Ascent** (line top to baseline) is the hhea ascender,
/// 0.9053 em (Mono 0.8325 em).
public struct SVGTextMetrics: TextMetrics {
    /// Whether widths include Liberation Sans's pair kerning (browsers kern by default).
    public var isKerningEnabled: Bool

    /// Creates the metrics.
    public init(kerning: Bool = true) {
        isKerningEnabled = kerning
    }

    /// Font units per em in every Liberation font.
    static let unitsPerEm: CGFloat = 2048

    /// The advance width of `text` on one line, in points.
    public func width(of text: String, font: ResolvedFont) -> CGFloat {
        let size = font.size.isFinite ? max(font.size, 0) : 0
        return units(of: text, font: font) * size / Self.unitsPerEm
    }

    /// The distance from one line's top to the next line's top: 1.1499 em (monospaced 1.1328 em).
    public func lineHeight(of font: ResolvedFont) -> CGFloat {
        let units: CGFloat = font.design == .monospaced ? 1705 + 615 : 1854 + 434 + 67
        return units * font.size / Self.unitsPerEm
    }

    /// The distance from a line's top to its baseline: 0.9053 em (monospaced 0.8325 em).
    public func ascent(of font: ResolvedFont) -> CGFloat {
        (font.design == .monospaced ? 1705 : 1854) * font.size / Self.unitsPerEm
    }

    /// The width of `text` in font units.
    func units(of text: String, font: ResolvedFont) -> CGFloat {
        let mono = font.design == .monospaced
        let table = font.isBold ? LiberationSansMetrics.bold : LiberationSansMetrics.regular
        let kerns = isKerningEnabled && !mono && !font.isMonospacedDigit
        if !mono, let ascii = table.asciiUnits(of: text, kerning: kerns) { return CGFloat(ascii) }
        var total = 0
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            let code = scalar.value
            if let known = table.advances[code], !mono, code != 0xAD {
                total += Int(known)
                if kerns, let left = previous, left < 0x10000, code < 0x10000 {
                    total += Int(table.kerning[left << 16 | code] ?? 0)
                }
                previous = code
                continue
            }
            previous = nil
            total += Self.fallbackUnits(scalar, monospaced: mono)
        }
        return CGFloat(total)
    }

    /// The width, in font units, of a character the table lacks (or of any character in the mono design).
    static func fallbackUnits(_ scalar: Unicode.Scalar, monospaced: Bool) -> Int {
        let code = scalar.value
        if code == 0xAD || (0x200B...0x200F).contains(code) || (0xFE00...0xFE0F).contains(code) || code == 0xFEFF
            || scalar.properties.isGraphemeExtend || code < 0x20 || (0x7F...0x9F).contains(code) {
            return 0
        }
        if isWide(code) { return 2048 }
        if monospaced { return 1229 }
        if code == 0x2713 || code == 0x2714 { return 1716 }
        return 1229 // 0.6 em
    }

    /// Whether a code point is drawn wide (East Asian Wide/Fullwidth, and emoji), about 1 em.
    static func isWide(_ code: UInt32) -> Bool {
        switch code {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

/// Lookup tables built once from `LiberationSansTables`.
struct LiberationSansMetrics: Sendable {
    /// Advance widths by code point, in font units.
    let advances: [UInt32: UInt16]
    /// Kerning by `left << 16 | right`, in font units.
    let kerning: [UInt32: Int16]

    static let regular = LiberationSansMetrics(advances: LiberationSansTables.regularAdvances,
                                               pairs: LiberationSansTables.regularKerningPairs,
                                               values: LiberationSansTables.regularKerningValues)
    static let bold = LiberationSansMetrics(advances: LiberationSansTables.boldAdvances,
                                            pairs: LiberationSansTables.boldKerningPairs,
                                            values: LiberationSansTables.boldKerningValues)

    /// Advance widths of the ASCII characters, by code; 0 where the table has none (the control characters).
    private let asciiAdvances: [UInt16]
    /// Kerning of ASCII pairs, at `left << 7 | right`: two array reads a character instead of two dictionary
    /// look-ups (an axis label measured in 1.2 k instructions took ~0.1 k).
    private let asciiKerning: [Int16]

    private init(advances: [UInt16], pairs: [UInt32], values: [Int16]) {
        self.advances = Dictionary(uniqueKeysWithValues: zip(LiberationSansTables.codePoints, advances))
        kerning = Dictionary(uniqueKeysWithValues: zip(pairs, values))
        var asciiAdvances = [UInt16](repeating: 0, count: 128)
        for (code, advance) in zip(LiberationSansTables.codePoints, advances) where code < 128 { asciiAdvances[Int(code)] = advance }
        var asciiKerning = [Int16](repeating: 0, count: 128 * 128)
        for (pair, value) in zip(pairs, values) where pair >> 16 < 128 && pair & 0xFFFF < 128 {
            asciiKerning[Int(pair >> 16) << 7 | Int(pair & 0xFFFF)] = value
        }
        self.asciiAdvances = asciiAdvances
        self.asciiKerning = asciiKerning
    }

    /// The width of `text` in font units when it is all printable ASCII that the table has, else nil (then the
    /// general path measures it, with its fallbacks). The same sum as the general path's: advances, plus the kerning
    /// of each pair of neighbours when `kerning`.
    func asciiUnits(of text: String, kerning: Bool) -> Int? {
        var total = 0, previous = -1
        for byte in text.utf8 {
            guard byte < 128 else { return nil }
            let code = Int(byte), advance = asciiAdvances[code]
            guard advance != 0 else { return nil }
            total += Int(advance)
            if kerning, previous >= 0 { total += Int(asciiKerning[previous << 7 | code]) }
            previous = code
        }
        return total
    }
}
