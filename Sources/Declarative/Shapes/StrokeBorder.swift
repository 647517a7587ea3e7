import Foundation

/// `strokeBorder`: a stroke drawn inside the shape's outline, so that it stays within the shape's frame (SwiftUI's
/// `InsettableShape.strokeBorder(_:style:antialiased:)` and `strokeBorder(_:lineWidth:antialiased:)`, and the forms
/// without a style, which stroke with the foreground style).
///
/// Every shape here can be inset (`inset(by:)`), so these are on `Shape`. The shape is inset by half the line width
/// and stroked: a 2 pt border of a 20 pt circle covers the ring between radius 8 and 10.
/// `antialiased` is accepted for source compatibility; edges are always antialiased where the backend can.
extension Shape {
    /// Strokes the inside of the shape's outline with a style and a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Strokes the inside of the shape's outline with a style and a line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> some View {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }
}
