import Testing
@testable import Declarative
import DeclarativeTesting

/// `AnyLayout` and the built-in layouts as `Layout`s: switching layouts keeps the subviews' state, and a built-in
/// layout used as a `Layout` lays out as its stack does.
@MainActor
struct AnyLayoutTests {
    @Test func switchingLayoutsMovesSubviewsAndKeepsTheirState() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("n\(count)").onTapGesture { count += 1 } }
        }
        struct Screen: View {
            @State var vertical = false
            var body: some View {
                let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                VStack {
                    layout {
                        Counter()
                        Color.red.frame(width: 20, height: 20)
                    }
                    Button("Flip") { vertical.toggle() }
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 300), environment: .layoutCases)
        host.render()
        host.tap(label: "n0")
        let before = host.frame(ofText: "n1")
        #expect(before != nil, "the tap counted")
        host.tap(label: "Flip")
        let after = host.frame(ofText: "n1")
        #expect(after != nil, "the counter kept its state across the layout change")
        let red = host.frames(of: "Color")[0]
        #expect(red.minY >= after!.maxY && red.minX < after!.maxX, "the square moved below the text")
    }

    @Test func builtInLayoutsAsLayoutsMatchTheirStacks() {
        func frames(_ view: some View) -> [CGRect] {
            TestHost(view, size: CGSize(width: 200, height: 100)).render().items.map(\.frame)
        }
        let content = { @MainActor in
            Group {
                Color.red.frame(width: 30, height: 10)
                Spacer()
                Color.blue.frame(width: 20, height: 30)
            }
        }
        #expect(frames(HStackLayout(alignment: .top, spacing: 4) { content() }) == frames(HStack(alignment: .top, spacing: 4) { content() }))
        #expect(frames(AnyLayout(VStackLayout(alignment: .leading)) { content() }) == frames(VStack(alignment: .leading) { content() }))
        #expect(frames(ZStackLayout(alignment: .bottomTrailing) { content() }) == frames(ZStack(alignment: .bottomTrailing) { content() }))
    }

    /// A custom layout's methods reached through `AnyLayout`'s own `Layout` methods, as another layout would call them.
    @Test func anyLayoutForwardsTheLayoutProtocolToTheWrappedLayout() {
        struct Doubler: Layout {
            let inner: AnyLayout
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) -> CGSize {
                let s = inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
                return CGSize(width: s.width * 2, height: s.height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) {
                inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
            func makeCache(subviews: Subviews) -> AnyLayout.Cache { inner.makeCache(subviews: subviews) }
        }
        let host = TestHost(Doubler(inner: AnyLayout(HStackLayout(spacing: 0))) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }, size: CGSize(width: 100, height: 100))
        let frames = host.render().items.map(\.frame)
        // The container is 40 wide (twice the stack's 20) and centred: it starts at 30; the stack places from there.
        #expect(frames == [CGRect(x: 30, y: 45, width: 10, height: 10), CGRect(x: 40, y: 45, width: 10, height: 10)])
    }
}
