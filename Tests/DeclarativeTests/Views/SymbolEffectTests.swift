import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// Symbol effects (iOS 17): a discrete effect plays once each time its value changes, an indefinite one lasts while
/// active; `symbolEffectsRemoved()` stills them.
@Suite @MainActor struct SymbolEffectTests {
    /// The heart's drawn frame.
    func heart(_ host: TestHost, at t: Double) -> DisplayItem? {
        host.render(at: t).items.first { $0.id.path.contains("Image") }
    }

    struct Bouncing: View {
        @State private var likes = 0
        var body: some View {
            Image(systemName: "heart.fill")
                .symbolEffect(.bounce, value: likes)
                .frame(width: 40, height: 40)
                .onTapGesture { likes += 1 }
        }
    }

    @Test func aBounceScalesTheSymbolUpAndBackWhenTheValueChanges() throws {
        let host = TestHost(Bouncing(), size: CGSize(width: 100, height: 100))
        let rest = try #require(heart(host, at: 0)).frame
        #expect(abs(try #require(heart(host, at: 0.15)).frame.width - rest.width) < 0.01)   // no change, no bounce
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        let peak = try #require(heart(host, at: 0.3)).frame
        #expect(peak.width > rest.width * 1.2)
        let after = try #require(heart(host, at: 2)).frame
        #expect(abs(after.width - rest.width) < 0.01)
    }

    @Test func anIndefiniteScaleHoldsWhileActive() throws {
        func width(active: Bool) throws -> CGFloat {
            let host = TestHost(Image(systemName: "wifi").symbolEffect(.scale.up, isActive: active), size: CGSize(width: 100, height: 100))
            return try #require(heart(host, at: 2)).frame.width
        }
        let off = try width(active: false), on = try width(active: true)
        #expect(abs(on - off * 1.2) < 0.01)
    }

    @Test func aPulseFadesWhileActiveAndRemovedEffectsStayStill() {
        let pulsing = TestHost(Image(systemName: "heart").symbolEffect(.pulse), size: CGSize(width: 100, height: 100))
        let opacities = stride(from: 0.0, through: 1.0, by: 0.1).compactMap { heart(pulsing, at: $0)?.opacity }
        #expect((opacities.min() ?? 1) < 0.7)
        let still = TestHost(Image(systemName: "heart").symbolEffect(.pulse).symbolEffectsRemoved(), size: CGSize(width: 100, height: 100))
        let stillOpacities = stride(from: 0.0, through: 1.0, by: 0.1).compactMap { heart(still, at: $0)?.opacity }
        #expect(stillOpacities.allSatisfy { $0 == 1 })
    }

    @Test func appearAndDisappearHideTheSymbol() {
        let hidden = TestHost(Image(systemName: "heart").symbolEffect(.disappear, isActive: true), size: CGSize(width: 100, height: 100))
        #expect(heart(hidden, at: 2)?.opacity ?? 0 < 0.01)
        let shown = TestHost(Image(systemName: "heart").symbolEffect(.appear, isActive: true), size: CGSize(width: 100, height: 100))
        #expect(heart(shown, at: 2)?.opacity == 1)
        let options = SymbolEffectOptions.repeating.speed(2)
        #expect(options.speed == 2 && options.repeatCount == nil && SymbolEffectOptions.repeat(3).repeatCount == 3)
    }
}
