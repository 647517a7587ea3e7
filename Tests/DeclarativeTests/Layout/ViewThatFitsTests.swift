import Testing
@testable import Declarative
import DeclarativeTesting

/// `ViewThatFits`: the first child whose ideal size fits is shown; the others draw nothing and take no taps.
@MainActor
struct ViewThatFitsTests {
    private func drawn(_ view: some View, width: CGFloat, height: CGFloat = 100) -> [CGRect] {
        TestHost(view, size: CGSize(width: width, height: height)).render().items.map(\.frame)
    }

    private var choices: some View {
        ViewThatFits {
            Color.red.frame(width: 120, height: 10)
            Color.green.frame(width: 60, height: 10)
            Color.blue.frame(width: 90, height: 30)
        }
    }

    @Test func theFirstChildThatFitsIsShown() {
        #expect(drawn(choices, width: 200).map(\.width) == [120])
        #expect(drawn(choices, width: 100).map(\.width) == [60])
    }

    @Test func theLastChildIsShownWhenNoneFits() {
        #expect(drawn(choices, width: 40).map(\.width) == [90])
    }

    @Test func onlyTheConstrainedAxesCount() {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 50, height: 500)
            Color.green.frame(width: 10, height: 10)
        }
        #expect(drawn(view, width: 100, height: 100).map(\.width) == [50], "the height does not have to fit")
        let both = ViewThatFits {
            Color.red.frame(width: 50, height: 500)
            Color.green.frame(width: 10, height: 10)
        }
        #expect(drawn(both, width: 100, height: 100).map(\.width) == [10])
    }

    @Test func aResizeSwitchesTheChildAndItKeepsItsState() {
        struct Counter: View {
            let prefix: String
            @State var count = 0
            var body: some View { Text("\(prefix)\(count)").onTapGesture { count += 1 } }
        }
        struct Screen: View {
            @State var narrow = false
            var body: some View {
                VStack {
                    ViewThatFits(in: .horizontal) {
                        Counter(prefix: "wide ").frame(width: 200)
                        Counter(prefix: "n")
                    }
                    .frame(width: narrow ? 100 : 250)
                    Button("Narrow") { narrow.toggle() }
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 200), environment: .layoutCases)
        host.render()
        #expect(host.tap(label: "wide 0"))
        #expect(host.frame(ofText: "wide 1") != nil)
        #expect(!host.tap(label: "n0"), "the child not shown takes no taps")
        host.tap(label: "Narrow")
        #expect(host.tap(label: "n0"), "the narrow child is shown and takes taps")
        host.tap(label: "Narrow")
        let texts = host.render().items.compactMap { item -> String? in
            if case .text(let t) = item.content { t.lines.map(\.text).joined() } else { nil }
        }
        #expect(texts.contains("wide 1") && !texts.contains("n1"), "the wide child is back, with its count: \(texts)")
    }

    @Test func anEmptyViewThatFitsIsEmpty() {
        #expect(drawn(ViewThatFits {}, width: 100).isEmpty)
    }
}
