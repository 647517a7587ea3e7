import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `shadow`, `blur` and the colour effects: what each puts on the display items, in the display list's space,
/// without changing layout, and how bad input is cleaned.
@MainActor
struct GraphicsEffectModifierTests {
    func items(_ view: some View) -> [DisplayItem] {
        TestHost(view, size: CGSize(width: 100, height: 100)).render().items
    }

    func square() -> some View { Color.red.frame(width: 40, height: 20) }

    @Test func blurAndShadowReachEveryItemOfTheSubtree() {
        let drawn = items(VStack(spacing: 0) { square(); square() }
            .shadow(color: .black, radius: 3, x: 2, y: 4).blur(radius: 1.5))
        #expect(drawn.count == 2)
        for item in drawn {
            #expect(item.effects == [
                GraphicsEffect(.shadow(color: Color.Resolved(red: 0, green: 0, blue: 0), radius: 3,
                                       offset: CGSize(width: 2, height: 4))),
                GraphicsEffect(.blur(radius: 1.5, isOpaque: false)),
            ].reversed())
        }
    }

    @Test func theDefaultShadowIsAThirdOpaqueBlack() {
        guard case .shadow(let color, let radius, let offset)? = items(square().shadow(radius: 5)).first?.effects.first?.kind else {
            Issue.record("no shadow"); return
        }
        #expect(color.sRGB8 == (0, 0, 0) && abs(color.opacity - 0.33) < 1e-6)
        #expect(radius == 5 && offset == .zero)
    }

    @Test func radiiScaleAndOffsetsTurnWithTheTransformsAroundThem() {
        let drawn = items(square().shadow(color: .black, radius: 2, x: 3, y: 0).blur(radius: 1)
            .scaleEffect(2).rotationEffect(.degrees(90)))
        guard let effects = drawn.first?.effects, effects.count == 2,
              case .blur(let blur, _) = effects[0].kind, case .shadow(_, let radius, let offset) = effects[1].kind else {
            Issue.record("expected a blur and a shadow"); return
        }
        #expect(abs(blur - 2) < 1e-9 && abs(radius - 4) < 1e-9)
        // (3, 0) scaled by 2, then turned a quarter clockwise (y down): (0, 6).
        #expect(abs(offset.width) < 1e-9 && abs(offset.height - 6) < 1e-9)
    }

    @Test func colourEffectsAreTheirMatricesInModifierOrder() {
        let drawn = items(square().saturation(0.5).brightness(0.1).contrast(2).grayscale(0.25)
            .hueRotation(.degrees(90)).colorMultiply(.blue).colorInvert().luminanceToAlpha())
        let matrices = drawn.first?.effects.map { effect -> ColorMatrix? in
            if case .colorMatrix(let m) = effect.kind { return m } else { return nil }
        }
        #expect(matrices == [.luminanceToAlpha, .invert, .multiply(Color.blue.resolve(in: .light)),
                             .hueRotation(.degrees(90)), .grayscale(0.25), .contrast(2), .brightness(0.1), .saturation(0.5)])
    }

    @Test func effectsDoNotChangeLayout() {
        func frames(_ view: some View) -> [CGRect] { items(view).map(\.frame) }
        let plain = frames(HStack { square(); Text("A") })
        #expect(frames(HStack { square().shadow(radius: 8, x: 30, y: 30); Text("A").blur(radius: 20) }) == plain)
        #expect(frames(HStack { square().saturation(0).colorInvert(); Text("A").hueRotation(.degrees(45)) }) == plain)
    }

    @Test func badRadiiAndAmountsAreCleaned() {
        func kinds(_ view: some View) -> [GraphicsEffect.Kind] { items(view).first?.effects.map(\.kind) ?? [] }
        // Negative and non-finite radii draw as 0; a non-finite offset as 0.
        #expect(kinds(square().blur(radius: -3)) == [.blur(radius: 0, isOpaque: false)])
        #expect(kinds(square().blur(radius: .nan)) == [.blur(radius: 0, isOpaque: false)])
        #expect(kinds(square().blur(radius: .infinity)) == [.blur(radius: 0, isOpaque: false)])
        #expect(kinds(square().shadow(color: .black, radius: .nan, x: .infinity, y: .nan))
            == [.shadow(color: Color.Resolved(red: 0, green: 0, blue: 0), radius: 0, offset: .zero)])
        // A non-finite amount changes nothing; grayscale is clamped to 0…1.
        #expect(kinds(square().saturation(.nan)) == [.colorMatrix(.saturation(1))])
        #expect(kinds(square().brightness(.infinity)) == [.colorMatrix(.brightness(0))])
        #expect(kinds(square().contrast(-.infinity)) == [.colorMatrix(.contrast(1))])
        #expect(kinds(square().hueRotation(.radians(.nan))) == [.colorMatrix(.hueRotation(.zero))])
        #expect(kinds(square().grayscale(7)) == [.colorMatrix(.grayscale(1))])
        #expect(kinds(square().grayscale(.nan)) == [.colorMatrix(.grayscale(0))])
        #expect(ColorMatrix.saturation(1).isIdentity && ColorMatrix.brightness(0).isIdentity)
    }

    @Test func effectsKnowWhichClipsAreOutsideThem() {
        let blurThenClip = items(square().blur(radius: 2).clipped()).first
        let clipThenBlur = items(square().clipped().blur(radius: 2)).first
        #expect(blurThenClip?.clips.count == 1 && blurThenClip?.effects.first?.clipsOutside == 1)
        #expect(clipThenBlur?.clips.count == 1 && clipThenBlur?.effects.first?.clipsOutside == 0)
    }
}
