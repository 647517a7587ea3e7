import Foundation
import Declarative

/// Renders a display list to a string, without a live terminal: for pipes, logs, documentation and golden tests.
///
/// At ``ColorLevel/none`` the result is plain text — one line per row, trailing spaces removed, and each cell shown
/// by the plain glyph nearest its coloured part (see `Cell.plain`: a space on a bar's colour is `█`, a reversed
/// `▃` is `▀`), so the art reads right anywhere. At other levels each row carries SGR colour codes and ends with a reset; there are no cursor
/// moves, so the string can be printed after other output.
///
/// ```swift
/// let art = TerminalRenderer().render(list)                     // plain
/// print(TerminalRenderer(colorLevel: .ansi256).render(list))    // coloured
/// ```
public struct TerminalRenderer: Sendable {
    /// The rasterizer, with its cell size.
    public var rasterizer: TerminalRasterizer
    /// The colour level of the output; `.none` gives plain text.
    public var colorLevel: ColorLevel

    /// Creates a renderer.
    public init(rasterizer: TerminalRasterizer = TerminalRasterizer(), colorLevel: ColorLevel = .none) {
        self.rasterizer = rasterizer
        self.colorLevel = colorLevel
    }

    /// The display list as a string.
    ///
    /// Without colour there is no way to show a faint fill (a 5 % track behind a bar would print as solid as the
    /// bar), so shapes whose fill is under a quarter opaque — or a gradient under half opaque on average, such as an
    /// area fading under a sparkline — are left out of plain output; their text is kept.
    public func render(_ list: DisplayList) -> String {
        string(from: rasterizer.rasterize(prepared(list)))
    }

    /// The list as this renderer's colour level can show it: without colour, faint fills are left out (see
    /// ``render(_:)``) and a chart's small marks become a symbol per colour (see `PlainMarkers`); with colour, the
    /// list as it is. At every level, graphics effects become plain items (see `TerminalEffects`). Hosts that
    /// rasterize themselves call this first.
    public func prepared(_ list: DisplayList) -> DisplayList {
        let list = TerminalEffects.applied(to: list, cellSize: rasterizer.cellSize)
        guard colorLevel == .none else { return list }
        var visible = list
        visible.items.removeAll { item in
            guard case .shape(let shape) = item.content, shape.stroke == nil, let fill = shape.fill else { return false }
            return Self.visibleOpacity(of: fill) * item.opacity < 0.25
        }
        return PlainMarkers.replacing(in: visible, cellSize: rasterizer.cellSize)
    }

