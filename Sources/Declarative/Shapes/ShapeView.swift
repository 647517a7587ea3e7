import Foundation

/// A view that draws a shape, as SwiftUI's `ShapeView` (iOS 17): what `fill` and `stroke` return, so that a filled
/// shape can be stroked as well (`Circle().fill(.blue).stroke(.white, lineWidth: 2)`).
///
/// Like `Shape`, it is not isolated to the main actor although it is a view (see `_RemoveGlobalActorIsolation`).
public protocol ShapeView<Content>: View, _RemoveGlobalActorIsolation {
    /// The type of shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension ShapeView {
    /// Fills the view's shape with a style, drawn over what the view already draws.
    @MainActor public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(content, style: style))
    }

    /// Strokes the view's shape with a style and a line width, drawn over what the view already draws.
    @MainActor public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth))
    }

    /// Strokes the view's shape with a style and a stroke style, drawn over what the view already draws.
    @MainActor public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }
}
