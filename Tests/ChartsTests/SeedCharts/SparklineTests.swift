import Testing
import Foundation
import Declarative
@testable import Charts
import DeclarativeTesting

extension SeedChartsTests {
    /// `Sparkline` lays its values across its frame, leaves gaps for values that are not numbers, and marks the last.
    @MainActor
    struct SparklineTests {
        static let size = CGSize(width: 100, height: 40)

        /// The drawn shapes: area (if any), line, dot (if any), in drawing order.
        func drawings(_ view: Sparkline) -> [ShapeDrawing] {
            TestHost(view, size: Self.size).render(at: 0).items.compactMap { item in
                if case .shape(let s) = item.content { return s }
                return nil
            }
        }

        /// The points of each subpath of a polyline.
        func runs(_ path: Path) -> [[CGPoint]] {
            var runs: [[CGPoint]] = []
            for element in path.elements {
                switch element {
                case .move(let p): runs.append([p])
                case .line(let p): runs[runs.count - 1].append(p)
                default: break
                }
            }
            return runs
        }

        @Test func theLineRunsFromTheLowestAtTheBottomToTheHighestAtTheTop() {
            let line = drawings(Sparkline(values: [3, 5, 4, 6], showsLastPoint: false))[0]
            // Inset by half the 1.5 pt line: x from 0.75 to 99.25, y from 39.25 (3) to 0.75 (6).
            let step = 98.5 / 3
            let expected = [CGPoint(x: 0.75, y: 39.25), CGPoint(x: 0.75 + step, y: 39.25 - 38.5 * 2 / 3),
                            CGPoint(x: 0.75 + 2 * step, y: 39.25 - 38.5 / 3), CGPoint(x: 99.25, y: 0.75)]
            let points = runs(line.path).flatMap { $0 }
            #expect(points.count == 4)
            for (p, e) in zip(points, expected) {
                #expect(SeedChartSupport.close(p.x, e.x) && SeedChartSupport.close(p.y, e.y), "\(p) vs \(e)")
            }
            #expect(line.stroke?.style == StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
            #expect(line.stroke?.paint == .color(Color.accentColor.resolve(in: .light)))
        }

        @Test func aValueThatIsNotANumberLeavesAGap() {
            let line = drawings(Sparkline(values: [3, 5, .nan, 4, 6, .infinity, 2], showsLastPoint: false))[0]
            // 3 5 | 4 6 | 2: the lone 2 is not a line.
            #expect(runs(line.path).map(\.count) == [2, 2])
        }

        @Test func theAreaFillsUnderTheLineFadingDownward() {
            let parts = drawings(Sparkline(values: [1, 3, 2], tint: .green, showsArea: true, showsLastPoint: false))
            #expect(parts.count == 2)
            let area = parts[0]
            guard case .linearGradient(let g, let start, let end)? = area.fill else {
                Issue.record("expected a gradient, got \(String(describing: area.fill))")
                return
            }
            #expect(start.y == 0 && end.y == 40)
            #expect(g.stops.map(\.color) == [Color.green.opacity(0.35).resolve(in: .light), Color.green.opacity(0).resolve(in: .light)])
            // The area closes down to the bottom edge under the first and last points.
            #expect(area.path.elements.first == .move(to: CGPoint(x: 0.75, y: 40)))
            #expect(area.path.boundingRect.maxY == 40)
        }

        @Test func theLastValueIsMarkedWithADot() {
            let parts = drawings(Sparkline(values: [3, 5, 4, 6]))
            #expect(parts.count == 2)
            let dot = parts[1].path.boundingRect
            // The dot's radius is 1.5 × the line width, and the line is inset by it.
            #expect(SeedChartSupport.close(dot.midX, 100 - 2.25) && SeedChartSupport.close(dot.midY, 2.25))
            #expect(SeedChartSupport.close(dot.width, 4.5))
            // No dot when the last value is not a number.
            let none = drawings(Sparkline(values: [3, 5, .nan]))
            #expect(none.count == 2 && none[1].path.isEmpty)
        }

        @Test func edgeCasesDrawSensibly() {
            // No values: nothing.
            let nothing = drawings(Sparkline(values: [], showsArea: true)).allSatisfy(\.path.isEmpty)
            #expect(nothing)
            // One value: just its dot, in the middle.
            let one = drawings(Sparkline(values: [7]))
            #expect(one[0].path.isEmpty)
            #expect(SeedChartSupport.close(one[1].path.boundingRect.midX, 50) && SeedChartSupport.close(one[1].path.boundingRect.midY, 20))
            // A flat series runs across the middle.
            let flat = runs(drawings(Sparkline(values: [2, 2, 2], showsLastPoint: false))[0].path)[0]
            #expect(Set(flat.map(\.y)) == [20])
            // Extremes whose range overflows to ∞ are drawn flat rather than with NaN.
            let extreme = drawings(Sparkline(values: [-.greatestFiniteMagnitude, .greatestFiniteMagnitude]))
            let finite = extreme.allSatisfy { d in d.path.elements.allSatisfy { "\($0)".contains("nan") == false } }
            #expect(finite)
            // A NaN line width draws the line at zero width, without a crash.
            _ = drawings(Sparkline(values: [1, 2], lineWidth: .nan))
        }

        @Test func itReadsAsOneAccessibilityElement() {
            let list = TestHost(Sparkline(values: [3, .nan, 8, 7]), size: Self.size).render(at: 0)
            #expect(Set(list.items.map(\.accessibility.label)) == ["Trend"])
            #expect(Set(list.items.map(\.accessibility.value)) == ["Last 7, low 3, high 8"])
            #expect(Sparkline(values: [.nan]).summary == "No data")
        }
    }
}
