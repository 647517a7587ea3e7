import Foundation

/// A proxy for the size of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalFrame: CGRect
    /// The origins of the named coordinate spaces around the reader (`coordinateSpace(name:)`), in root coordinates.
    let namedOrigins: [AnyHashable: CGPoint]

    init(size: CGSize, globalFrame: CGRect, namedOrigins: [AnyHashable: CGPoint] = [:]) {
        self.size = size
        self.globalFrame = globalFrame
        self.namedOrigins = namedOrigins
    }

    /// The reader's frame in a coordinate space. A name no ancestor declares is the global space, as in SwiftUI.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            let origin = namedOrigins[name] ?? .zero
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The reader's frame in a coordinate space (`.local`, `.global`, `.named(_:)`), as iOS 17 spells it.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }

    /// The safe-area insets (none on these outputs).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

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
        node.layout.role = GeometryReaderLayout()
        let build = content
        let environment = context.environment
        node.layout.deferredContent = DeferredContent(environment: environment) { proxy in
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
        node.buildDeferredContent(proxy: GeometryProxy(size: bounds.size, globalFrame: bounds,
                                                       namedOrigins: CoordinateSpace.namedOrigins(around: node)))
        for subview in node.layoutSubviews(axis: nil) {
            subview.put(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
