import Foundation

nonisolated extension View {
    /// Controls the display order of overlapping views, as SwiftUI's `zIndex(_:)`.
    ///
    /// Among the views declared together — the views of one stack, overlay or `ForEach` — one with a higher value
    /// draws later, on top of the others, and is hit first by the pointer; views with equal values (0 unless set)
    /// keep their declaration order. Layout is unchanged. The value passes out through views that wrap one view
    /// (modifiers such as `padding` and `frame`, custom views), so `.zIndex(1).padding()` still orders the padded
    /// view; it does not leave the stack it is declared in. A NaN value counts as 0.
    public func zIndex(_ value: Double) -> some View {
        nodeModifier("zIndex", value) { value, node, _ in
            node.drawing.zIndex = value.isNaN ? 0 : value
            node.graph.usesZIndex = true
        }
    }
}

extension ViewNode {
    /// The zIndex this node draws with among its siblings: its own or, through a chain of single children that are
    /// not containers (modifiers, unary layouts, custom views), its content's; 0 when none is set.
    var drawingZIndex: Double {
        var node = self
        while true {
            if let z = node.drawing.zIndex { return z }
            guard node.children.count == 1, node.drawing.role == nil,
                  node.layout.role.map({ $0.unaryLayout != nil }) ?? true else { return 0 }
            node = node.children[0]
        }
    }

    /// The children in the order they draw when a zIndex reorders them (a stable sort, lowest first); nil when
    /// they draw in declaration order. Hit testing follows, since it walks the display list from its end.
    var drawingOrder: [ViewNode]? {
        guard children.count > 1 else { return nil }
        let z = children.map(\.drawingZIndex)
        guard z.contains(where: { $0 != 0 }) else { return nil }
        return children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }.map { children[$0] }
    }
}
