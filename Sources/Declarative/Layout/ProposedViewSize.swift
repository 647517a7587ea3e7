import Foundation

/// A size a parent proposes to a child, as SwiftUI's `ProposedViewSize`.
///
/// Each dimension is independent: nil asks for the ideal size, 0 for the minimum, infinity for the maximum.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or nil for "ideal".
    public var width: CGFloat?
    /// The proposed height, or nil for "ideal".
    public var height: CGFloat?

    /// A proposal; NaN and negative values are treated as 0 so that bad input never spreads.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width.map(Self.clean)
        self.height = height.map(Self.clean)
    }

    /// A proposal of a concrete size.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions nil: "respond with your ideal size".
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions zero: "respond with your minimum size".
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: "respond with your maximum size".
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced (10×10 by default, as SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { "\($0)" } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }

    static func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(v, 0) }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The size with NaN, infinite and negative dimensions made safe for drawing: non-finite → 0, negative → 0.
    var finiteNonNegative: CGSize {
        CGSize(width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
    }

    /// The size a view answers to a proposal: NaN and negative become 0, but +∞ stays, so that a stack's probe at
    /// ∞ sees how flexible the view is (SwiftUI's layout documentation: a shape's maximum is ∞). Placement sanitizes frames.
    var nonNegative: CGSize {
        CGSize(width: width.isNaN ? 0 : max(width, 0), height: height.isNaN ? 0 : max(height, 0))
    }
}
