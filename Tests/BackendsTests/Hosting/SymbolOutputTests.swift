import Foundation
import Testing
@testable import Declarative
@testable import Backends

/// SF Symbols reach each backend in its own form: a one-cell glyph in the terminal, vector shapes in SVG.
@MainActor
@Suite struct SymbolOutputTests {
    @Test func everySymbolGlyphIsOneCellWide() {
        for (name, entry) in SymbolTable.entries {
            #expect(CharacterWidth.width(of: entry.glyph) == 1, "\(name): \(entry.glyph)")
        }
        #expect(CharacterWidth.width(of: SymbolTable.placeholderGlyph) == 1)
    }

    @Test func theTerminalShowsTheGlyph() async {
        let text = await TerminalSnapshot.render(Image(systemName: "heart.fill"), columns: 4, rows: 1)
        #expect(text.contains("♥"))
    }

    @Test func svgDrawsShapesInsteadOfTheGlyph() async {
        let svg = await SVGExport.svg(of: Image(systemName: "checkmark.circle.fill").foregroundStyle(.green),
                                      size: CGSize(width: 40, height: 40))
        #expect(!svg.contains("✔"))
        #expect(svg.contains("<circle") || svg.contains("<ellipse") || svg.contains("<path"))
        #expect(svg.contains("stroke-linecap=\"round\""))
        let unknown = await SVGExport.svg(of: Image(systemName: "no.such.symbol"), size: CGSize(width: 40, height: 40))
        #expect(unknown.contains("no.such.symbol"))
    }
}
