import Testing
@testable import Declarative
import DeclarativeTesting

/// The public `Layout` protocol: a container written outside the framework sizes and places its subviews.
@MainActor
struct CustomLayoutTests {
    /// Places subviews on a diagonal, each at its ideal size.
    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.reduce(.zero) { size, s in
                let d = s.sizeThatFits(.unspecified)
                return CGSize(width: size.width + d.width, height: size.height + d.height)
            }
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var point = bounds.origin
            for s in subviews {
                let d = s.sizeThatFits(.unspecified)
                s.place(at: point, proposal: .unspecified)
                point.x += d.width
                point.y += d.height
            }
        }
    }

    @Test func aCustomLayoutPlacesItsSubviews() {
        let host = TestHost(Diagonal {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 30, height: 5)
        }, size: CGSize(width: 100, height: 100))
        let frames = host.render().items.map(\.frame)
        // The 40×25 container is centred in 100×100: origin (30, 37.5).
        #expect(frames == [CGRect(x: 30, y: 37.5, width: 10, height: 20), CGRect(x: 40, y: 57.5, width: 30, height: 5)])
    }

    @Test func alignmentGuidesShiftStackChildren() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.leading] + 20 }
        }, size: CGSize(width: 100, height: 20))
        let frames = host.render().items.map(\.frame)
        // The blue's leading guide is 20 pt in, so it sits 20 pt left of the red; the stack is 60 wide.
        #expect(frames[0].minX - frames[1].minX == 20)
        #expect(frames[1].minX == 20)
    }

    /// Puts its one subview `gap` points right of the leading edge: the gap is its animatable data.
    struct Indent: Layout {
        var gap: CGFloat
        var animatableData: CGFloat {
            get { gap }
            set { gap = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews { s.place(at: CGPoint(x: bounds.minX + gap, y: bounds.minY), proposal: .unspecified) }
        }
    }

    struct Indented: View {
        @State var far = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Move") { withAnimation(.linear(duration: 1)) { far = true } }
                Indent(gap: far ? 100 : 0) { Color.red.frame(width: 10, height: 10) }
            }
        }
    }

    @Test func aLayoutsAnimatableDataAnimatesAsSwiftUIs() throws {
        let host = TestHost(Indented(), size: CGSize(width: 200, height: 100))
        func x() -> CGFloat? {
            host.render().items.first { if case .shape(let s) = $0.content { s.fill == .color(Color.red.resolve(in: .light)) } else { false } }?.frame.minX
        }
        let start = try #require(x())
        host.tap(label: "Move")
        host.advance(by: 0.25)
        #expect(try abs(#require(x()) - (start + 25)) < 0.5)
        host.advance(by: 1)
        #expect(try abs(#require(x()) - (start + 100)) < 0.5)
        #expect(!host.host.needsFrame)
    }
}
