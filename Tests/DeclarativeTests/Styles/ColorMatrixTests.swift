import Testing
import Foundation
@testable import Declarative

/// The colour matrices of the colour effects, checked on colours whose results are known exactly.
struct ColorMatrixTests {
    func rgb(_ c: Color.Resolved) -> [Double] { [c.red, c.green, c.blue, Double(c.opacity)].map { ($0 * 1000).rounded() / 1000 } }
    let red = Color.Resolved(red: 1, green: 0, blue: 0)

    @Test func saturationZeroIsTheLuminanceGrey() {
        // Filter Effects' saturate(0) row: 0.213 R + 0.715 G + 0.072 B.
        #expect(rgb(ColorMatrix.saturation(0).apply(to: red)) == [0.213, 0.213, 0.213, 1])
        #expect(rgb(ColorMatrix.saturation(2).apply(to: Color.Resolved(red: 0.5, green: 0.5, blue: 0.5))) == [0.5, 0.5, 0.5, 1])
    }

    @Test func grayscaleUsesRec709Weights() {
        #expect(rgb(ColorMatrix.grayscale(1).apply(to: red)) == [0.213, 0.213, 0.213, 1])
        #expect(rgb(ColorMatrix.grayscale(1).apply(to: Color.Resolved(red: 0, green: 1, blue: 0))) == [0.715, 0.715, 0.715, 1])
        #expect(ColorMatrix.grayscale(0).isIdentity)
    }

    @Test func brightnessAddsAndContrastScalesAboutMidGrey() {
        #expect(rgb(ColorMatrix.brightness(0.25).apply(to: Color.Resolved(red: 0.5, green: 0, blue: 1))) == [0.75, 0.25, 1, 1])
        #expect(rgb(ColorMatrix.brightness(1).apply(to: red)) == [1, 1, 1, 1])
        #expect(rgb(ColorMatrix.contrast(2).apply(to: Color.Resolved(red: 0.75, green: 0.25, blue: 0.5))) == [1, 0, 0.5, 1])
        #expect(rgb(ColorMatrix.contrast(0).apply(to: red)) == [0.5, 0.5, 0.5, 1])
    }

    @Test func invertMultiplyAndLuminanceToAlpha() {
        #expect(rgb(ColorMatrix.invert.apply(to: Color.Resolved(red: 1, green: 0.25, blue: 0, opacity: 0.5))) == [0, 0.75, 1, 0.5])
        #expect(rgb(ColorMatrix.multiply(Color.Resolved(red: 0.5, green: 1, blue: 0, opacity: 0.5))
            .apply(to: Color.Resolved(red: 1, green: 0.5, blue: 1))) == [0.5, 0.5, 0, 0.5])
        #expect(rgb(ColorMatrix.luminanceToAlpha.apply(to: Color.Resolved(red: 1, green: 1, blue: 1))) == [0, 0, 0, 1])
        #expect(rgb(ColorMatrix.luminanceToAlpha.apply(to: red)) == [0, 0, 0, 0.213])
    }

    @Test func hueRotationByAFullTurnIsTheIdentityAndByHalfSwapsRedTowardsCyan() {
        let turned = ColorMatrix.hueRotation(.degrees(360))
        for (a, b) in zip(turned.values, ColorMatrix.identity.values) { #expect(abs(a - b) < 1e-12) }
        let half = rgb(ColorMatrix.hueRotation(.degrees(180)).apply(to: red))
        // Rows at cos = −1, sin = 0: (0.213 − 0.787, 0.213 + 0.213, 0.213 + 0.213) clamped.
        #expect(half == [0, 0.426, 0.426, 1])
    }

    @Test func followedByComposesAndBadEntriesGiveTheIdentity() {
        let both = ColorMatrix.brightness(0.25).followed(by: .contrast(2))
        #expect(rgb(both.apply(to: Color.Resolved(red: 0.25, green: 0, blue: 0.5))) == [0.5, 0, 1, 1])
        #expect(ColorMatrix([1, 2, 3]).isIdentity)
        #expect(ColorMatrix([Double](repeating: .nan, count: 20)).isIdentity)
    }
}
