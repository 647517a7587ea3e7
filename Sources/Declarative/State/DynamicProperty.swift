import Foundation

/// A stored property of a view whose value the graph supplies before `body` runs, as SwiftUI's
/// `DynamicProperty` (`@State`, `@Environment`, `@ScaledMetric`, and structs made of them).
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A property whose storage the graph binds: implemented by the framework's property wrappers.
@MainActor
protocol GraphBoundProperty: DynamicProperty {
    /// Connects the property to the node's storage for the property at `index`.
    func bind(to node: ViewNode, index: Int)
}

/// A reference shared between every copy of a property wrapper value, so the graph can bind a copy made by
/// `Mirror` and the view's `body` sees it.
final class PropertyLink<Target: AnyObject>: @unchecked Sendable {
    // @unchecked: written by the graph on the main actor just before `body` runs, and read by that body on the
    // main actor; never touched from another thread.
    weak var target: Target?
    var node: ViewNode? { nodeRef }
    weak var nodeRef: ViewNode?
    init() {}
}
