import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

/// `zIndex(_:)` orders overlapping siblings: higher draws later and is hit first, equal keeps declaration order,
/// and layout does not change.
@MainActor
struct ZIndexTests {
    /// The colours of the display list's items, back to front (each square is one item, named by its colour).
    func colors(_ host: TestHost) -> [String] {
        host.render().items.compactMap { item -> String? in
            guard case .shape(let shape) = item.content, case .color(let c)? = shape.fill else { return nil }
            return [("red", Color.red), ("blue", .blue), ("green", .green)]
                .first { $0.1.resolve(in: .light) == c }?.0
        }
    }

    @Test func aHigherZIndexDrawsOnTopAndIsHitFirst() {
        let log = EventLog()
        let host = TestHost(ZStack {
            square(.red).onTapGesture { log("red") }.zIndex(1)
            square(.blue).onTapGesture { log("blue") }
        })
        #expect(colors(host) == ["blue", "red"])
        host.tap(at: .at(150, 100))
        #expect(log.entries == ["red"])
    }

    @Test func equalZIndexesKeepDeclarationOrder() {
        let log = EventLog()
        let host = TestHost(ZStack {
            square(.red).onTapGesture { log("red") }.zIndex(2)
            square(.blue).onTapGesture { log("blue") }.zIndex(2)
            square(.green).onTapGesture { log("green") }.zIndex(-1)
        })
        #expect(colors(host) == ["green", "red", "blue"])
        host.tap(at: .at(150, 100))
        #expect(log.entries == ["blue"])
    }

    @Test func zIndexPassesOutThroughPaddingButNotOutOfItsStack() {
        let host = TestHost(ZStack {
            square(.red).zIndex(1).padding(4)
            VStack { square(.green).zIndex(5) }
            square(.blue)
        })
        #expect(colors(host) == ["green", "blue", "red"])
    }

    @Test func zIndexDoesNotChangeLayout() {
        func frames(_ z: Double) -> [CGRect] {
            let host = TestHost(VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 30).zIndex(z)
                Color.blue.frame(width: 60, height: 20)
            })
            return host.render().items.map(\.frame).sorted { $0.minY < $1.minY }
        }
        #expect(frames(3) == frames(0))
    }

    @Test func aChangedZIndexReordersTheNextFrame() {
        struct Cards: View {
            @State var front = false
            var body: some View {
                ZStack {
                    square(.red).zIndex(front ? 1 : 0).onTapGesture { front = true }
                    square(.blue).frame(width: 100, height: 100).allowsHitTesting(false)
                }
            }
        }
        let host = TestHost(Cards())
        #expect(colors(host) == ["red", "blue"])
        host.tap(at: .at(150, 100))
        #expect(colors(host) == ["blue", "red"])
    }

    @Test func aNaNZIndexCountsAsZero() {
        let host = TestHost(ZStack { square(.red).zIndex(.nan); square(.blue) })
        #expect(colors(host) == ["red", "blue"])
    }
}
