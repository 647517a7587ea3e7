import Declarative

/// The charts of a display list as text a screen reader reads line by line: what ``TerminalHost`` shows in place
/// of the picture while ``TerminalHost/showsChartData`` is on (the gallery's `d` key).
///
/// ```
/// Chart data (press d to show the chart)
///
/// Weekly sales
/// x axis: Day (Mon, Tue, Wed)
/// y axis: Units (0 to 30)
/// Day  Units
/// Mon  12
/// ```
/// Each chart's `ChartDescription.textLines` in drawing order, a blank line between charts. Lines longer than the
/// screen are cut; rows past the screen's last are left out (the last row then says how many).
public enum ChartDataScreen {
    /// The lines shown for `charts`, before fitting them to a screen.
    public static func lines(for charts: [ChartDescription], toggleKey: String = "d") -> [String] {
        var lines = ["Chart data (press \(toggleKey) to show the chart)", ""]
        if charts.isEmpty { lines.append("No chart is visible.") }
        for (i, chart) in charts.enumerated() {
            if i > 0 { lines.append("") }
            lines += chart.textLines
        }
        return lines
    }

    /// A screen of `columns` × `rows` cells showing the lines for `charts`, in `foreground` on `background`.
    public static func buffer(for charts: [ChartDescription], columns: Int, rows: Int, toggleKey: String = "d",
                              foreground: CellColor? = nil, background: Cell = .blank) -> CellBuffer {
        var buffer = CellBuffer(columns: max(columns, 0), rows: max(rows, 0), filling: background)
        var lines = lines(for: charts, toggleKey: toggleKey)
        if lines.count > rows, rows > 0 {
            let hidden = lines.count - rows + 1
            lines = Array(lines.prefix(rows - 1)) + ["… \(hidden) more lines"]
        }
        for (row, line) in lines.prefix(max(rows, 0)).enumerated() {
            buffer.write(String(line.prefix(max(columns, 0))), column: 0, row: row, foreground: foreground,
                         background: background.background)
        }
        return buffer
    }
}
