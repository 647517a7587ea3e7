import Testing
@testable import Declarative
import DeclarativeTesting

/// `LayoutValueKey` and `layoutValue(key:value:)`: a custom layout reads what its subviews hand it.
@MainActor
struct LayoutValueKeyTests {
    struct Rank: LayoutValueKey { static let defaultValue = 0 }

    /// Stacks its subviews top to bottom in the order of their rank, lowest first.
    struct RankedColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.reduce(.zero) { size, s in
                let d = s.sizeThatFits(.unspecified)
                return CGSize(width: max(size.width, d.width), height: size.height + d.height)
            }
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for s in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                s.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += s.sizeThatFits(.unspecified).height
            }
        }
    }

    struct Wrapped: View {
        let rank: Int
        var body: some View { Color.blue.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: rank) }
    }

    @Test func aLayoutReadsItsSubviewsValuesAndDefaults() {
        let host = TestHost(RankedColumn {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 2)
            Color.green.frame(width: 10, height: 10)
            Wrapped(rank: 1)
        }, size: CGSize(width: 10, height: 30))
        let ys = host.render().items.map(\.frame.minY)
        // green (default 0) first, then the wrapped blue (1), then red (2).
        #expect(ys == [20, 0, 10])
    }

    @Test func aChangedValueReachesTheLayout() {
        struct Screen: View {
            @State var redFirst = false
            var body: some View {
                VStack(spacing: 0) {
                    RankedColumn {
                        Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: redFirst ? -1 : 1)
                        Color.green.frame(width: 10, height: 10)
                    }
                    Button("Swap") { redFirst.toggle() }
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 200, height: 100))
        let before = host.render().items.prefix(2).map(\.frame.minY)
        #expect(before[0] > before[1], "red (1) below green (0)")
        host.tap(label: "Swap")
        let after = host.render().items.prefix(2).map(\.frame.minY)
        #expect(after[0] < after[1], "red (−1) above green (0), with no size changed")
    }
}
