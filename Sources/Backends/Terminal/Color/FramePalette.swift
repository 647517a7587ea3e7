/// The palette entries one frame's shape colours take in 16 or 256 colours, chosen so that a chart's categories
/// stay distinct: when two clearly different colours (a chart's series) would land on one entry, the one that
/// covers fewer cells takes its next best entry instead.
///
/// The colours considered are those of whole cells (the bodies of bars, slices and legend swatches), most cells
/// first; neighbouring steps of a gradient are close to each other and may share an entry, so a gradient still
/// steps through the nearest palette colours. Every other colour maps to its nearest entry.
///
/// ```
/// 16 colours, the Charts palette:  orange → 3 (yellow), then yellow → 11 (bright yellow) instead of 3 as well
/// ```
struct FramePalette: Sendable {
    /// The entry chosen for each category colour.
    private(set) var entries: [(color: CellColor, index: Int)] = []

    /// Colours closer than this (squared OKLab distance) are steps of one colour, which may share an entry.
    static let sameColor = 0.08 * 0.08
    /// The most colours the frame may have for the choice to be made (a photo-like frame is mapped as it is).
    static let maximumColors = 48

    /// No choices: every colour maps to its nearest entry.
    static let empty = FramePalette()

    private init() {}

    /// The palette of a frame at a colour level; empty at truecolor and without colour.
    init(_ frame: CellBuffer, level: ColorLevel) {
        guard level == .ansi16 || level == .ansi256 else { return }
        var counts: [(color: CellColor, count: Int)] = []
        for cell in frame.cells where cell.glyph == .space && cell.attributes.contains(.inverse) {
            guard let color = cell.foreground else { continue }
            if let k = counts.firstIndex(where: { $0.color == color }) {
                counts[k].count += 1
            } else {
                guard counts.count < Self.maximumColors else { return }
                counts.append((color, 1))
            }
        }
        counts.sort { $0.count > $1.count }
        for (color, _) in counts {
            let lab = OKLab(color)
            let ranked = level == .ansi16 ? ColorPalette.ranked16(for: color) : ColorPalette.ranked256(for: color)
            // The nearest entry no clearly different colour has taken.
            let index = ranked.first { index in
                !entries.contains { $0.index == index && OKLab($0.color).distance(to: lab) >= Self.sameColor }
            } ?? ranked[0]
            entries.append((color, index))
        }
    }

    /// The entry for a colour, or nil when it is not one of the frame's categories.
    func index(for color: CellColor) -> Int? {
        entries.first { $0.color == color }?.index
    }
}
