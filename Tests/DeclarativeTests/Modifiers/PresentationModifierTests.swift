import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

/// `textCase`, `redacted`, `help`, accessibility traits, and the modifiers that change nothing on these outputs.
@MainActor
@Suite struct PresentationModifierTests {
    func render(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) -> DisplayList {
        TestHost(view, size: CGSize(width: 300, height: 200), environment: environment).render()
    }

    func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: "\n") }
            return nil
        }
    }

    @Test func textCaseChangesTheDrawnTextBelowIt() {
        let list = render(VStack {
            Text("Sales")
            Text("Mixed Case").textCase(.lowercase)
        }.textCase(.uppercase))
        #expect(texts(list) == ["SALES", "mixed case"])
        #expect(texts(render(Text("Kept").textCase(nil))) == ["Kept"])
    }

    @Test func textCaseAppliesToFormattedTextInTheLocalesRules() {
        #expect(texts(render(Text(0.5, format: .percent).textCase(.uppercase))) == ["50%"])
        var turkish = EnvironmentValues()
        turkish.locale = Locale(identifier: "tr_TR")
        #expect(texts(render(Text("istanbul").textCase(.uppercase), environment: turkish)) == ["İSTANBUL"])
    }

    @Test func passThroughModifiersLeaveTheDisplayListUnchanged() {
        func content() -> some View {
            VStack { Text("Title"); Rectangle().fill(.blue).frame(width: 40, height: 20) }
        }
        let plain = render(content())
        #expect(render(content().ignoresSafeArea()) == plain)
        #expect(render(content().ignoresSafeArea(.keyboard, edges: .bottom)) == plain)
        #expect(render(content().edgesIgnoringSafeArea(.all)) == plain)
        #expect(render(content().compositingGroup()) == plain)
        #expect(render(content().drawingGroup(opaque: true, colorMode: .linear)) == plain)
    }

    @Test func traitsAndHelpReachTheItemsAccessibility() {
        let list = render(VStack {
            Text("Header").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isButton)
            Text("Plain")
        }.accessibilityAddTraits(.isButton).help("Opens the report"))
        let header = list.items.first { if case .text(let t) = $0.content { t.lines.first?.text == "Header" } else { false } }
        let plain = list.items.first { if case .text(let t) = $0.content { t.lines.first?.text == "Plain" } else { false } }
        // Modifiers apply from the outside in: the inner ones remove the outer `.isButton` and add `.isHeader`.
        #expect(header?.accessibility.traits == .isHeader)
        #expect(plain?.accessibility.traits == .isButton)
        #expect(header?.accessibility.hint == "Opens the report" && plain?.accessibility.hint == "Opens the report")
        #expect(render(Text("x").help(Text("Bell\u{07}"))).items.first?.accessibility.hint == "Bell")
        #expect(render(Text("x")).items.first?.accessibility.hint == nil)
    }

    @Test func placeholderRedactionDrawsBarsOfTheTextsSize() {
        let view = VStack { Text("Revenue"); Text("Kept").unredacted(); Text("") }
        let list = render(view.redacted(reason: .placeholder))
        #expect(texts(list) == ["Kept"])
        let plain = render(view)
        let bars = list.items.compactMap { item -> (ShapeDrawing, CGRect)? in
            if case .shape(let s) = item.content { return (s, item.bounds) }
            return nil
        }
        #expect(bars.count == 1)
        let textBounds = plain.items.first.map(\.bounds)
        #expect(bars.first?.1 == textBounds)
        if let (bar, bounds) = bars.first {
            let box = bar.path.boundingRect
            #expect(abs(box.width - bounds.width) < 0.5 && box.height < bounds.height && box.height > 0)
        }
        // Other reasons draw text as usual.
        #expect(texts(render(view.redacted(reason: .privacy))) == texts(plain))
    }

    @Test func redactionReasonsAccumulateInTheEnvironment() {
        struct Reader: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text("\(reasons.rawValue)") }
        }
        // Not `.placeholder`, which would draw the reader's text as a bar.
        #expect(texts(render(Reader().redacted(reason: .privacy).redacted(reason: .invalidated))) == ["6"])
        #expect(texts(render(Reader().unredacted().redacted(reason: .privacy))) == ["0"])
    }
}