    /// How opaque a paint looks, for the plain-output cut: a colour's opacity, half a gradient's mean opacity.
    static func visibleOpacity(of paint: Paint) -> Double {
        switch paint {
        case .color(let c): return Double(c.opacity)
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _):
            guard !g.stops.isEmpty else { return 0 }
            return Double(g.stops.map(\.color.opacity).reduce(0, +)) / Double(g.stops.count) / 2
        }
    }

    /// A cell buffer as a string.
    public func string(from buffer: CellBuffer) -> String {
        colorLevel == .none ? Self.plainText(buffer) : coloredText(buffer)
    }

    /// The buffer as plain text, each cell by its plain glyph (see `Cell.plain`).
    public static func plainText(_ buffer: CellBuffer) -> String {
        (0..<buffer.rows).map { row in
            var line = ByteWriter(capacity: buffer.columns * 3)
            for cell in buffer.cells[row * buffer.columns..<(row + 1) * buffer.columns] {
                cell.plain.glyph.appendSanitizedUTF8(to: &line)
            }
            var text = line.terminalText()
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// The buffer with SGR codes: each row starts in the default pen and ends reset; blanks in the default pen
    /// after the last drawn cell of a row are left out.
    ///
    /// Cells go out in runs of equal cells (a grid line, the body of a bar): one pen change and one glyph encoding
    /// per run, then copies of the glyph's bytes. What a run writes depends only on the style before it, its style and
    /// its glyph, so it is remembered (see ``RunBytesMemo``): a frame's few hundred runs are a few dozen different
    /// ones, and the next frame's are mostly the same. A row equal to the one above it (the middle of a bar chart, between its grid lines) is a
    /// copy of that row's bytes, newline included.
    private func coloredText(_ buffer: CellBuffer) -> String {
        var out = ByteWriter(capacity: buffer.cells.count * 4)
        var pens = PenEncoder(level: colorLevel, frame: buffer)
        var memo = RunBytesMemo(level: colorLevel, palette: pens.palette)
        let rowBytes = buffer.columns * MemoryLayout<Cell>.stride
        buffer.cells.withUnsafeBufferPointer { cells in
            var lastRowStart = 0           // where the bytes of the row above start, after its newline
            for row in 0..<buffer.rows {
                if row > 1, let base = cells.baseAddress,
                   memcmp(base + row * buffer.columns, base + (row - 1) * buffer.columns, rowBytes) == 0 {
                    // The newline before the row above and its bytes, once more.
                    let length = out.count - lastRowStart + 1
                    lastRowStart = out.count + 1
                    out.repeatLast(length, times: 1)
                    continue
                }
                if row > 0 { out.append(0x0A) }
                lastRowStart = out.count
                var before = Cell.blank        // a cell in the pen set: a row starts reset
                var isReset = true             // whether that pen is the reset pen
                var pending = 0                // default-pen blanks, dropped if nothing follows them
                var i = row &* buffer.columns
                let end = i &+ buffer.columns
                while i < end {
                    let cell = cells[i]
                    var next = i &+ 1
                    // Two cells a step along long runs (blanks, a grid line), then the one that may be left.
                    while next &+ 1 < end && cells[next] == cell && cells[next &+ 1] == cell { next &+= 2 }
                    if next < end && cells[next] == cell { next &+= 1 }
                    let n = next &- i
                    i = next
                    if cell.isContinuation { continue }
                    if cell.glyph == .space && cell.hasDefaultPen {
                        if !isReset {
                            out.append(ascii: "\u{1B}[0m")
                            (before, isReset) = (.blank, true)
                        }
                        pending &+= n
                        continue
                    }
                    if pending > 0 {
                        out.append(0x20, count: pending)
                        pending = 0
                    }
                    let glyph = cell.glyph.rawValue
                    let slot = RunBytesMemo.slot(from: before.style, style: cell.style, glyph: glyph)
                    var known = memo.entry(at: slot)
                    if !(known.glyph == glyph && known.style == cell.style && known.from == before.style) {
                        // Further along the probe, or not remembered (then an empty entry).
                        known = memo.find(from: before.style, style: cell.style, glyph: glyph, slot: slot) ?? .empty
                    }
                    if !known.isEmpty {
                        out.append(known.bytes, count: known.count)
                        if n > 1 { out.append(word: known.glyphWord, length: Int(known.glyphLength), times: n &- 1) }
                        isReset = known.endsReset
                    } else {
                        isReset = Self.appendRun(of: cell, count: n, after: before, memo: &memo, pens: &pens, to: &out)
                    }
                    before = cell
                }
                if !isReset { out.append(ascii: "\u{1B}[0m") }
            }
        }
        pens.publish()
        memo.publish()
        return out.terminalText()
    }

    /// Writes a run of `n` cells like `cell` after a cell in the pen of `before`, remembering what it wrote when that
    /// fits in a memo entry; returns whether the run's pen is the reset pen.
    @inline(never)
    private static func appendRun(of cell: Cell, count n: Int, after before: Cell, memo: inout RunBytesMemo,
                                  pens: inout PenEncoder, to out: inout ByteWriter) -> Bool {
        let old = pens.pen(for: before), new = pens.pen(for: cell)
        let start = out.count
        pens.appendTransition(from: old, to: new, to: &out)
        guard let (word, length) = cell.glyph.sanitizedUTF8Word else {
            // A cluster: its bytes from the grapheme table, then copies of them.
            let glyphStart = out.count
            cell.glyph.appendSanitizedUTF8(to: &out)
            out.repeatLast(out.count - glyphStart, times: n - 1)
            return new == .reset
        }
        out.append(word: word, length: length, times: 1)
        if out.count - start <= ByteWriter.wordsByteCount {
            var entry = RunBytesMemo.Entry(from: before.style, style: cell.style, glyph: cell.glyph.rawValue,
                                           glyphLength: UInt8(length), endsReset: new == .reset, count: out.count - start,
                                           glyphWord: word, bytes: (0, 0, 0, 0))
            out.withBytes(from: start) { bytes in
                withUnsafeMutableBytes(of: &entry.bytes) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
            }
            memo.remember(entry)
        }
        if n > 1 { out.append(word: word, length: length, times: n - 1) }
        return new == .reset
    }
}
