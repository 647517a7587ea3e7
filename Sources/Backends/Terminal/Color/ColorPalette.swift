/// Mapping 24-bit colours onto the 256- and 16-colour palettes (xterm's `256colres.pl` and `XTerm-col.ad`).
///
/// The 256 palette's cube has the channel levels 0, 95, 135, 175, 215, 255 and its grey ramp the values
/// 8, 18, … 238. A colour goes to the nearer of its cube cell and its grey step, by the *redmean* distance (a cheap
/// approximation of perceived difference):
///
/// ```
/// (255, 0, 0) → 196    (128, 128, 128) → 244    (0, 95, 135) → 24    (255, 255, 255) → 231
/// ```
///
/// For 16 colours the nearest of xterm's default theme colours is taken; users re-theme those, so this is only
/// a best effort.
public enum ColorPalette {
    /// The cube's channel levels.
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// xterm's default RGB for the 16 theme colours, indices 0–15.
    static let ansi16: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The squared redmean distance between two colours: enough to compare, with no square root.
    static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let rm = (a.0 + b.0) / 2, dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return (((512 + rm) * dr * dr) >> 8) + 4 * dg * dg + (((767 - rm) * db * db) >> 8)
    }

    private static func cubeIndex(_ v: Int) -> Int { v < 48 ? 0 : v < 114 ? 1 : (v - 35) / 40 }

    /// The nearest index of the 256-colour palette in the cube or grey ramp (16…255).
    public static func index256(for color: CellColor) -> Int {
        let r = Int(color.red), g = Int(color.green), b = Int(color.blue)
        let (qr, qg, qb) = (cubeIndex(r), cubeIndex(g), cubeIndex(b))
        let cube = (cubeLevels[qr], cubeLevels[qg], cubeLevels[qb])
        let average = (r + g + b) / 3
        let k = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + 10 * k
        let greyWins = distance((grey, grey, grey), (r, g, b)) < distance(cube, (r, g, b))
        return greyWins ? 232 + k : 16 + 36 * qr + 6 * qg + qb
    }

    /// The nearest of the 16 theme colours (0–15), by xterm's default theme.
    public static func index16(for color: CellColor) -> Int {
        let c = (Int(color.red), Int(color.green), Int(color.blue))
        var best = 0, bestDistance = Int.max
        for (i, p) in ansi16.enumerated() {
            let d = distance(p, c)
            if d < bestDistance { best = i; bestDistance = d }
        }
        return best
    }
}
