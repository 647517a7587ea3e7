import Foundation

/// A 3×3 projective transformation matrix, as SwiftUI's `ProjectionTransform`: what a `GeometryEffect` returns.
///
/// A point `(x, y)` maps to `((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w)` with
/// `w = m13·x + m23·y + m33`. The outputs here draw affine transforms only: `affine` drops the perspective terms
/// (`m13`, `m23`) and divides by `m33`.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective terms.
    public var isAffine: Bool { m13 == 0 && m23 == 0 }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// The affine part, with non-finite results (a zero `m33`, NaN entries) replaced by the identity's.
    var affine: CGAffineTransform {
        let w = m33 != 0 && m33.isFinite ? m33 : 1
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w).sanitized
    }
}
