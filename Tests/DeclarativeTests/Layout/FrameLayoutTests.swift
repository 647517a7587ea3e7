import Testing
@testable import Declarative
import DeclarativeTesting

/// Canonical cases, measured in SwiftUI, for frames, padding, overlays, GeometryReader and fixedSize.
@MainActor
struct FrameLayoutTests {
    func host<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 200) -> TestHost {
        let host = TestHost(view.frame(width: width, height: height), size: CGSize(width: width, height: height),
                            environment: .layoutCases)
        host.render()
        return host
    }

    @Test func fixedFrameAlignsASmallerChild() {
        // C4: the 200×100 frame is centred; .bottomTrailing puts the 50×30 rectangle in its corner.
        let h = host(Rectangle().frame(width: 50, height: 30).frame(width: 200, height: 100, alignment: .bottomTrailing))
        #expect(close(h.frames(of: "_ShapeView").first, rect(200, 120, 50, 30)))
        let t = host(Text("Hi").frame(width: 200, height: 100, alignment: .topLeading))
        #expect(close(t.frame(ofText: "Hi"), rect(50, 50, 16, 20)))
    }

    @Test func nestedFlexibleFramesClampTheProposal() {
        // C5: outer (max 180) proposes 180; inner min 100/max 250 takes 180 without asking the child; min height 50.
        let h = host(Text("Hello").frame(minWidth: 100, maxWidth: 250, minHeight: 50).frame(maxWidth: 180))
        #expect(close(h.frame(ofText: "Hello"), rect(130, 90, 40, 20)))
        let frames = h.frames(of: "ModifiedContent")
        #expect(frames.contains { close($0, rect(60, 75, 180, 50)) })
    }

    @Test func minWidthAloneKeepsASmallerChildsSize() {
        // C5 contrast: minWidth alone gives max(min(proposal, child), min) = 100; the 50-wide colour is centred.
        let h = host(Color.blue.frame(width: 50).frame(minWidth: 100))
        #expect(close(h.frames(of: "Color").first, rect(125, 0, 50, 200)))
        #expect(h.frames(of: "ModifiedContent").contains { close($0, rect(100, 0, 100, 200)) })
    }

    @Test func defaultPaddingIsSixteenOnEachEdge() {
        // C7: 100×50 + 2·16 each way, centred.
        let h = host(Rectangle().frame(width: 100, height: 50).padding())
        #expect(close(h.frames(of: "_ShapeView").first, rect(100, 75, 100, 50)))
        #expect(h.frames(of: "ModifiedContent").contains { close($0, rect(84, 59, 132, 82)) })
    }

    @Test func geometryReaderTakesTheRestAndPlacesAtTopLeading() {
        // C8: the text (flexibility 0) is sized first; the reader takes 300×172 and places its child at its origin.
        let h = host(VStack(spacing: 8) {
            Text("Header")
            GeometryReader { p in Color.red.frame(width: p.size.width / 2, height: p.size.height / 2) }
        })
        #expect(close(h.frame(ofText: "Header"), rect(122, 0, 56, 20)))
        #expect(close(h.frames(of: "GeometryReader").first, rect(0, 28, 300, 172)))
        #expect(close(h.frames(of: "Color").first, rect(0, 28, 150, 86)))
    }

    @Test func fixedSizeTextOverflowsItsFrameSymmetrically() {
        // C10: the text keeps its ideal 96 pt in a 50 pt frame, centred, overflowing 23 pt each side.
        let h = host(Text("A long title").fixedSize().frame(width: 50))
        #expect(close(h.frame(ofText: "A long title"), rect(102, 90, 96, 20)))
    }

    @Test func withoutFixedSizeTextWrapsInANarrowFrame() {
        // C10 contrast: proposed 50, the text wraps onto two lines no wider than 50.
        let h = host(Text("A long title").frame(width: 50))
        let f = h.frame(ofText: "A long title")
        #expect(f.map { $0.width <= 50 && $0.height == 40 && $0.minY == 80 } == true)
    }

    @Test func bottomAlignedColumnOfLabelAndBar() {
        // C12: the greedy frame is 40×300; the 20×124 VStack sits at its bottom, centred horizontally.
        let h = host(VStack(spacing: 4) { Text("42"); Rectangle().frame(width: 20, height: 100) }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom), width: 40, height: 300)
        #expect(close(h.frames(of: "VStack").first, rect(10, 176, 20, 124)))
        #expect(close(h.frame(ofText: "42"), rect(12, 176, 16, 20)))
        #expect(close(h.frames(of: "_ShapeView").first, rect(10, 200, 20, 100)))
    }

    @Test func backgroundAndOverlayFollowThePrimary() {
        // C13: the background is proposed the padded text's size; the badge sits at its top-trailing corner.
        let h = host(Text("Badge").padding(.horizontal, 8)
            .background(Color.red)
            .overlay(alignment: .topTrailing) { Circle().frame(width: 10, height: 10) })
        #expect(close(h.frame(ofText: "Badge"), rect(126, 90, 48, 20)))
        // `.background(Color.red)` is the ShapeStyle form: a filled rectangle behind the view.
        #expect(close(h.frames(of: "_ShapeView").first, rect(118, 90, 64, 20)))
        #expect(close(h.frames(of: "_ShapeView").last, rect(172, 90, 10, 10)))
    }

    @Test func truncatedTextEndsInAnEllipsis() {
        // §1.4: with lineLimit(1) a text wider than its proposal shows the longest prefix that fits with "…"
        // (7 characters × 8 pt = 56 ≤ 60).
        let h = TestHost(Text("Hello, World!").lineLimit(1).frame(width: 60), size: CGSize(width: 60, height: 40),
                         environment: .layoutCases)
        let list = h.render()
        guard case .text(let t)? = list.items.first?.content else { Issue.record("no text"); return }
        #expect(t.lines.map(\.text) == ["Hello,…"])
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        // §1.4: the font shrinks (here to 0.6 × 17) so that the 100 pt text fits in 60 pt on one line.
        let h = TestHost(Text("Hello, World!").lineLimit(1).minimumScaleFactor(0.5).frame(width: 60),
                         size: CGSize(width: 60, height: 40), environment: .layoutCases)
        let list = h.render()
        guard case .text(let t)? = list.items.first?.content else { Issue.record("no text"); return }
        #expect(t.lines.map(\.text) == ["Hello, World!"])
        #expect(t.font.size <= 17 * 0.6 + 0.01 && t.font.size >= 17 * 0.59)
    }
}
