/// A grid of ``Cell``s, `columns × rows`, stored row-major: one terminal frame.
///
/// The buffer, not the writer, keeps wide graphemes whole (as ratatui's buffer does). Setting a cell that overlaps half of
/// a wide grapheme blanks the other half, and a wide grapheme that would start in the last column becomes a
/// space, as a terminal would otherwise wrap it:
///
/// ```
/// before:  漢 ·  a          (漢 in columns 0–1)
/// set column 1 to "x":  ␠ x a   (the orphaned leading half becomes a space)
/// ```
public struct CellBuffer: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public let columns: Int
    /// The number of rows.
    public let rows: Int
    /// The cells, row-major.
    public private(set) var cells: [Cell]

    /// A buffer of blank cells. Negative sizes become zero.
    public init(columns: Int, rows: Int, filling cell: Cell = .blank) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Self.cells(repeating: cell, count: self.columns * self.rows)
    }

    /// `count` copies of a cell, stored 16 bytes at a time from a register: its glyph's word and its style, with
    /// zero between (`Array(repeating:count:)` loads the cell again for each store). Elsewhere than on a
    /// little-endian 16-byte layout, `Array(repeating:count:)`.
    private static func cells(repeating cell: Cell, count: Int) -> [Cell] {
        #if _endian(little)
        guard MemoryLayout<Cell>.stride == 16, MemoryLayout<Cell>.offset(of: \Cell.glyph) == 0,
              MemoryLayout<Cell>.offset(of: \Cell.style) == 8 else { return Array(repeating: cell, count: count) }
        let pattern = SIMD2<UInt64>(UInt64(cell.glyph.rawValue), cell.style)
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { initialized = 0; return }
            let raw = UnsafeMutableRawPointer(base)
            let end = count &* 16
            var offset = 0
            while offset &+ 64 <= end {
                raw.storeBytes(of: pattern, toByteOffset: offset, as: SIMD2<UInt64>.self)
                raw.storeBytes(of: pattern, toByteOffset: offset &+ 16, as: SIMD2<UInt64>.self)
                raw.storeBytes(of: pattern, toByteOffset: offset &+ 32, as: SIMD2<UInt64>.self)
                raw.storeBytes(of: pattern, toByteOffset: offset &+ 48, as: SIMD2<UInt64>.self)
                offset &+= 64
            }
            while offset < end {
                raw.storeBytes(of: pattern, toByteOffset: offset, as: SIMD2<UInt64>.self)
                offset &+= 16
            }
            initialized = count
        }
        #else
        return Array(repeating: cell, count: count)
        #endif
    }

    /// Whether `(column, row)` is inside the buffer.
    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < columns && row < rows
    }

    /// The cell at a column and row. Reading outside the buffer gives a blank cell; writing there does nothing.
    ///
    /// Writing keeps wide graphemes whole, as the type's documentation describes.
    public subscript(column: Int, row: Int) -> Cell {
        get { contains(column: column, row: row) ? cells[row * columns + column] : .blank }
        set { if contains(column: column, row: row) { set(newValue, at: row * columns + column) } }
    }

    /// Puts a cell at a flat index (which must be in the buffer), keeping wide graphemes whole.
    mutating func set(_ cell: Cell, at i: Int) {
        withUnsafeMutableCells { $0.put(cell, at: i) }
    }

    /// Runs `body` with the cells' storage, for drawing many cells with no copy-on-write check per cell. The grid
    /// must not be used after `body` returns.
    mutating func withUnsafeMutableCells<R>(_ body: (CellGrid) -> R) -> R {
        let (columns, rows) = (self.columns, self.rows)
        return cells.withUnsafeMutableBufferPointer { body(CellGrid(cells: $0, columns: columns, rows: rows)) }
    }

    /// Writes `text` from a column on one row, one grapheme per cell (two for wide ones), and returns the column
    /// after the last one written. Control characters are replaced; a grapheme of width 0 joins the previous cell.
    @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, foreground: CellColor? = nil,
                               background: CellColor? = nil, attributes: Cell.Attributes = []) -> Int {
        var x = column
        for character in TextSanitizer.sanitize(text) {
            let grapheme = String(character)
            let glyph = Glyph(grapheme)
            if glyph.width == 0 {
                if x > column, contains(column: x - 1, row: row) {
                    var lead = x - 1
                    if self[lead, row].isContinuation { lead -= 1 }
                    if lead >= 0 { cells[row * columns + lead].grapheme += grapheme }
                }
                continue
            }
            self[x, row] = Cell(glyph: glyph, foreground: foreground, background: background, attributes: attributes)
            x += glyph.width
        }
        return x
    }

    /// The rows as plain text: continuation cells add nothing, so each line is `columns` terminal columns wide.
    public var lines: [String] {
        (0..<rows).map { y in
            var line = ByteWriter(capacity: columns)
            for x in 0..<columns { cells[y * columns + x].glyph.appendUTF8(to: &line) }
            return line.terminalText()
        }
    }

    /// The rows joined by newlines, with trailing spaces removed: the form golden tests compare.
    public var description: String {
        lines.map { line in
            var l = Substring(line)
            while l.last == " " { l = l.dropLast() }
            return String(l)
        }.joined(separator: "\n")
    }
}
