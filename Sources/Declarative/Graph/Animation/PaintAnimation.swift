import Foundation

/// A colour's linear components and opacity as a vector, so colours animate in linear light, as
/// SwiftUI interpolates `Color.Resolved`.
struct ColorVector: VectorArithmetic {
    var r: Double, g: Double, b: Double, a: Double

    init(r: Double, g: Double, b: Double, a: Double) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    init(_ c: Color.Resolved) {
        self.init(r: Double(c.linearRed), g: Double(c.linearGreen), b: Double(c.linearBlue), a: Double(c.opacity))
    }
    var resolved: Color.Resolved {
        Color.Resolved(linearRed: Float(r), linearGreen: Float(g), linearBlue: Float(b), opacity: Float(a))
    }

    static var zero: ColorVector { ColorVector(r: 0, g: 0, b: 0, a: 0) }
    static func + (x: ColorVector, y: ColorVector) -> ColorVector { ColorVector(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a) }
    static func - (x: ColorVector, y: ColorVector) -> ColorVector { ColorVector(r: x.r - y.r, g: x.g - y.g, b: x.b - y.b, a: x.a - y.a) }
    mutating func scale(by rhs: Double) { r *= rhs; g *= rhs; b *= rhs; a *= rhs }
    var magnitudeSquared: Double { r * r + g * g + b * b + a * a }
}

extension ViewNode {
    /// Declares a paint's colour as the model of the node's animated paint (gradients are not animated).
    func retargetPaint(_ paint: Paint?) {
        guard case .color(let c)? = paint else { return }
        retarget(.paint, ColorVector(c))
    }

    /// The paint with a solid colour animated when it changes; gradients switch at once.
    func presentedPaint(_ paint: Paint?) -> Paint? {
        guard case .color(let c)? = paint else { return paint }
        return .color(presented(.paint, ColorVector(c)).resolved)
    }
}
