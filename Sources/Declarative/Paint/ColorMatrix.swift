import Foundation

/// A 4×5 matrix that maps a colour's gamma-encoded sRGB components and opacity, as SVG's `feColorMatrix` does:
///
/// ```
/// | R' |   | m00 m01 m02 m03 m04 |   | R |
/// | G' |   | m10 m11 m12 m13 m14 |   | G |
/// | B' | = | m20 m21 m22 m23 m24 | · | B |       each result clamped to 0…1
/// | A' |   | m30 m31 m32 m33 m34 |   | A |
///                                    | 1 |
/// ```
///
/// Components are unpremultiplied and gamma-encoded (`color-interpolation-filters: sRGB`), so the same matrix gives
/// the same colours in an SVG filter and in a terminal cell. The colour effects (`saturation(_:)`, `brightness(_:)`,
/// `contrast(_:)`, `grayscale(_:)`, `hueRotation(_:)`, `colorMultiply(_:)`, `colorInvert()`, `luminanceToAlpha()`)
/// are each one of the matrices below, which are those of the W3C Filter Effects Module Level 1 (§ 9.6
/// `feColorMatrix` and § 13 filter functions) except where SwiftUI documents other semantics (`brightness`).
public struct ColorMatrix: Hashable, Sendable {
    /// The 20 entries, row by row.
    public var values: [Double]

    /// Creates a matrix from its 20 entries, row by row; a wrong count or a non-finite entry gives the identity.
    public init(_ values: [Double]) {
        self.values = values.count == 20 && values.allSatisfy(\.isFinite) ? values : Self.identity.values
    }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrix(unchecked: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    private init(unchecked values: [Double]) { self.values = values }

    /// Whether the matrix changes nothing.
    public var isIdentity: Bool { values == Self.identity.values }

    /// The colour mapped by the matrix, each component clamped to 0…1.
    public func apply(to color: Color.Resolved) -> Color.Resolved {
        let v = [color.red, color.green, color.blue, Double(color.opacity), 1]
        func row(_ r: Int) -> Double {
            var sum = 0.0
            for c in 0..<5 { sum += values[r * 5 + c] * v[c] }
            return min(max(sum, 0), 1)
        }
        return Color.Resolved(red: row(0), green: row(1), blue: row(2), opacity: row(3))
    }

    /// The matrix that applies `self`, then `next` (clamping between them is not kept: the product is one matrix).
    public func followed(by next: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for r in 0..<4 {
            for c in 0..<5 {
                var sum = c == 4 ? next.values[r * 5 + 4] : 0
                for k in 0..<4 { sum += next.values[r * 5 + k] * values[k * 5 + c] }
                out[r * 5 + c] = sum
            }
        }
        return ColorMatrix(out)
    }

    /// A matrix that scales the colour components by `slope` and adds `intercept`, keeping opacity.
    static func linear(slope: Double, intercept: Double) -> ColorMatrix {
        ColorMatrix([slope, 0, 0, 0, intercept, 0, slope, 0, 0, intercept, 0, 0, slope, 0, intercept, 0, 0, 0, 1, 0])
    }

    /// Filter Effects' `saturate`: 0 is grey, 1 unchanged, above 1 oversaturated.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                     0, 0, 0, 1, 0])
    }

    /// Filter Effects' `grayscale(amount)`: 0 unchanged, 1 fully grey (Rec. 709 luma weights).
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let s = 1 - amount
        return ColorMatrix([0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
                            0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
                            0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// Filter Effects' `hueRotate`: turns hues by an angle, keeping luminance roughly.
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// SwiftUI's `brightness`: adds `amount` to each colour component (Core Image's `CIColorControls` brightness, as
    /// Apple's documentation for `GraphicsContext.Filter.brightness(_:)` says); 1 is white, negative darkens.
    public static func brightness(_ amount: Double) -> ColorMatrix { linear(slope: 1, intercept: amount) }

    /// Filter Effects' `contrast`: components move away from (or, below 1, towards) mid-grey; negative inverts.
    public static func contrast(_ amount: Double) -> ColorMatrix { linear(slope: amount, intercept: 0.5 - 0.5 * amount) }

    /// Filter Effects' `invert(1)`: each colour component becomes 1 minus itself.
    public static let invert = linear(slope: -1, intercept: 1)

    /// Multiplies each component, opacity included, by the colour's.
    public static func multiply(_ color: Color.Resolved) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, Double(color.opacity), 0])
    }

    /// SVG's `luminanceToAlpha`: black, with the colour's luminance as its opacity (bright is opaque, dark clear).
    public static let luminanceToAlpha = ColorMatrix(unchecked: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                                 0.2125, 0.7154, 0.0721, 0, 0])
}
