import Foundation

/// A colour in Björn Ottosson's OKLab space (2020), where Euclidean distance follows perceived difference and
/// the angle of (a, b) is the hue: what the palette mapping measures by.
///
/// ```
/// OKLab(CellColor(255, 0, 0))   → L 0.628, a 0.225, b 0.126    hue 29°
/// OKLab(CellColor(0, 0, 255))   → L 0.452, a −0.032, b −0.312  hue 264°
/// ```
struct OKLab: Hashable, Sendable {
    var l: Double, a: Double, b: Double

    /// The colour of 8-bit sRGB components.
    init(_ color: CellColor) {
        let r = Self.linear[Int(color.red)], g = Self.linear[Int(color.green)], b = Self.linear[Int(color.blue)]
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        self.l = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        self.a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// The squared distance to another colour.
    func distance(to o: OKLab) -> Double {
        (l - o.l) * (l - o.l) + (a - o.a) * (a - o.a) + (b - o.b) * (b - o.b)
    }

    /// The chroma: how far from grey.
    var chroma: Double { (a * a + b * b).squareRoot() }

    /// The hue angle in degrees, 0…360.
    var hue: Double {
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }

    /// sRGB's transfer function undone, for each 8-bit value.
    private static let linear: [Double] = (0...255).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
