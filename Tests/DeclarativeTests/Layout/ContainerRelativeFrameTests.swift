import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `containerRelativeFrame` sizes a view from its container — the nearest scroll view's visible area less its
/// margins, else the window — along the axes it names, and leaves the other axes to the proposal.
@Suite @MainActor struct ContainerRelativeFrameTests {
    @Test func outsideAScrollViewTheContainerIsTheWindow() {
        let f = colourFrames(VStack { Color.red.frame(height: 20).containerRelativeFrame(.horizontal) }.frame(width: 100))
        #expect(f.first?.width == 300)
        #expect(f.first?.height == 20)
    }

    @Test func inAHorizontalScrollViewEachPageIsTheVisibleWidth() {
        let f = colourFrames(ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Color.red.containerRelativeFrame(.horizontal) } }
        }
        .frame(width: 200, height: 100)
        .contentMargins(.horizontal, 10))
        #expect(f.count == 3)
        #expect(f.allSatisfy { $0.width == 180 && $0.height == 100 }, "\(f)")
        #expect(f.map(\.minX) == [60, 240, 420], "the 200-wide scroll view is centred in the 300-wide window; 10 of margin")
    }

    @Test func countSpanAndSpacingDivideTheContainer() {
        let f = colourFrames(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10)
            }
        }
        .frame(width: 310, height: 50), size: CGSize(width: 310, height: 200))
        #expect(abs(f[0].width - ((310 - 20) / 3 * 2 + 10)) < 1e-9)
        #expect(abs(f[1].width - (310 - 20) / 3) < 1e-9)
    }

    @Test func aLengthClosureSeesTheContainerLengthAndAxis() {
        let f = colourFrames(Color.red.containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
            axis == .horizontal ? length * 0.5 : length / 4
        })
        #expect(f.first?.size == CGSize(width: 150, height: 50))
    }

    @Test func oddLengthsNeverTrap() {
        let f = colourFrames(VStack {
            Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }
            Color.blue.containerRelativeFrame(.horizontal, count: 0, span: -3, spacing: .infinity)
            Color.green.containerRelativeFrame(.vertical) { _, _ in -40 }
        })
        #expect(f.allSatisfy { $0.width.isFinite && $0.height.isFinite && $0.width >= 0 && $0.height >= 0 })
    }
}
