import Foundation

/// A proxy for the size of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalFrame: CGRect

    /// The reader's frame in a coordinate space (`.global` and `.local` are supported).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        coordinateSpace == .local ? CGRect(origin: .zero, size: size) : globalFrame
    }
    /// The safe-area insets (none on these outputs).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A named coordinate space.
public enum CoordinateSpace: Hashable { case global, local, named(AnyHashable) }

/// A container whose content is a function of its own size, as SwiftUI's `GeometryReader`.
///
/// It takes the whole proposal (nil becomes 0) and places its content at its top-leading corner. The content is
/// built during layout, when the size is known, and reconciled by identity like any other children, so state and
/// running animations below it survive a new size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// Creates a reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        node.layout = GeometryReaderLayout()
        let build = content
        let environment = context.environment
        node.deferredContent = DeferredContent(environment: environment) { proxy in
            build(proxy)
        }
    }
}

/// Content built during layout, for a size.
struct DeferredContent {
    var environment: EnvironmentValues
    var build: @MainActor (GeometryProxy) -> any View
}

struct GeometryReaderLayout: NodeLayout {
    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        CGSize(width: p.width ?? 0, height: p.height ?? 0).nonNegative
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        node.buildDeferredContent(proxy: GeometryProxy(size: bounds.size, globalFrame: bounds))
        for subview in node.layoutSubviews(axis: nil) {
            subview.put(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
