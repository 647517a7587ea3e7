import Foundation

/// A shape that can be inset to draw a border inside its frame, as SwiftUI's `InsettableShape`.
///
/// Custom shapes conform by returning their own inset form, as in SwiftUI:
///
/// ```swift
/// struct Square: InsettableShape {
///     var inset: CGFloat = 0
///     func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
///     func inset(by amount: CGFloat) -> Square { Square(inset: inset + amount) }
/// }
/// ```
///
/// The built-in shapes conform with the inset every shape has here (`Shape.inset(by:)`, the shape drawn in its
/// rectangle inset on every side), and `strokeBorder` is available on every shape (see `StrokeBorder.swift`).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension _InsetShape: InsettableShape {}
