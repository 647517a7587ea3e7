import Testing
@testable import Declarative
import DeclarativeTesting

/// A second frame at the same instant shows every animation where the first did, without laying out again what
/// only time moves (a host draws again after input at the same time; a scenario after its tasks ran).
@MainActor
struct SameInstantFrameTests {
    /// Counts how often it places its subviews.
    final class Placements { var count = 0 }

    struct CountingLayout: Layout {
        let placements: Placements
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            placements.count += 1
            for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
        }
    }

    struct Growing: View {
        let placements: Placements
        @State private var wide = false
        var body: some View {
            VStack(alignment: .leading) {
                CountingLayout(placements: placements) { Color.red.frame(width: wide ? 100 : 0, height: 10) }
                    .frame(height: 10)
                Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { wide = true } }
            }
        }
    }

    /// The width of the red bar.
    func width(_ list: DisplayList) -> CGFloat? {
        list.items.first { if case .shape = $0.content { true } else { false } }?.frame.width
    }

    @Test func aSecondFrameAtTheSameInstantRepeatsTheFirstWithoutLayingOutAgain() {
        let placements = Placements()
        let host = TestHost(Growing(placements: placements), size: CGSize(width: 200, height: 50))
        host.render(at: 0)
        host.tap(label: "go")
        host.render(at: 0)
        let first = host.render(at: 0.5)
        let placedBefore = placements.count
        let second = host.render(at: 0.5)
        #expect(first.items.map(\.frame) == second.items.map(\.frame))
        #expect(width(first) == 50)
        #expect(placements.count == placedBefore)
        #expect(host.host.needsFrame)
        // Time moves again: the animation goes on, and ends where it should.
        #expect(width(host.render(at: 0.75)) == 75)
        #expect(placements.count > placedBefore)
        #expect(width(host.render(at: 1)) == 100)
        host.render(at: 1.1)
        #expect(!host.host.needsFrame)
    }
}
