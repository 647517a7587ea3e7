import Foundation

extension View {
    /// A frame of fixed size on the given axes; the view keeps its own size on the others (SwiftUI's layout documentation).
    /// Negative or non-finite sizes are ignored (the axis behaves as if nil).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        nodeModifier("frame") { node, _ in node.layout.role = FixedFrameLayout(width: width, height: height, alignment: alignment) }
    }

    /// A flexible frame with minimum, ideal and maximum sizes (SwiftUI's layout documentation's algorithm).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        nodeModifier("flexibleFrame") { node, _ in
            node.layout.role = FlexibleFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                              minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                              alignment: alignment)
        }
    }

    /// Pads the view on the given edges by a length, or by the default 16 pt when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(length ?? 16, edges: edges))
    }

    /// Pads every edge by a length.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads each edge by its own inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        nodeModifier("padding") { node, _ in node.layout.role = PaddingLayout(insets: insets) }
    }

    /// Fixes the view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        nodeModifier("fixedSize") { node, _ in node.layout.role = FixedSizeLayout(horizontal: horizontal, vertical: vertical) }
    }

    /// Sets the priority with which a stack offers this view space (0 by default); NaN counts as 0.
    public func layoutPriority(_ value: Double) -> some View {
        nodeModifier("layoutPriority") { node, _ in node.layout.priority = value.isNaN ? 0 : value }
    }

    /// Gives the view an explicit identity: a new id is a new view, with fresh state.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        nodeModifier("id") { node, _ in node.contentKey = .explicit(AnyHashable(id)) }
    }

    /// Sets an explicit horizontal alignment guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        nodeModifier("alignmentGuide") { node, _ in node.layout.explicitGuides[g.key] = computeValue }
    }

    /// Sets an explicit vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        nodeModifier("alignmentGuide") { node, _ in node.layout.explicitGuides[g.key] = computeValue }
    }

    /// Layers a view behind this one, sized by this view and aligned to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(secondary: ZStack(alignment: alignment) { content() }, isBackground: true, alignment: alignment))
    }

    /// Layers a view in front of this one, sized by this view and aligned to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(secondary: ZStack(alignment: alignment) { content() }, isBackground: false, alignment: alignment))
    }

    /// Layers a view behind this one (the older form).
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        background(alignment: alignment) { view }
    }

    /// Layers a view in front of this one (the older form).
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        overlay(alignment: alignment) { view }
    }

    /// Fills a shape behind the view with a style, as `.background(.purple, in: RoundedRectangle(cornerRadius: 5))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }

    /// Fills the view's frame behind it with a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style) }
    }

    /// Fills the view's frame in front of it with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay { Rectangle().fill(style) }
    }

    /// Fills a shape in front of the view with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay { shape.fill(style, style: fillStyle) }
    }

    /// Draws a border of a style and width inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().inset(by: width / 2).stroke(content, lineWidth: width) }
    }
}

/// `background` and `overlay`: a second child laid out against the first.
struct SecondaryModifier<Secondary: View>: PrimitiveModifier {
    let secondary: Secondary
    let isBackground: Bool
    let alignment: Alignment
    func apply(to node: ViewNode, _ context: inout UpdateContext) {
        node.layout.role = SecondaryLayout(isBackground: isBackground, alignment: alignment)
        if isBackground { context.child(secondary, key: .position(1)) }
    }
    func finish(_ node: ViewNode, _ context: inout UpdateContext) {
        if !isBackground { context.child(secondary, key: .position(1)) }
    }
}

extension Shape {
    /// The shape inset by an amount on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(shape: self, amount: amount) }
}

/// A shape inset on every side.
public struct _InsetShape<Content: Shape>: Shape {
    let shape: Content
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path {
        let a = amount.isFinite ? amount : 0
        return shape.path(in: rect.insetBy(dx: min(a, rect.width / 2), dy: min(a, rect.height / 2)))
    }
}
