import Foundation

/// A stack view: a layout and its content. The node takes the layout role and the content is its one child.
protocol StackView: PrimitiveView {
    associatedtype StackLayoutType: NodeLayout
    associatedtype Content: View
    var layout: StackLayoutType { get }
    var content: Content { get }
}

extension StackView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        node.layout.role = layout
        context.child(content, key: .position(0))
    }
}

/// Arranges its children in a horizontal line, as SwiftUI's `HStack`.
///
/// The stacks, `Spacer` and `Divider` conform to `View` in extensions, as the views `ViewBuilder` makes do, so that
/// nonisolated code (a `@ViewBuilder` free function, an enum's computed property) can make them in Swift 6 mode.
public struct HStack<Content: View> {
    let layout: HStackLayout
    let content: Content
    /// Creates a horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

extension HStack: View, StackView {}

/// Arranges its children in a vertical line, as SwiftUI's `VStack`.
public struct VStack<Content: View> {
    let layout: VStackLayout
    let content: Content
    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

extension VStack: View, StackView {}

/// Overlays its children, as SwiftUI's `ZStack`.
public struct ZStack<Content: View> {
    let layout: ZStackLayout
    let content: Content
    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
}

extension ZStack: View, StackView {}

/// A flexible space that grows along its stack's axis, as SwiftUI's `Spacer`.
public struct Spacer: Sendable {
    /// The smallest length, or nil for the default spacing (8).
    public var minLength: CGFloat?
    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        node.drawing.role = SpacerRole(minLength: minLength)
        node.layout.isSpacer = true
    }
}

struct SpacerRole: NodeDrawing {
    let minLength: CGFloat?
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, axis: Axis?) -> CGSize {
        let least = minLength.map { $0.isFinite ? max($0, 0) : 0 } ?? 8
        func grow(_ v: CGFloat?) -> CGFloat { max(v ?? -.infinity, least) }
        switch axis {
        case .horizontal?: return CGSize(width: grow(p.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: grow(p.height))
        case nil: return CGSize(width: grow(p.width), height: grow(p.height))
        }
    }
    func draw(node: ViewNode, size: CGSize, into list: inout DisplayListBuilder) {}
    var spacing: ViewSpacing { .zero }
}

/// A thin line that separates content, across its stack's axis, as SwiftUI's `Divider`.
public struct Divider: Sendable {
    /// Creates a divider.
    public init() {}
}

extension Divider: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) { node.drawing.role = DividerRole() }
}

struct DividerRole: NodeDrawing {
    func thickness(_ node: ViewNode) -> CGFloat {
        node.environment.dynamicTypeSize.isAccessibilitySize ? 1 : node.environment.pixelLength
    }
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, axis: Axis?) -> CGSize {
        let t = thickness(node)
        return axis == .horizontal ? CGSize(width: t, height: p.height ?? 10) : CGSize(width: p.width ?? 10, height: t)
    }
    func draw(node: ViewNode, size: CGSize, into list: inout DisplayListBuilder) {
        let rect = CGRect(origin: .zero, size: size)
        list.append(.shape(ShapeDrawing(path: Path(rect), fill: Color.separator.paint(in: node.environment, bounds: rect))),
                    node: node, bounds: rect)
    }
}
