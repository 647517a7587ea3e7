import Foundation

/// What a test sees of one node of the graph: its depth, its view's type name, its explicit id, and its frame when it
/// takes part in layout. `DeclarativeTesting` prints the tree from these.
package struct NodeSummary: Sendable {
    /// The depth from the root (0).
    package let depth: Int
    /// The view's type name, without generic arguments.
    package let typeName: String
    /// The id given with `.id(_:)` or `ForEach`, as text.
    package let explicitID: String?
    /// The frame in the parent's space, when the node takes part in layout.
    package let frame: CGRect?
}

extension ViewGraph {
    /// Every node, parents first, in child order.
    package var nodeSummaries: [NodeSummary] {
        var result: [NodeSummary] = []
        root.forEachDescendant { node in
            var id: String?
            if case .explicit(let key) = node.identity.key { id = "\(key.base)" }
            result.append(NodeSummary(depth: node.depth, typeName: ViewGraph.typeName(of: node.view), explicitID: id,
                                      frame: node.participatesInLayout ? node.layout.frame : nil))
        }
        return result
    }
}
