import Foundation
import Testing
import Declarative
@testable import Backends

/// Bars of one chart stand on one baseline: bottoms computed a rounding error apart (as a scale and a layout
/// compute them) snap to the same eighth, so every bar ends in a full cell on the same row — none ends in `▁`
/// an eighth above the others (the Workouts F bar at 90 × 20 once did).
@Suite struct SharedBaselineTests {
    @Test func barsEndOnTheSameRow() {
        let baseline: CGFloat = 80
        let bars = [(10.0, 0.0), (37.0, 1e-9), (21.0, -1e-9), (50.0, 0.5 - 1e-7), (29.0, -0.5 + 1e-7)].enumerated().map { i, bar in
            // Each bar's top is `baseline - height`, its bottom off the baseline by `error`.
            Fixture.bar("bar\(i)", x: CGFloat(i) * 16, y: baseline - bar.0, width: 8, height: bar.0 + bar.1)
        }
        let text = Fixture.render(Fixture.list(columns: 10, rows: 6, bars))
        #expect(text == Self.golden, "\n\(text)")
    }

    static let golden = """

              ▁
          ▂   █
          █ ▂ █ ▆
        ▅ █ █ █ █

        """
}
