import Foundation

/// A view that draws with immediate-mode calls, as SwiftUI's `Canvas`.
///
/// ```swift
/// Canvas { context, size in
///     for (i, value) in values.enumerated() {
///         let bar = CGRect(x: CGFloat(i) * 12, y: size.height * (1 - value), width: 10, height: size.height * value)
///         context.fill(Path(bar), with: .color(.blue))
///     }
/// }
/// ```
///
/// A canvas takes the space it is offered (10 × 10 when a dimension is unspecified, as SwiftUI) and calls its
/// renderer whenever it is drawn — after its view changes, or every frame while an enclosing `Animatable` view
/// animates. All it draws is one node of the view graph however many shapes it holds, which makes a canvas the
/// cheap way to draw thousands of marks. Its items are identified by drawing order, or by
/// `GraphicsContext.drawElement(id:…)`.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are accepted for SwiftUI
    /// compatibility; every backend here draws synchronously, in the display list's colour space.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        node.drawing.role = CanvasDrawing(renderer: renderer)
    }
}

/// Sizes a canvas and turns what its renderer draws into display items.
struct CanvasDrawing: NodeDrawing {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, axis: Axis?) -> CGSize {
        proposal.replacingUnspecifiedDimensions().nonNegative
    }

    func draw(node: ViewNode, size: CGSize, into list: inout DisplayListBuilder) {
        guard let recorder = list.canvasRecorder(for: node) else { return }
        var context = GraphicsContext(recorder: recorder, environment: node.environment)
        renderer(&context, size)
        list.append(canvas: recorder)
    }
}
