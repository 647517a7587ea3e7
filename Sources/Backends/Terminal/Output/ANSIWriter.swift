/// Turns successive frames into the fewest bytes that update a terminal: a double-buffer diff.
///
/// The writer keeps the last frame it encoded. Each new frame is compared cell by cell, row-major; only changed
/// cells are written, with the cheapest cursor move to reach each run and an SGR change only where the pen
/// differs (the diff of ratatui's `Buffer::diff`, with cursor moves chosen by length: CUP, CUF, CR LF, or
/// reprinting the cells between, per ECMA-48). The frame is wrapped in synchronized output so the terminal shows it at once:
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
        // Without colour a cell shows only its glyph, so cells become their plain look-alikes (see `Cell.plain`).
        let frame = colorLevel == .none ? frame.plain : frame
        var encoder = FrameEncoder(level: colorLevel, frame: frame)
        if usesSynchronizedOutput { encoder.out.append(Self.beginSynchronizedUpdate) }
        // Without a previous frame of the same size the screen is cleared, which makes it a blank frame.
        let previous: [Cell]
        if mode == .diff, let last = lastFrame, last.columns == frame.columns, last.rows == frame.rows {
            previous = last.cells
        } else {
            previous = []
            encoder.out.append(ascii: "\u{1B}[0m\u{1B}[2J")
        }
        let compares = mode == .diff, hasPrevious = !previous.isEmpty
        let cells = frame.cells, columns = frame.columns, blank = Cell.blank
        for row in 0..<frame.rows {
            for column in 0..<columns {
                let i = row * columns + column
                let cell = cells[i]
                if cell.isContinuation { continue }
                if compares && (hasPrevious ? previous[i] : blank) == cell {
                    // A wide grapheme is unchanged only if its continuation is too.
                    if cell.width < 2 { continue }
                    let next = column + 1 < columns ? cells[i + 1] : blank
                    let oldNext = column + 1 < columns && hasPrevious ? previous[i + 1] : blank
                    if next == oldNext { continue }
                }
                encoder.emit(cell, column: column, row: row)
            }
        }
        if encoder.pen != nil && encoder.pen != .reset { encoder.out.append(ascii: "\u{1B}[0m") }
        if usesSynchronizedOutput { encoder.out.append(Self.endSynchronizedUpdate) }
        encoder.pens.publish()
        lastFrame = frame
        return encoder.out.bytes()
    }
}

/// The state of one frame's encoding: the bytes so far, where the cursor is and which pen is set.
private struct FrameEncoder: ~Copyable {
    let frame: CellBuffer
    var out: ByteWriter
    var pens: PenEncoder
    /// The cursor, or nil when unknown (frame start, after the last column, after an ambiguous-width grapheme).
    var cursor: (column: Int, row: Int)?
    /// The pen, or nil when unknown.
    var pen: TerminalPen?

    init(level: ColorLevel, frame: CellBuffer) {
        self.frame = frame
        out = ByteWriter(capacity: 4096)
        pens = PenEncoder(level: level, frame: frame)
    }

    mutating func emit(_ cell: Cell, column: Int, row: Int) {
        if cursor?.column != column || cursor?.row != row { move(to: column, row: row) }
        let next = pens.pen(for: cell)
        pens.appendTransition(from: pen, to: next, to: &out)
        pen = next
        cell.glyph.appendSanitizedUTF8(to: &out)
        let x = column + max(cell.width, 1)
        cursor = x >= frame.columns || (cell.glyph.isSafe && cell.glyph.isAmbiguous) ? nil : (x, row)
    }

    /// Moves the cursor (which is elsewhere) with the shortest of: CUF, reprinting the skipped cells, CR LF, or CUP.
    private mutating func move(to column: Int, row: Int) {
        enum Move { case position, forward, reprint, down }
        func length(_ n: Int) -> Int { ByteWriter.decimalLength(of: n) }
        // ESC [ row H, or ESC [ row ; column H
        var best = Move.position
        var bestLength = 3 + length(row + 1) + (column == 0 ? 0 : 1 + length(column + 1))
        if let c = cursor {
            if c.row == row, column > c.column {
                let gap = column - c.column
                let forward = gap == 1 ? 3 : 3 + length(gap)
                if forward < bestLength { (best, bestLength) = (.forward, forward) }
                if gap <= 4, let reprint = reprintLength(from: c.column, to: column, row: row), reprint < bestLength {
                    (best, bestLength) = (.reprint, reprint)
                }
            } else if c.row + 1 == row {
                let down = 2 + (column == 0 ? 0 : column == 1 ? 3 : 3 + length(column))
                if down < bestLength { (best, bestLength) = (.down, down) }
            }
        }
        switch best {
        case .position:
            out.append(ascii: "\u{1B}[")
            out.appendDecimal(row + 1)
            if column > 0 {
                out.append(0x3B)
                out.appendDecimal(column + 1)
            }
            out.append(0x48)
        case .forward:
            forward(column - cursor!.column)
        case .reprint:
            for x in cursor!.column..<column { frame.cells[row * frame.columns + x].glyph.appendUTF8(to: &out) }
        case .down:
            out.append(ascii: "\r\n")
            if column > 0 { forward(column) }
        }
        cursor = (column, row)
    }

    /// CUF: ESC [ C for one column, else ESC [ n C.
    private mutating func forward(_ n: Int) {
        out.append(ascii: "\u{1B}[")
        if n > 1 { out.appendDecimal(n) }
        out.append(0x43)
    }

    /// The bytes of the skipped cells themselves, when they are plain narrow cells in the current pen.
    private mutating func reprintLength(from start: Int, to end: Int, row: Int) -> Int? {
        guard let pen else { return nil }
        var bytes = 0
        for x in start..<end {
            let cell = frame.cells[row * frame.columns + x]
            guard cell.width == 1, pens.pen(for: cell) == pen, cell.glyph.isSafe, !cell.glyph.isAmbiguous else { return nil }
            bytes += cell.glyph.utf8Count
        }
        return bytes
    }
}
