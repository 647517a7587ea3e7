import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A scroll view whose content is several views stacks them as a `VStack` would, as SwiftUI's does — published
/// screens write `ScrollView { header; chart; Spacer(); list }` with no stack of their own. The stack is vertical
/// whichever way the view scrolls (a horizontal row needs an `HStack`), and scrolling moves it as one.
@Suite @MainActor struct ScrollViewContentStackTests {
    @Test func severalViewsStackWithTheDefaultSpacing() {
        let f = colourFrames(ScrollView {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 200, height: 80)
            Color.green.frame(width: 60, height: 30)
        })
        #expect(f.count == 3)
        #expect(f.map(\.minY) == [0, 58, 146], "one below the other, 8 points apart: \(f)")
        #expect(Set(f.map(\.midX)).count == 1, "centred on one another, as a VStack centres them: \(f)")
    }

    @Test func aSpacerWithAMinimumLengthKeepsItsRoom() {
        let f = colourFrames(ScrollView {
            Spacer(minLength: 60)
            Color.red.frame(height: 40)
            Spacer()
            Color.blue.frame(height: 40)
        })
        #expect(f.count == 2)
        #expect(f[0].minY >= 60, "below the spacer's 60 points: \(f)")
        #expect(f[1].minY >= f[0].maxY, "the second view below the first: \(f)")
    }

    @Test func aHorizontalScrollViewStacksVerticallyToo() {
        let f = colourFrames(ScrollView(.horizontal) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 80, height: 40) }
        })
        #expect(Set(f.map(\.minX)).count == 1 && f.map(\.minY) == [0, 48, 96], "\(f)")
    }

    @Test func theStackScrollsAsOne() {
        let host = TestHost(ScrollView {
            ForEach(0..<10, id: \.self) { _ in Color.red.frame(height: 50) }
        }, size: CGSize(width: 300, height: 200), environment: .layoutCases)
        host.render()
        let before = host.frames(of: "Color")
        host.host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 100))
        host.render()
        let after = host.frames(of: "Color")
        #expect(before.count == 10 && after.count == 10)
        #expect(zip(before, after).allSatisfy { $0.minY - $1.minY == 100 }, "every row moved up by the scroll: \(after)")
    }
}
