import Testing
import Foundation
import Declarative
@testable import Charts
import DeclarativeTesting

extension SeedChartsTests {
    /// `ProgressRing` fills clockwise from 12 o'clock with an animated trim.
    @MainActor
    struct ProgressRingTests {
        static let size = CGSize(width: 100, height: 100)

        /// The ring's shapes: the faint track, then the filled part.
        func parts(_ list: DisplayList) -> [DisplayItem] {
            list.items.filter { if case .shape = $0.content { return true } else { return false } }
        }

        /// How far round the filled part reaches, 0…1, from the end point of its trimmed circle (which starts at 3
        /// o'clock in its own space and runs clockwise; the rotation turns it to start at 12).
        static func reach(_ item: DisplayItem) -> Double {
            guard case .shape(let s) = item.content, !s.path.isEmpty, let end = s.path.currentPoint else { return 0 }
            var angle = atan2(end.y - item.bounds.midY, end.x - item.bounds.midX)
            if angle < -1e-9 { angle += 2 * .pi }
            return max(angle, 0) / (2 * .pi)
        }

        func easeInOut(_ t: Double, duration: Double = 0.8) -> Double {
            UnitCurve.easeInOut.value(at: min(max(t / duration, 0), 1))
        }

        func host(_ view: some View, reduceMotion: Bool = false) async -> TestHost {
            var env = EnvironmentValues()
            env.accessibilityReduceMotion = reduceMotion
            let host = TestHost(view, size: Self.size, environment: env)
            host.render(at: 0)
            await host.waitForTasks()
            return host
        }

        @Test func theRingFillsFromTheTopOnEaseInOut() async {
            let host = await host(ProgressRing(progress: 0.72))
            for t in [0.0, 0.2, 0.4, 0.6, 0.8, 1.5] {
                let ring = parts(host.render(at: t))[1]
                let expected = 0.72 * easeInOut(t)
                // Trimming is by arc length along Bézier quarter circles: allow a thousandth of a turn.
                #expect(abs(Self.reach(ring) - expected) < 1e-3, "t=\(t): \(Self.reach(ring)) vs \(expected)")
            }
            // The trim starts at 12 o'clock: the start of the circle (3 o'clock, inset by half the line) turned −90°.
            let ring = parts(host.render(at: 2))[1]
            let top = CGPoint(x: 96, y: 50).applying(ring.transform)
            #expect(SeedChartSupport.close(top.x, 50) && SeedChartSupport.close(top.y, 4))
            #expect(ring.accessibility.value == "72 percent")
            #expect(!host.host.needsFrame)
        }

        @Test func theTrackIsAFaintFullCircle() async {
            let host = await host(ProgressRing(progress: 0.3, lineWidth: 6, tint: .green))
            guard case .shape(let track) = parts(host.render(at: 2))[0].content else { return }
            #expect(track.stroke?.style.lineWidth == 6)
            #expect(track.stroke?.paint == .color(Color.green.opacity(0.2).resolve(in: .light)))
            #expect(track.path.boundingRect == CGRect(x: 3, y: 3, width: 94, height: 94))
        }

        /// A parent that changes the progress when tapped.
        struct Stepper: View {
            @State private var progress = 0.25
            var body: some View {
                VStack {
                    Text("Step").onTapGesture { progress = 0.75 }
                    ProgressRing(progress: progress).frame(width: 80, height: 80)
                }
            }
        }

        @Test func aNewProgressMovesFromTheOld() async {
            let host = await host(Stepper())
            host.render(at: 2)
            #expect(host.tap(label: "Step"))
            for dt in [0.0, 0.4, 1.0] {
                let expected = 0.25 + 0.5 * easeInOut(dt)
                let ring = parts(host.render(at: 2 + dt))[1]
                #expect(abs(Self.reach(ring) - expected) < 1e-3, "+\(dt): \(Self.reach(ring)) vs \(expected)")
            }
        }

        @Test func reduceMotionDrawsTheValueAtOnce() async {
            let host = await host(ProgressRing(progress: 0.4), reduceMotion: true)
            #expect(abs(Self.reach(parts(host.render(at: 0))[1]) - 0.4) < 1e-3)
            #expect(!host.host.needsFrame)
        }

        @Test(arguments: [(1.7, "100 percent"), (-0.5, "0 percent"), (.nan, "0 percent"), (.infinity, "100 percent")])
        func progressIsClampedAndNaNIsZero(_ progress: Double, _ spoken: String) async {
            let host = await host(ProgressRing(progress: progress))
            let list = host.render(at: 2)
            let parts = parts(list)
            let values = Set(parts.map(\.accessibility.value))
            #expect(values == [spoken])
            guard parts.count == 2, case .shape(let track) = parts[0].content, case .shape(let ring) = parts[1].content else { return }
            // Clamped to 1 the ring is the whole track; clamped to 0 it is empty.
            #expect(spoken == "100 percent" ? ring.path == track.path : ring.path.isEmpty)
        }
    }
}
