import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `LazyVGrid` and `LazyHGrid` size their tracks from `GridItem`s as SwiftUI does — spacing first, fixed tracks,
/// then equal shares in order clamped to each item's bounds, adaptive items split into as many tracks as fit — and
/// fill children into them a line at a time, each line as deep as its deepest child.
@Suite @MainActor struct LazyGridTests {
    /// Laid out at the top leading corner of 300 × 400; the frame of each `Color`, in order.
    static func frames<V: View>(_ view: V, size: CGSize = CGSize(width: 300, height: 400)) -> [CGRect] {
        let host = TestHost(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: size,
                            environment: .layoutCases)
        host.render()
        return host.frames(of: "Color")
    }

    @Test func twoFlexibleColumnsShareTheWidthAndRowsTakeTheDeepestCell() {
        let f = Self.frames(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<3) { i in Color.red.frame(height: i == 1 ? 30 : 20) }
        })
        // (300 − 8) / 2 = 146 a column; the first row is 30 deep (the second cell), the second starts 10 below it;
        // the shorter cell is centred in its row.
        #expect(f.count == 3)
        #expect(close(f[0], rect(0, 5, 146, 20)))
        #expect(close(f[1], rect(154, 0, 146, 30)))
        #expect(close(f[2], rect(0, 40, 146, 20)))
    }

    @Test func fixedTracksTakeTheirSizeFirstAndFlexibleOnesClampToTheirBounds() {
        let layout = LazyGridLayout(axis: .vertical, items: [GridItem(.fixed(100), spacing: 0), GridItem(.flexible(maximum: 50), spacing: 0),
                                                             GridItem(.flexible())], alignment: .center, spacing: nil)
        let tracks = layout.tracks(across: 300).map(\.breadth)
        // 200 left: the second takes min(100, 50) = 50, the third the remaining 150.
        #expect(tracks == [100, 50, 150])
    }

    @Test func anAdaptiveItemMakesAsManyTracksAsFit() {
        let layout = LazyGridLayout(axis: .vertical, items: [GridItem(.adaptive(minimum: 80))], alignment: .center, spacing: nil)
        // (300 + 8) / (80 + 8) = 3 tracks of (300 − 16) / 3.
        let tracks = layout.tracks(across: 300)
        #expect(tracks.count == 3)
        #expect(tracks.allSatisfy { abs($0.breadth - 284 / 3) < 1e-9 })
        #expect(layout.tracks(across: 50).count == 1, "at least one track")
        let capped = LazyGridLayout(axis: .vertical, items: [GridItem(.adaptive(minimum: 80, maximum: 90))], alignment: .center, spacing: nil)
        #expect(capped.tracks(across: 300).map(\.breadth) == [90, 90, 90], "no track larger than the maximum")
    }

    @Test func childrenFillTheAdaptiveTracksRowByRow() {
        let f = Self.frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 8)], spacing: 4) {
            ForEach(0..<4) { _ in Color.red.frame(height: 20) }
        })
        let w: CGFloat = 284 / 3
        #expect(close(f[0], rect(0, 0, w, 20)))
        #expect(close(f[2], rect(2 * (w + 8), 0, w, 20)))
        #expect(close(f[3], rect(0, 24, w, 20)))
    }

    @Test func aHorizontalGridFillsItsRowsColumnByColumn() {
        let f = Self.frames(LazyHGrid(rows: [GridItem(.fixed(40), spacing: 10), GridItem(.fixed(40))], spacing: 6) {
            ForEach(0..<3) { _ in Color.red.frame(width: 30) }
        })
        #expect(close(f[0], rect(0, 0, 30, 40)))
        #expect(close(f[1], rect(0, 50, 30, 40)))
        #expect(close(f[2], rect(36, 0, 30, 40)))
    }

    @Test func oddInputsNeverTrap() {
        for items in [[], [GridItem(.fixed(.nan))], [GridItem(.flexible(minimum: -5, maximum: .nan), spacing: .infinity)],
                      [GridItem(.adaptive(minimum: 0))], [GridItem(.adaptive(minimum: .infinity))]] {
            let layout = LazyGridLayout(axis: .vertical, items: items, alignment: .center, spacing: -3)
            for width in [nil, 0, -10, 300, .infinity, .nan] as [CGFloat?] {
                #expect(layout.tracks(across: width).allSatisfy { $0.breadth.isFinite && $0.breadth >= 0 })
            }
        }
        let f = Self.frames(LazyVGrid(columns: []) { Color.red })
        #expect(f.allSatisfy { $0.width.isFinite && $0.height.isFinite })
    }
}
