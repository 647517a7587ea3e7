import Testing
@testable import Declarative
import DeclarativeTesting

/// `safeAreaInset(edge:…)` and `safeAreaPadding`: the inset view sits along the edge and the content takes the rest.
@MainActor
struct SafeAreaInsetTests {
    private func frames(_ view: some View) -> [CGRect] {
        TestHost(view, size: CGSize(width: 200, height: 100)).render().items.map(\.frame)
    }

    @Test func aBottomInsetSitsBelowTheContentAcrossTheView() {
        let f = frames(Color.red.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) {
            Color.blue.frame(width: 50, height: 20)
        })
        #expect(f[0] == CGRect(x: 0, y: 0, width: 200, height: 76), "the content takes what the inset leaves")
        #expect(f[1] == CGRect(x: 0, y: 80, width: 50, height: 20), "the inset is leading-aligned along the bottom")
    }

    @Test func aTopInsetSitsAboveTheContent() {
        let f = frames(Color.red.safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(width: 50, height: 20) })
        // Items are drawn in the stack's order: the inset first.
        #expect(f[0] == CGRect(x: 75, y: 0, width: 50, height: 20))
        #expect(f[1] == CGRect(x: 0, y: 20, width: 200, height: 80))
    }

    @Test func aTrailingInsetSitsBesideTheContent() {
        let f = frames(Color.red.safeAreaInset(edge: .trailing, alignment: .top, spacing: 0) {
            Color.blue.frame(width: 30, height: 10)
        })
        #expect(f[0] == CGRect(x: 0, y: 0, width: 170, height: 100))
        #expect(f[1] == CGRect(x: 170, y: 0, width: 30, height: 10))
    }

    @Test func badSpacingCountsAsZeroAndSafeAreaPaddingPads() {
        let f = frames(Color.red.safeAreaInset(edge: .bottom, spacing: .nan) { Color.blue.frame(height: 20) })
        #expect(f[0].maxY == f[1].minY)
        #expect(frames(Color.red.safeAreaPadding(10)) == [CGRect(x: 10, y: 10, width: 180, height: 80)])
        #expect(frames(Color.red.safeAreaPadding(.horizontal, 5)) == [CGRect(x: 5, y: 0, width: 190, height: 100)])
    }
}
