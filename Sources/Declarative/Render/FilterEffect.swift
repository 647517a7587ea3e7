import Foundation

/// What a blur, shadow or colour-effect modifier puts on its node: the model values, already cleaned of bad input,
/// that animate (`animatableData`) and that the builder turns into a display item's ``GraphicsEffect``.
struct FilterEffect {
    enum Kind {
        case blur(opaque: Bool)
        case shadow(Color.Resolved)
        case saturation, brightness, contrast, grayscale, hueRotation
        case colorMultiply(Color.Resolved)
        case colorInvert, luminanceToAlpha
    }

    /// Up to three numbers, all animated together: a radius and an offset for a shadow, a radius for a blur, an
    /// amount (radians for a hue rotation) for a colour effect.
    typealias Values = AnimatablePair<Double, AnimatablePair<Double, Double>>

    let kind: Kind
    let values: Values

    /// A blur; a negative or non-finite radius is 0 (no blur).
    static func blur(radius: CGFloat, opaque: Bool) -> FilterEffect {
        FilterEffect(kind: .blur(opaque: opaque), values: Values(Double(radius.cleanRadius), .zero))
    }

    /// A shadow; a negative or non-finite radius is 0 (a sharp shadow), a non-finite offset 0.
    static func shadow(_ color: Color.Resolved, radius: CGFloat, x: CGFloat, y: CGFloat) -> FilterEffect {
        FilterEffect(kind: .shadow(color), values: Values(Double(radius.cleanRadius),
                                                          AnimatablePair(Double(x.finiteOrZero), Double(y.finiteOrZero))))
    }

    /// A colour effect with an amount; a non-finite amount is `neutral`, the amount that changes nothing.
    static func color(_ kind: Kind, _ amount: Double, neutral: Double) -> FilterEffect {
        FilterEffect(kind: kind, values: Values(amount.isFinite ? amount : neutral, .zero))
    }

    /// The effect as the display list holds it, with these (presented) values, under `transform`: the blur radius
    /// scaled by the transform's mean scale and the shadow's offset turned with it.
    func resolved(_ v: Values, transform t: CGAffineTransform, clipsOutside: Int) -> GraphicsEffect {
        let scale = sqrt(abs(Double(t.a * t.d - t.b * t.c)))
        let radius = CGFloat(max(v.first, 0) * (scale.isFinite ? scale : 1))
        let amount = v.first
        let matrix: ColorMatrix
        switch kind {
        case .blur(let opaque):
            return GraphicsEffect(.blur(radius: radius, isOpaque: opaque), clipsOutside: clipsOutside)
        case .shadow(let color):
            let dx = v.second.first, dy = v.second.second
            let offset = CGSize(width: t.a * dx + t.c * dy, height: t.b * dx + t.d * dy)
            return GraphicsEffect(.shadow(color: color, radius: radius,
                                          offset: CGSize(width: offset.width.finiteOrZero, height: offset.height.finiteOrZero)),
                                  clipsOutside: clipsOutside)
        case .saturation: matrix = .saturation(amount)
        case .brightness: matrix = .brightness(amount)
        case .contrast: matrix = .contrast(amount)
        case .grayscale: matrix = .grayscale(min(max(amount, 0), 1))
        case .hueRotation: matrix = .hueRotation(.radians(amount))
        case .colorMultiply(let color): matrix = .multiply(color)
        case .colorInvert: matrix = .invert
        case .luminanceToAlpha: matrix = .luminanceToAlpha
        }
        return GraphicsEffect(.colorMatrix(matrix), clipsOutside: clipsOutside)
    }
}

extension CGFloat {
    /// A radius to draw: NaN, ±∞ and negative values become 0.
    var cleanRadius: CGFloat { isFinite ? Swift.max(self, 0) : 0 }
}
