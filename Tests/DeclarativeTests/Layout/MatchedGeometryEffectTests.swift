import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `@Namespace` and `matchedGeometryEffect`: a follower is shown at its group's source's frame (position and/or size,
/// aligned by the anchor); a view inserted as another of its group is removed, in an animated transaction, moves
/// from the removed view's frame to its own; a group with no source, or with two, behaves as documented.
@Suite @MainActor struct MatchedGeometryEffectTests {
    /// The frames of the shapes drawn, in drawing order.
    static func shapes(_ list: DisplayList) -> [CGRect] {
        list.items.filter { if case .shape = $0.content { return true } else { return false } }.map(\.frame)
    }

    /// Whether the list draws exactly one shape, at `expected` (to a thousandth of a point).
    static func only(_ list: DisplayList, is expected: CGRect) -> Bool {
        let drawn = shapes(list)
        return drawn.count == 1 && close(drawn.first, expected)
    }

    /// A 40 × 20 source and a follower laid out 10 × 10 beside it (before it when `followerFirst`), both matched at
    /// `anchor`. The follower's 10 × 10 frame is outside its effect, so that it can take the size it is proposed; the
    /// source's is inside, so that it keeps 40 × 20 whatever it is proposed.
    struct Pair: View {
        var properties: MatchedGeometryProperties = .frame
        var anchor: UnitPoint = .center
        var followerFirst = false
        var followerIsSource = false
        @Namespace var ns
        var body: some View {
            let source = Color.red.frame(width: 40, height: 20).matchedGeometryEffect(id: 1, in: ns, anchor: anchor)
            let follower = Color.blue.matchedGeometryEffect(id: 1, in: ns, properties: properties, anchor: anchor,
                                                            isSource: followerIsSource)
                .frame(width: 10, height: 10)
            HStack(alignment: .top, spacing: 20) {
                if followerFirst { follower; source } else { source; follower }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    static func render(_ view: Pair) -> (host: TestHost, shapes: [CGRect]) {
        let host = TestHost(view, size: CGSize(width: 200, height: 100))
        return (host, shapes(host.render()))
    }

    @Test func followerTakesTheSourcesFrame() {
        let (_, shapes) = Self.render(Pair())
        #expect(shapes == [rect(0, 0, 40, 20), rect(0, 0, 40, 20)], "the follower is proposed 40 × 20 at the source's place")
    }

    @Test func followerBeforeItsSourceInTheTreeStillMatches() {
        let (_, shapes) = Self.render(Pair(followerFirst: true))
        #expect(shapes == [rect(30, 0, 40, 20), rect(30, 0, 40, 20)], "the source sits after the 10-wide follower and 20 spacing")
    }

    @Test func positionOnlyKeepsTheFollowersSizeCentredOnTheSource() {
        let (_, shapes) = Self.render(Pair(properties: .position))
        #expect(shapes[1] == rect(15, 5, 10, 10))
    }

    @Test func anchorAlignsTheMatchedPoints() {
        let (_, shapes) = Self.render(Pair(properties: .position, anchor: .topLeading))
        #expect(shapes[1] == rect(0, 0, 10, 10), "top-leading corners meet")
    }

    @Test func sizeOnlyKeepsTheFollowersAnchorPoint() {
        let (_, shapes) = Self.render(Pair(properties: .size, anchor: .topLeading))
        #expect(shapes[1] == rect(60, 0, 40, 20), "40 × 20 from the follower's own top-leading corner")
    }

    @Test func withoutASourceAViewKeepsItsOwnFrame() {
        struct Lonely: View {
            @Namespace var ns
            var body: some View {
                Color.blue.matchedGeometryEffect(id: "nobody", in: ns, isSource: false).frame(width: 10, height: 10)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let host = TestHost(Lonely(), size: CGSize(width: 100, height: 100))
        #expect(Self.shapes(host.render()) == [rect(0, 0, 10, 10)])
    }

    @Test func sameIDInAnotherNamespaceDoesNotMatch() {
        struct Apart: View {
            @Namespace var a
            @Namespace var b
            var body: some View {
                HStack(alignment: .top, spacing: 20) {
                    Color.red.frame(width: 40, height: 20).matchedGeometryEffect(id: 1, in: a)
                    Color.blue.matchedGeometryEffect(id: 1, in: b, isSource: false).frame(width: 10, height: 10)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let host = TestHost(Apart(), size: CGSize(width: 200, height: 100))
        #expect(Self.shapes(host.render())[1] == rect(60, 0, 10, 10))
    }

    @Test func withTwoSourcesTheFirstInsertedWinsAndIsDiagnosed() {
        let (host, shapes) = Self.render(Pair(followerFirst: true, followerIsSource: true))
        #expect(shapes == [rect(0, 0, 10, 10), rect(-15, -5, 40, 20)],
                "the blue view, inserted first, is the source: the red one follows it, centred on it, keeping the 40 × 20 its fixed frame insists on")
        #expect(host.graph.diagnostics.contains { $0.contains("more than one source") })
    }

    /// Three tabs; the selected one has a red underline matched across tabs. Tab 2 is narrower. The underline's frame
    /// is outside its effect, so that its size can animate (a fixed frame inside would keep it, as in SwiftUI).
    struct Tabs: View {
        @Namespace var ns
        @State var selected = 0
        var animated = true
        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                ForEach(0..<3, id: \.self) { i in
                    let width: CGFloat = i == 2 ? 50 : 100
                    VStack(spacing: 0) {
                        Text("Tab \(i)").frame(width: width, height: 20).onTapGesture {
                            if animated { withAnimation(.linear(duration: 1)) { selected = i } } else { selected = i }
                        }
                        if selected == i { Color.red.matchedGeometryEffect(id: "bar", in: ns).frame(width: width, height: 2) }
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func selectedUnderlineSlidesFromTheOldTabToTheNew() {
        let host = TestHost(Tabs(), size: CGSize(width: 300, height: 100))
        #expect(Self.shapes(host.render()) == [rect(0, 20, 100, 2)])
        host.tap(label: "Tab 2")
        #expect(Self.shapes(host.render(at: 0)) == [rect(0, 20, 100, 2)], "starts where the removed underline was")
        #expect(Self.only(host.render(at: 0.5), is: rect(100, 20, 75, 2)), "halfway: centre 137.5, width 75")
        #expect(Self.shapes(host.render(at: 1)) == [rect(200, 20, 50, 2)], "ends under tab 2")
        #expect(!host.host.needsFrame, "and stops asking for frames")
    }

    @Test func aSecondSwapMidwayStartsFromWhereTheUnderlineIsShown() {
        let host = TestHost(Tabs(), size: CGSize(width: 300, height: 100))
        host.render()
        host.tap(label: "Tab 2")
        host.render(at: 0.5)
        host.tap(label: "Tab 1")
        #expect(Self.only(host.render(at: 0.5), is: rect(100, 20, 75, 2)))
        #expect(Self.only(host.render(at: 1), is: rect(100, 20, 87.5, 2)), "halfway from 100…175 to 100…200")
        #expect(Self.shapes(host.render(at: 1.5)) == [rect(100, 20, 100, 2)])
    }

    /// The tabs with a fading underline: the leaving one stays while it fades.
    struct FadingTabs: View {
        @Namespace var ns
        @State var selected = 0
        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                ForEach(0..<3, id: \.self) { i in
                    let width: CGFloat = i == 2 ? 50 : 100
                    VStack(spacing: 0) {
                        Text("Tab \(i)").frame(width: width, height: 20).onTapGesture {
                            withAnimation(.linear(duration: 1)) { selected = i }
                        }
                        if selected == i {
                            Color.red.matchedGeometryEffect(id: "bar", in: ns).frame(width: width, height: 2).transition(.opacity)
                        }
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aLeaverWithARemovalTransitionMovesWithTheArrivalWhileItFades() {
        let host = TestHost(FadingTabs(), size: CGSize(width: 300, height: 100))
        host.render()
        host.tap(label: "Tab 2")
        let midway = host.render(at: 0.5).items.filter { if case .shape = $0.content { return true } else { return false } }
        #expect(midway.count == 2, "the leaver is kept for its transition")
        #expect(midway.allSatisfy { close($0.frame, rect(100, 20, 75, 2)) }, "both at the arrival's frame: \(midway.map(\.frame))")
        #expect(midway.allSatisfy { abs($0.opacity - 0.5) < 1e-9 }, "one fading out, one in")
        #expect(Self.shapes(host.render(at: 1)) == [rect(200, 20, 50, 2)])
    }

    @Test func anUnanimatedSwapJumps() {
        let host = TestHost(Tabs(animated: false), size: CGSize(width: 300, height: 100))
        host.render()
        host.tap(label: "Tab 1")
        #expect(Self.shapes(host.render(at: 0)) == [rect(100, 20, 100, 2)])
        #expect(!host.host.needsFrame)
    }

    @Test func namespacesAreStableAndDistinct() {
        final class Log { var ids: [[Namespace.ID]] = [] }
        struct Two: View {
            @Namespace var a
            @Namespace var b
            @State var n = 0
            let log: Log
            var body: some View {
                log.ids.append([a, b])
                return Text("again \(n)").onTapGesture { n += 1 }
            }
        }
        let log = Log()
        let host = TestHost(Two(log: log))
        host.render()
        host.tap(label: "again 0")
        #expect(log.ids.count == 2)
        #expect(log.ids.first?[0] != log.ids.first?[1])
        #expect(log.ids.first == log.ids.last, "kept while the view keeps its identity")
        #expect(Namespace().wrappedValue != log.ids.first?[0], "an unbound namespace matches no bound one")
    }
}
