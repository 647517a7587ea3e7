import Testing
@testable import Declarative
import DeclarativeTesting

/// `@ViewBuilder` accepts what SwiftUI's does: any number of children, if, if let, if/else, switch and #available.
@MainActor
struct ViewBuilderTests {
    enum Kind { case a, b, c }

    struct Built: View {
        let count: Int
        let name: String?
        let kind: Kind
        var body: some View {
            VStack {
                Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
                if count > 0 { Text("positive") }
                if let name { Text("hello \(name)") } else { Text("anonymous") }
                switch kind {
                case .a: Text("kind a")
                case .b: Text("kind b")
                case .c: EmptyView()
                }
                if #available(macOS 10.15, *) { Text("available") }
                Group { Text("g1"); Text("g2") }
                AnyView(Text("erased"))
            }
        }
    }

    func texts(_ view: some View) -> [String] {
        TestHost(view, size: CGSize(width: 300, height: 800)).render().items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined() }
            return nil
        }
    }

    @Test func everyControlFlowFormBuilds() {
        let shown = texts(Built(count: 1, name: "ada", kind: .b))
        #expect(shown == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "positive", "hello ada", "kind b",
                          "available", "g1", "g2", "erased"])
        let other = texts(Built(count: 0, name: nil, kind: .c))
        #expect(other.suffix(5) == ["anonymous", "available", "g1", "g2", "erased"])
    }

    @Test func aTupleViewMadeByHandShowsItsElementsAsABuiltOneDoes() {
        // The builder's tuple is read through the element types it knew; a hand-made one field by field.
        let byHand = VStack { TupleView((Text("a"), Color.red.frame(width: 4, height: 4), Text("b"))) }
        let built = VStack { Text("a"); Color.red.frame(width: 4, height: 4); Text("b") }
        #expect(texts(byHand) == ["a", "b"])
        let size = CGSize(width: 100, height: 100)
        #expect(TestHost(byHand, size: size).render().items.map(\.frame) == TestHost(built, size: size).render().items.map(\.frame))
    }

    @Test func formattedTextUsesFormatStyles() {
        let shown = texts(VStack {
            Text(0.25, format: .percent)
            Text("\(1234.5, format: .number.precision(.fractionLength(1)))")
            Text(verbatim: "**not markdown**")
        })
        #expect(shown[0] == "25%")
        #expect(shown[1].hasPrefix("1") && shown[1].hasSuffix("234.5"))
        #expect(shown[2] == "**not markdown**")
    }
}
