import Testing
import Foundation
import Declarative
import DeclarativeTesting
@testable import Backends
@testable import Gallery

/// How far the terminal picture of every gallery demo is from its shapes: for each cell the shapes touch, the share
/// of its 8 × 8 sub-cells whose colour comes out wrong — against a reference that paints each filled shape (and
/// each stroke wide enough to be drawn as an area) exactly. Cells showing text or braille are left out: they are
/// not drawn by coverage. The figures are pinned per demo, mean and worst cell, at two terminal sizes.
@Suite @MainActor struct CoverageErrorTests {
    /// The figures in 64ths of a cell, ×100 for the mean: (mean, max) at 80 × 24 and at 120 × 36, on each demo's frame
    /// once its animations have finished. Before the best-glyph rasterizer the worst cells were: expenses 6 and 10,
    /// sparklines 9, sales 28, temperatures 28, market share 40 and 42. Before outline errors counted twice and
    /// whole cells kept their colour under an edge drawn over them, the donut was (479, 45) at both sizes and
    /// scrolling (311, 28) and (148, 22), and workouts at 120 × 36 (4, 7): its slivers beside value labels are
    /// now left out, on purpose.
    static let pinned: [String: [(mean: Int, max: Int)]] = [
        "workouts": [(16, 12), (24, 16)],
        "expenses": [(18, 7), (15, 7)],
        "equalizer": [(1218, 24), (1218, 24)],
        "donut": [(414, 33), (414, 33)],
        "progress": [(389, 15), (389, 15)],
        "sparklines": [(0, 0), (0, 0)],
        "sales": [(63, 20), (92, 20)],
        "temperatures": [(833, 20), (729, 20)],
        "market-share": [(191, 20), (122, 24)],
        "selection": [(0, 0), (0, 0)],
        "scrolling": [(307, 24), (148, 22)],
        "controls": [(9, 8), (6, 8)],
        "navigation": [(0, 0), (0, 0)],
        "split-view": [(16, 14), (6, 12)],
    ]

    /// The same with sextants (`TerminalCapabilities.sextants`): lower means where edges are curved or slanted
    /// (temperatures, equalizer, donut, market share), the same on axis-aligned bars.
    static let pinnedWithSextants: [String: [(mean: Int, max: Int)]] = [
        "workouts": [(14, 12), (24, 16)],
        "expenses": [(18, 7), (15, 7)],
        "equalizer": [(1111, 24), (1111, 24)],
        "donut": [(386, 33), (386, 33)],
        "progress": [(372, 15), (372, 15)],
        "sparklines": [(22, 5), (22, 5)],
        "sales": [(61, 16), (91, 16)],
        "temperatures": [(614, 12), (568, 12)],
        "market-share": [(166, 15), (109, 32)],
        "selection": [(0, 0), (0, 0)],
        "scrolling": [(305, 24), (147, 22)],
        "controls": [(9, 8), (6, 8)],
        "navigation": [(0, 0), (0, 0)],
        "split-view": [(16, 14), (5, 12)],
    ]

    struct Figures: CustomStringConvertible {
        var total = 0, cells = 0, worst = 0
        var mean: Double { cells == 0 ? 0 : Double(total) / Double(cells) }
        var description: String { String(format: "mean %.2f/64, max %d/64 over %d cells", mean, worst, cells) }
    }

    /// The figures of a list drawn with each set of capabilities, against one reference.
    static func figures(_ list: DisplayList, capabilities: [TerminalCapabilities]) -> [Figures] {
        let (columns, rows) = TerminalRasterizer().gridSize(for: list.size)
        let reference = Self.reference(list, columns: columns, rows: rows)
        return capabilities.map { figures(TerminalRasterizer(capabilities: $0).rasterize(list), reference: reference,
                                          scheme: list.colorScheme) }
    }

    /// The reference: a colour per sub-cell, nil where no shape paints.
    static func reference(_ list: DisplayList, columns: Int, rows: Int) -> [CellColor?] {
        let backdrop: CellColor = list.colorScheme == .dark ? .black : .white
        var reference = [CellColor?](repeating: nil, count: columns * rows * 64)
        let cw = 8.0, ch = 16.0
        for item in list.items where item.opacity > 0 {
            guard case .shape(let shape) = item.content else { continue }
            let t = item.transform
            var areas: [(FlattenedPath, Paint, Bool)] = []
            if let fill = shape.fill?.multiplyingOpacity(by: item.opacity), !fill.isInvisible {
                areas.append((FlattenedPath(shape.path, transform: t), fill, shape.isEvenOdd))
            }
            if let stroke = shape.stroke {
                let width = stroke.style.lineWidth * abs(t.a * t.d - t.b * t.c).squareRoot()
                if width >= cw * 0.75 {
                    let outline = TerminalRasterizer.strokeOutline(FlattenedPath(shape.path, transform: t), width: width)
                    areas.append((FlattenedPath(outline), stroke.paint.multiplyingOpacity(by: item.opacity), false))
                }
            }
            let clip = ClipRegion(item.clips)
            for (path, paint, evenOdd) in areas {
                let sampler = PaintSampler(paint, transform: t)
                let b = clip.clipping(path.bounds)
                guard !b.isNull, b.minX.isFinite, b.maxX.isFinite, b.minY.isFinite, b.maxY.isFinite else { continue }
                let c0 = max(Int(b.minX / cw), 0), c1 = min(Int((b.maxX / cw).rounded(.up)), columns)
                let r0 = max(Int(b.minY / ch), 0), r1 = min(Int((b.maxY / ch).rounded(.up)), rows)
                guard c0 < c1, r0 < r1 else { continue }
                for row in r0..<r1 {
                    for column in c0..<c1 {
                        let colour = sampler.color(at: CGPoint(x: (Double(column) + 0.5) * cw, y: (Double(row) + 0.5) * ch))
                        for s in 0..<64 {
                            let p = CGPoint(x: (Double(column) + (Double(s % 8) + 0.5) / 8) * cw,
                                            y: (Double(row) + (Double(s / 8) + 0.5) / 8) * ch)
                            guard clip.contains(p), path.contains(p, evenOdd: evenOdd) else { continue }
                            let k = (row * columns + column) * 64 + s
                            let under = reference[k] ?? backdrop
                            reference[k] = CellColor(colour.composited(over: under.resolved))
                        }
                    }
                }
            }
        }
        return reference
    }

