import Foundation
import Declarative

/// A width or height of each mark of a vectorized plot, as Swift Charts' `MarkDimensions`: a ``MarkDimension`` that
/// may read its value from each data element (`width: .fixed(\.barWidth)`).
public struct MarkDimensions<DataElement> {
    /// The element's dimension.
    let resolve: (DataElement) -> MarkDimension

    init(_ resolve: @escaping (DataElement) -> MarkDimension) { self.resolve = resolve }

    /// The same dimension for every element.
    init(_ dimension: MarkDimension) { resolve = { _ in dimension } }

    /// A dimension that determines its value automatically (90 % of a category band).
    public static var automatic: Self { Self(MarkDimension.automatic) }

    /// A constant dimension in points.
    public static func fixed(_ value: CGFloat) -> Self { Self(.fixed(value)) }

    /// A dimension in points read from each element.
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> Self { Self { .fixed($0[keyPath: keyPath]) } }

    /// The step size minus `value` on each side.
    public static func inset(_ value: CGFloat) -> Self { Self(.inset(value)) }

    /// The step size minus an inset read from each element on each side.
    public static func inset(_ keyPath: KeyPath<DataElement, CGFloat>) -> Self { Self { .inset($0[keyPath: keyPath]) } }

    /// A dimension proportional to the scale's step size (0…1).
    public static func ratio(_ value: CGFloat) -> Self { Self(.ratio(value)) }

    /// A dimension proportional to the scale's step size, by a ratio read from each element.
    public static func ratio(_ keyPath: KeyPath<DataElement, CGFloat>) -> Self { Self { .ratio($0[keyPath: keyPath]) } }

    /// The dimension of one element.
    func dimension(of element: DataElement) -> MarkDimension { resolve(element) }
}

extension MarkDimensions: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A constant width or height from a floating-point literal.
    public init(floatLiteral value: Double) { self.init(.fixed(CGFloat(value))) }
    /// A constant width or height from an integer literal.
    public init(integerLiteral value: Int) { self.init(.fixed(CGFloat(value))) }
}
