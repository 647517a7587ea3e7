import Foundation

extension TerminalRasterizer {
    /// The terminal's pixels per point, for `EnvironmentValues.displayScale`: its finest marks are braille dots, two
    /// across a cell (4 pt for an 8 pt cell), so a chart thins a line denser than that to a few points per dot column
    /// without changing the dots it lights. Hosts and snapshots put it in the environment with the text metrics.
    public var displayScale: CGFloat { 2 / cellSize.width }
}
