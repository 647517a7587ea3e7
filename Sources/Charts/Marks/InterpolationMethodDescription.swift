import Foundation

/// An interpolation method describes itself by the name it is spelled with (`.catmullRom` is "catmullRom"), as
/// Swift Charts' `InterpolationMethod` conforms to `CustomStringConvertible`; apps use it to label a picker of methods.
/// A parameterised spline names its parameter when it differs from the default: "cardinal(tension: 0.5)".
extension InterpolationMethod: CustomStringConvertible {
    /// The method's name.
    public var description: String {
        switch curve {
        case .linear: "linear"
        case .monotone: "monotone"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        case .catmullRom(let alpha): alpha == 0.5 ? "catmullRom" : "catmullRom(alpha: \(alpha))"
        case .cardinal(let tension): tension == 0 ? "cardinal" : "cardinal(tension: \(tension))"
        }
    }
}
