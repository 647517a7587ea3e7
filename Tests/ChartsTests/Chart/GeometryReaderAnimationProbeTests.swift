import Foundation
import Testing
import Declarative
@testable import Charts
import DeclarativeTesting

/// Pins that Declarative animates a frame built inside a `GeometryReader`, which the chart's
/// mark animations rely on.
@MainActor
@Suite struct GeometryReaderAnimationProbeTests {
    final class Driver { var set: (CGFloat) -> Void = { _ in } }
    struct Probe: View {
        @State var h: CGFloat = 10
        let driver: Driver
        let useReader: Bool
        var body: some View {
            driver.set = { h = $0 }
            return Group {
                if useReader {
                    GeometryReader { _ in Rectangle().frame(width: 10, height: h) }
                } else {
                    ZStack(alignment: .topLeading) { Rectangle().frame(width: 10, height: h) }
                }
            }
        }
    }

    func height(useReader: Bool) -> CGFloat {
        let d = Driver()
        let host = TestHost(Probe(driver: d, useReader: useReader), size: CGSize(width: 100, height: 100))
        host.render(at: 0)
        withAnimation(.linear(duration: 1)) { d.set(90) }
        host.render()   // the update (and the animation) starts at t = 0
        return host.render(at: 0.5).items.first?.frame.height ?? -1
    }

    @Test func frameAnimatesOutsideAReader() { #expect(abs(height(useReader: false) - 50) < 1) }

    @Test func frameAnimatesInsideAReader() { #expect(abs(height(useReader: true) - 50) < 1) }
}
