import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A horizontal scroll view scrolls with `←`/`→`; with `.paging` a user's scroll settles on a page boundary, with
/// `.viewAligned` on the leading edge of a view of its `scrollTargetLayout()`; a program's `scrollTo` is not snapped.
@Suite @MainActor struct ScrollTargetBehaviorTests {
    /// Eight 70-point cards, 10 apart, in a 200-point-wide horizontal scroll view.
    struct Cards: View {
        var behavior: ScrollSnapping?
        var body: some View {
            let cards = ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<8, id: \.self) { i in Text("Card \(i)").frame(width: 70, height: 40) }
                }
                .scrollTargetLayout()
            }
            .frame(width: 200, height: 40)
            switch behavior {
            case .paging: cards.scrollTargetBehavior(.paging)
            case .viewAligned: cards.scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            case nil: cards
            }
        }
    }

    static func host(_ behavior: ScrollSnapping?) -> TestHost {
        let host = TestHost(Cards(behavior: behavior).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                            size: CGSize(width: 300, height: 100), environment: .layoutCases)
        host.render()
        return host
    }

    /// How far the content has scrolled: card 0's leading edge left of the viewport's.
    static func offset(_ host: TestHost) -> CGFloat {
        ((host.frame(ofText: "Card 0").map { 35 - $0.midX } ?? .nan) * 1_000).rounded() / 1_000
    }

    @Test func arrowKeysScrollAHorizontalScrollViewALineAtATime() {
        let host = Self.host(nil)
        #expect(host.press(.rightArrow))
        #expect(Self.offset(host) == 40)
        #expect(!host.press(.upArrow), "a horizontal scroll view leaves ↑ to others")
        #expect(host.press(.leftArrow))
        #expect(Self.offset(host) == 0)
        #expect(!host.press(.leftArrow), "at the start")
    }

    @Test func pagingSettlesOnPageBoundaries() {
        let host = Self.host(.paging)
        host.press(.rightArrow)
        #expect(Self.offset(host) == 200)
        host.press(.rightArrow)
        #expect(Self.offset(host) == 400)
        host.press(.rightArrow)
        #expect(Self.offset(host) == 430, "the last page ends at the content's end (630 − 200)")
        host.press(.leftArrow)
        #expect(Self.offset(host) == 400)
        host.host.scroll(at: CGPoint(x: 100, y: 20), by: CGSize(width: -330, height: 0))
        host.render()
        #expect(Self.offset(host) == 0, "a wheel settles on the boundary nearest where it stopped")
    }

    @Test func viewAlignedSettlesOnTheNextCard() {
        let host = Self.host(.viewAligned)
        host.press(.rightArrow)
        #expect(Self.offset(host) == 80)
        host.press(.rightArrow)
        #expect(Self.offset(host) == 160)
        host.press(.leftArrow)
        #expect(Self.offset(host) == 80)
    }

    @Test func customBehavioursScrollFreely() {
        struct Free: ScrollTargetBehavior {}
        let host = TestHost(ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<8, id: \.self) { i in Text("Card \(i)").frame(width: 70, height: 40) } }
        }
        .frame(width: 200, height: 40)
        .scrollTargetBehavior(Free())
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: CGSize(width: 300, height: 100),
                            environment: .layoutCases)
        host.render()
        host.press(.rightArrow)
        #expect(Self.offset(host) == 40)
    }
}
