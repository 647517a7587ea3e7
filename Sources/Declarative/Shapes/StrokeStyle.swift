import Foundation

/// How the end of an open line is drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }

/// How two joined line segments are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

/// The characteristics of a stroke, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// Creates a stroke style with SwiftUI's defaults: 1 pt, butt caps, miter joins, limit 10, no dash.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The style with non-finite or negative numbers replaced by safe ones (a NaN width draws nothing).
    var sanitized: StrokeStyle {
        var s = self
        s.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 0
        s.miterLimit = miterLimit.isFinite ? max(miterLimit, 1) : 10
        s.dash = dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 } ? dash : []
        s.dashPhase = dashPhase.isFinite ? dashPhase : 0
        return s
    }
}