    /// How far drawn cells are from the reference.
    static func figures(_ cells: CellBuffer, reference: [CellColor?], scheme: ColorScheme) -> Figures {
        let (columns, rows) = (cells.columns, cells.rows)
        let backdrop: CellColor = scheme == .dark ? .black : .white
        let ink: CellColor = scheme == .dark ? .white : .black
        var figures = Figures()
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = cells[column, row]
                let base = (row * columns + column) * 64
                let touched = (0..<64).contains { reference[base + $0] != nil }
                guard let painted = Self.paintedPart(of: cell.grapheme) else { continue }   // text, braille
                let shows = cell.grapheme != " " || cell.background != nil || cell.attributes.contains(.inverse)
                guard touched || shows else { continue }
                var wrong = 0
                for s in 0..<64 {
                    let fore = painted(Double(s % 8) / 8 + 1 / 16, Double(s / 8) / 8 + 1 / 16) != cell.attributes.contains(.inverse)
                    let shown = (fore ? (cell.foreground ?? ink) : cell.background) ?? backdrop
                    if !Self.near(shown, reference[base + s] ?? backdrop) { wrong += 1 }
                }
                figures.total += wrong
                figures.cells += 1
                figures.worst = max(figures.worst, wrong)
            }
        }
        return figures
    }

    /// Whether two colours are within a palette step of each other.
    static func near(_ a: CellColor, _ b: CellColor) -> Bool {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue))) <= 40
    }

    /// The part of the cell a block glyph paints in its foreground (from Unicode's names for U+2580–U+259F and the
    /// sextants U+1FB00–U+1FB3B), or nil for anything that is not a block glyph or a space.
    static func paintedPart(of grapheme: String) -> ((Double, Double) -> Bool)? {
        if let v = grapheme.unicodeScalars.first?.value, grapheme.unicodeScalars.count == 1, v >= 0x1FB00, v <= 0x1FB3B {
            // Sextant n (from 1) in code point order is pattern n, skipping the halves 21 and 42 Block Elements has.
            var pattern = Int(v - 0x1FB00) + 1
            if pattern >= 21 { pattern += 1 }
            if pattern >= 42 { pattern += 1 }
            return { x, y in pattern & (1 << ((x < 0.5 ? 0 : 1) + (y < 1.0 / 3 ? 0 : y < 2.0 / 3 ? 2 : 4))) != 0 }
        }
        if grapheme == " " { return { _, _ in false } }
        if grapheme == "█" { return { _, _ in true } }
        if grapheme == "▔" { return { _, y in y < 1.0 / 8 } }
        if grapheme == "▕" { return { x, _ in x >= 7.0 / 8 } }
        if let n = BlockGlyphs.lowerEighths.firstIndex(of: grapheme) { return { _, y in y >= 1 - Double(n) / 8 } }
        if let n = BlockGlyphs.leftEighths.firstIndex(of: grapheme) { return { x, _ in x < Double(n) / 8 } }
        if let bits = BlockGlyphs.quadrants.firstIndex(of: grapheme) {
            return { x, y in bits & (1 << ((x < 0.5 ? 0 : 1) + (y < 0.5 ? 0 : 2))) != 0 }
        }
        return nil
    }

    /// The demo's frame once its animations have finished, as `gallery show` prints it.
    func list(_ demo: Demo, columns: Int, rows: Int) async -> DisplayList {
        var environment = EnvironmentValues()
        environment.textMetrics = TerminalTextMetrics()
        return await ScenarioRunner(demo.view, size: CGSize(width: columns * 8, height: rows * 16), environment: environment)
            .finalFrame(fps: 10)   // the final state; frames in between only cost time
    }

    @Test func everyDemoIsDrawnCloseToItsShapes() async {
        var report: [String] = []
        for demo in DemoCatalogue.all {
            for (index, size) in [(80, 24), (120, 36)].enumerated() {
                let frame = await list(demo, columns: size.0, rows: size.1)
                let sets = [TerminalCapabilities.standard, TerminalCapabilities(sextants: true)]
                for (f, (pinned, capabilities)) in zip(Self.figures(frame, capabilities: sets),
                                                       zip([Self.pinned, Self.pinnedWithSextants], sets)) {
                    let name = "\(demo.name) \(size.0)×\(size.1)\(capabilities.sextants ? " sextants" : "")"
                    report.append("\(name): \(f)")
                    #expect(pinned[demo.name] != nil, "no figures pinned for \(demo.name)")
                    if let pinned = pinned[demo.name]?[index] {
                        #expect(Int((f.mean * 100).rounded()) <= pinned.mean, "\(name)")
                        #expect(f.worst <= pinned.max, "\(name)")
                    }
                }
            }
        }
        print(report.map { "COVERAGE " + $0 }.joined(separator: "\n"))
    }
}
