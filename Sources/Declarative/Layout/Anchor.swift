import Foundation

/// An opaque geometry value — a rectangle or a point — that a `GeometryProxy` resolves into its own coordinate
/// space, as SwiftUI's `Anchor`: `geometry[proxy.plotFrame!]` is the chart's plot area in the reader's space.
public struct Anchor<Value> {
    /// The value in root coordinates, resolved relative to a reader's origin (in root coordinates).
    private let resolve: (CGPoint) -> Value

    /// An anchor for a rectangle given in root coordinates.
    package init(rootRect rect: CGRect) where Value == CGRect {
        resolve = { origin in rect.offsetBy(dx: -origin.x, dy: -origin.y) }
    }

    /// An anchor for a point given in root coordinates.
    package init(rootPoint point: CGPoint) where Value == CGPoint {
        resolve = { origin in CGPoint(x: point.x - origin.x, y: point.y - origin.y) }
    }

    func value(relativeTo origin: CGPoint) -> Value { resolve(origin) }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinate space.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(relativeTo: globalFrame.origin) }
}
