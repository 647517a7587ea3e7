/// Turns successive frames into the fewest bytes that update a terminal: a double-buffer diff.
///
/// The writer keeps the last frame it encoded. Each new frame is compared cell by cell, row-major; only changed
/// cells are written, with the cheapest cursor move to reach each run and an SGR change only where the pen
/// differs (TERMINAL.md §5). The frame is wrapped in synchronized output so the terminal shows it at once:
///
/// ```
/// ESC[?2026h                       begin synchronized update
///   ESC[4;9H ESC[0;38;2;0;122;255m ▅   one changed cell: move, pen, grapheme
///   ESC[0m                         leave the pen reset
/// ESC[?2026l                       end: the terminal shows the frame
/// ```
///
/// An unchanged frame is just the wrapper. The caller writes the returned bytes with a single `write`.
/// Graphemes are sanitized on the way out, so no control character reaches the terminal from a cell.
public struct ANSIWriter: Sendable {
    /// How frames are encoded.
    public enum Mode: Hashable, Sendable {
        /// Only the cells that changed since the last frame.
        case diff
        /// Every cell of every frame, as a renderer without a diff would (for comparison in benchmarks).
        case fullRepaint
    }

    /// The colour level to encode colours at.
    public var colorLevel: ColorLevel
    /// How frames are encoded.
    public var mode: Mode
    /// Whether frames are wrapped in `CSI ? 2026 h` … `CSI ? 2026 l`.
    public var usesSynchronizedOutput: Bool
    /// The last frame encoded, which the next one is diffed against; nil before the first or after ``invalidate()``.
    public private(set) var lastFrame: CellBuffer?

    /// Begins a synchronized update.
    public static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    /// Ends a synchronized update.
    public static let endSynchronizedUpdate = "\u{1B}[?2026l"

    /// Creates a writer.
    public init(colorLevel: ColorLevel = .trueColor, mode: Mode = .diff, usesSynchronizedOutput: Bool = true) {
        self.colorLevel = colorLevel
        self.mode = mode
        self.usesSynchronizedOutput = usesSynchronizedOutput
    }

    /// Forgets the last frame, so that the next one clears the screen and is drawn whole: after a resize, a
    /// `SIGCONT`, or anything else that may have disturbed the screen.
    public mutating func invalidate() { lastFrame = nil }

    /// The bytes that bring the terminal from the last frame to `frame`, for one `write`.
    public mutating func frame(_ frame: CellBuffer) -> [UInt8] {
        var encoder = FrameEncoder(level: colorLevel, columns: frame.columns)
        if usesSynchronizedOutput { encoder.out += Self.beginSynchronizedUpdate }
        let previous: CellBuffer?
        if mode == .fullRepaint {
            encoder.out += "\u{1B}[0m\u{1B}[2J"
            previous = nil
        } else if let last = lastFrame, last.columns == frame.columns, last.rows == frame.rows {
            previous = last
        } else {
            encoder.out += "\u{1B}[0m\u{1B}[2J"            // a cleared screen is a blank frame
            previous = CellBuffer(columns: frame.columns, rows: frame.rows)
        }
        for row in 0..<frame.rows {
            for column in 0..<frame.columns {
                let cell = frame[column, row]
                if cell.isContinuation { continue }
                if let previous, previous[column, row] == cell,
                   cell.width < 2 || previous[column + 1, row] == frame[column + 1, row] { continue }
                encoder.emit(cell, column: column, row: row, frame: frame)
            }
        }
        if encoder.pen != nil && encoder.pen != .reset { encoder.out += "\u{1B}[0m" }
        if usesSynchronizedOutput { encoder.out += Self.endSynchronizedUpdate }
        lastFrame = frame
        return Array(encoder.out.utf8)
    }
}

/// The state of one frame's encoding: where the cursor is and which pen is set.
private struct FrameEncoder {
    let level: ColorLevel
    let columns: Int
    var out = ""
    /// The cursor, or nil when unknown (frame start, after the last column, after an ambiguous-width grapheme).
    var cursor: (column: Int, row: Int)?
    /// The pen, or nil when unknown.
    var pen: TerminalPen?

    init(level: ColorLevel, columns: Int) {
        self.level = level
        self.columns = columns
        out.reserveCapacity(4096)
    }

    mutating func emit(_ cell: Cell, column: Int, row: Int, frame: CellBuffer) {
        move(to: column, row: row, frame: frame)
        let next = TerminalPen(cell, level: level)
        out += next.transition(from: pen)
        pen = next
        let grapheme = TextSanitizer.isSafe(cell.grapheme) ? cell.grapheme : "\u{FFFD}"
        out += grapheme
        let x = column + max(cell.width, 1)
        cursor = x >= columns || CharacterWidth.isAmbiguousCluster(grapheme) ? nil : (x, row)
    }

    /// Moves the cursor with the shortest of: nothing, CUF, reprinting the skipped cells, CR LF, or CUP.
    private mutating func move(to column: Int, row: Int, frame: CellBuffer) {
        if let c = cursor, c.column == column, c.row == row { return }
        var best = "\u{1B}[\(row + 1)" + (column == 0 ? "H" : ";\(column + 1)H")
        if let c = cursor {
            if c.row == row, column > c.column {
                let gap = column - c.column
                let forward = gap == 1 ? "\u{1B}[C" : "\u{1B}[\(gap)C"
                if forward.utf8.count < best.utf8.count { best = forward }
                if gap <= 4, let reprint = reprint(from: c.column, to: column, row: row, frame: frame),
                   reprint.utf8.count < best.utf8.count {
                    best = reprint
                }
            } else if c.row + 1 == row {
                let down = "\r\n" + (column == 0 ? "" : column == 1 ? "\u{1B}[C" : "\u{1B}[\(column)C")
                if down.utf8.count < best.utf8.count { best = down }
            }
        }
        out += best
        cursor = (column, row)
    }

    /// The skipped cells themselves, when they are plain narrow cells in the current pen.
    private func reprint(from start: Int, to end: Int, row: Int, frame: CellBuffer) -> String? {
        guard let pen else { return nil }
        var text = ""
        for x in start..<end {
            let cell = frame[x, row]
            guard cell.width == 1, TerminalPen(cell, level: level) == pen, TextSanitizer.isSafe(cell.grapheme),
                  !CharacterWidth.isAmbiguousCluster(cell.grapheme) else { return nil }
            text += cell.grapheme
        }
        return text
    }
}
