import Testing
import Foundation
import Declarative
import Backends

/// One-line SVG export of a view: a still frame, or an animation replayed with CSS.
@Suite @MainActor struct SVGExportTests {
    let size = CGSize(width: 80, height: 32)

    @Test func stillSVGShowsTheFinalState() async {
        let svg = await SVGExport.svg(of: HostingFixture.GrowingBar(), size: size)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("viewBox=\"0 0 80 32\""))
        #expect(svg.contains("height=\"32\""))
        #expect(!svg.contains("@keyframes"))
    }

    @Test func stillSVGAtATimeShowsTheAnimationMidway() async {
        let svg = await SVGExport.svg(of: HostingFixture.GrowingBar(), size: size, at: 0.25)
        #expect(svg.contains("height=\"16\""))
    }

    @Test func animatedSVGHasKeyframesAndHonoursReducedMotion() async {
        let svg = await SVGExport.animatedSVG(of: HostingFixture.GrowingBar(), size: size)
        #expect(svg.contains("@keyframes"))
        #expect(svg.contains("@media (prefers-reduced-motion: reduce)"))
        // The static attributes hold the final frame.
        #expect(svg.contains("height=\"32\""))
    }

    @Test func reducedMotionExportDoesNotAnimateViewsThatHonourIt() async {
        struct Honouring: View {
            @State private var grown = false
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            var body: some View {
                Rectangle().frame(width: 80, height: grown ? 32 : 0)
                    .animation(reduceMotion ? nil : .linear(duration: 0.5), value: grown)
                    .onAppear { grown = true }
            }
        }
        let svg = await SVGExport.animatedSVG(of: Honouring(), size: size, reduceMotion: true)
        #expect(!svg.contains("@keyframes"))
    }

    @Test func loopsRepeatOnePeriod() async {
        struct Pulse: View {
            @State private var on = false
            var body: some View {
                Rectangle().frame(width: on ? 80 : 8, height: 8)
                    .animation(.linear(duration: 0.5).repeatForever(), value: on)
                    .onAppear { on = true }
            }
        }
        let svg = await SVGExport.animatedSVG(of: Pulse(), size: size, loop: 0...1)
        #expect(svg.contains("infinite"))
    }

    @Test func writeCreatesTheFile() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("svgexport-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: url) }
        try await SVGExport.writeAnimatedSVG(of: HostingFixture.GrowingBar(), size: size, to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("<svg") && text.contains("@keyframes"))
    }
}
