import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `Image(systemName:)`, `Label` and the symbol modifiers: a glyph for character cells, shapes for vector output,
/// and a labelled placeholder for names the table lacks.
@MainActor
struct SymbolTests {
    func symbol(_ view: some View) -> (glyph: String, shapes: [ShapeDrawing], label: String?)? {
        let list = TestHost(view, size: CGSize(width: 100, height: 40)).render()
        for item in list.items {
            if case .text(let t) = item.content, !t.symbolShapes.isEmpty {
                return (t.lines.map(\.text).joined(), t.symbolShapes, item.accessibility.label)
            }
        }
        return nil
    }

    @Test func knownSymbolsDrawTheirGlyphAndShapes() {
        let heart = symbol(Image(systemName: "heart.fill"))
        #expect(heart?.glyph == "♥")
        #expect(heart?.shapes.count == 1)
        #expect(heart?.shapes.first?.fill != nil)
        #expect(heart?.label == "heart fill")
        #expect(symbol(Image(systemName: "checkmark"))?.shapes.first?.stroke != nil)
    }

    @Test func unknownNamesDrawALabelledPlaceholder() {
        let unknown = symbol(Image(systemName: "no.such.symbol"))
        #expect(unknown?.glyph == SymbolTable.placeholderGlyph)
        #expect(unknown?.label == "no.such.symbol")
        #expect(symbol(Image(systemName: ""))?.glyph == SymbolTable.placeholderGlyph)
        #expect(symbol(Image("logo"))?.label == "logo")
    }

    @Test func symbolVariantPicksTheFilledSymbol() {
        #expect(symbol(Image(systemName: "star").symbolVariant(.fill))?.glyph == "★")
        #expect(symbol(Image(systemName: "xmark").symbolVariant(.circle.fill))?.glyph == "⊗")
        #expect(SymbolVariants.fill.circle.apply(to: "plus") == "plus.circle.fill")
        #expect(symbol(Image(systemName: "gear").symbolVariant(.fill))?.glyph == "⚙")   // no gear.fill: the base
    }

    @Test func everyTableEntryParsesIntoShapes() {
        for (name, entry) in SymbolTable.entries {
            #expect(!entry.layers.isEmpty, "\(name)")
            for layer in entry.layers {
                let bounds = SymbolPath.parse(layer.path).boundingRect
                #expect(!SymbolPath.parse(layer.path).isEmpty, "\(name)")
                #expect(bounds.minX >= -0.5 && bounds.maxX <= 20.5 && bounds.minY >= -0.5 && bounds.maxY <= 20.5, "\(name) \(bounds)")
            }
        }
        #expect(SymbolTable.entries.count >= 60)
    }

    @Test func symbolsFollowTheFontAndImageScale() {
        let host = TestHost(HStack { Image(systemName: "star"); Image(systemName: "star").imageScale(.large) }.font(.title))
        host.render()
        let frames = host.frames(of: "Image")
        #expect(frames.count == 2)
        #expect(frames[1].height > frames[0].height)
        let resizable = TestHost(Image(systemName: "star").resizable().frame(width: 60, height: 60))
        resizable.render()
        #expect(resizable.frames(of: "Image").first?.size == CGSize(width: 60, height: 60))
    }

    @Test func symbolsInsideTextShowTheirGlyph() {
        #expect(Text("\(Image(systemName: "star.fill")) 4.8").string == "★ 4.8")
        #expect(Text(Image(systemName: "arrow.up")).string == "↑")
        #expect(Text("\(Image(systemName: "nope"))").string == SymbolTable.placeholderGlyph)
    }

    @Test func labelsShowTheIconThenTheTitle() {
        let list = TestHost(Label("Steps", systemImage: "figure.walk"), size: CGSize(width: 200, height: 40)).render()
        #expect(list.items.count == 2)
        #expect(list.items[0].frame.maxX <= list.items[1].frame.minX)
    }
}
