/// Mapping 24-bit colours onto the 256- and 16-colour palettes (xterm's `256colres.pl` and `XTerm-col.ad`), by
/// perceptual distance in OKLab rather than by RGB distance, so that a colour keeps its hue: the system purple
/// stays magenta in 16 colours instead of turning the same blue as indigo.
///
/// The 256 palette's cube has the channel levels 0, 95, 135, 175, 215, 255 and its grey ramp the values
/// 8, 18, … 238. A colour is compared with the cube cells around it and the grey steps nearest its lightness:
///
/// ```
/// (255, 0, 0) → 196    (128, 128, 128) → 244    (0, 95, 135) → 24    (255, 255, 255) → 231
/// ```
///
/// For 16 colours the nearest of xterm's default theme colours is taken; users re-theme those, so this is only
/// a best effort. Clearly chromatic colours are matched among the chromatic entries only (a saturated purple
/// never becomes grey), greys among the greys, and faint tints among both.
public enum ColorPalette {
    /// The cube's channel levels.
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// xterm's default RGB for the 16 theme colours, indices 0–15.
    static let ansi16: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The OKLab values of the 256 palette (the 16 theme colours as xterm's defaults).
    private static let lab256: [OKLab] = (0..<256).map { OKLab(rgb256($0)) }

    /// The RGB of a palette index by xterm's defaults.
    static func rgb256(_ i: Int) -> CellColor {
        func c(_ r: Int, _ g: Int, _ b: Int) -> CellColor { CellColor(red: UInt8(r), green: UInt8(g), blue: UInt8(b)) }
        if i < 16 { let p = ansi16[i]; return c(p.0, p.1, p.2) }
        if i < 232 { let v = i - 16; return c(cubeLevels[v / 36], cubeLevels[v / 6 % 6], cubeLevels[v % 6]) }
        let grey = 8 + 10 * (i - 232)
        return c(grey, grey, grey)
    }

    /// The cube indices (0…5) of the two levels around an 8-bit channel value.
    private static func cubeNeighbours(_ v: Int) -> ClosedRange<Int> {
        let upper = cubeLevels.firstIndex { $0 >= v } ?? 5
        return max(upper - 1, 0)...upper
    }

    /// The nearest index of the 256-colour palette in the cube or grey ramp (16…255).
    public static func index256(for color: CellColor) -> Int {
        let lab = OKLab(color)
        let r = Int(color.red), g = Int(color.green), b = Int(color.blue)
        var best = 16, bestDistance = Double.infinity
        for qr in cubeNeighbours(r) {
            for qg in cubeNeighbours(g) {
                for qb in cubeNeighbours(b) {
                    let i = 16 + 36 * qr + 6 * qg + qb, d = lab.distance(to: lab256[i])
                    if d < bestDistance { (best, bestDistance) = (i, d) }
                }
            }
        }
        let k = min(max(((r + g + b) / 3 - 3) / 10, 0), 23)
        for i in max(k - 1, 0)...min(k + 1, 23) where lab.distance(to: lab256[232 + i]) < bestDistance {
            (best, bestDistance) = (232 + i, lab.distance(to: lab256[232 + i]))
        }
        return best
    }

    /// The nearest of the 16 theme colours (0–15), by xterm's default theme.
    public static func index16(for color: CellColor) -> Int { ranked16(for: color)[0] }

    /// The 16 theme colours that suit a colour, nearest first: greys (0, 7, 8, 15) for a grey, the coloured
    /// entries for anything with a clear hue, and all of them in between — a faint tint (a chart's track, 10 %
    /// purple over black) goes to the grey it is nearest rather than to a saturated red.
    static func ranked16(for color: CellColor) -> [Int] {
        let lab = OKLab(color)
        let greys = [0, 7, 8, 15], hues = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14]
        let candidates = lab.chroma < 0.04 ? greys : lab.chroma < 0.1 ? greys + hues : hues
        return candidates.sorted { lab.distance(to: lab256[$0]) < lab.distance(to: lab256[$1]) }
    }

    /// The cube and grey entries of the 256 palette (16…255), nearest first: the nearest, then the rest of the
    /// cube cells around it by distance.
    static func ranked256(for color: CellColor) -> [Int] {
        let lab = OKLab(color)
        let nearest = index256(for: color)
        var around: [Int] = []
        if nearest < 232 {
            let v = nearest - 16
            for dr in -1...1 { for dg in -1...1 { for db in -1...1 {
                let (r, g, b) = (v / 36 + dr, v / 6 % 6 + dg, v % 6 + db)
                if (0..<6).contains(r), (0..<6).contains(g), (0..<6).contains(b) { around.append(16 + 36 * r + 6 * g + b) }
            } } }
        } else {
            around = (max(nearest - 2, 232)...min(nearest + 2, 255)).map { $0 }
        }
        return [nearest] + around.filter { $0 != nearest }.sorted { lab.distance(to: lab256[$0]) < lab.distance(to: lab256[$1]) }
    }
}
