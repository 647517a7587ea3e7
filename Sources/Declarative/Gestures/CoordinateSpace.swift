import Foundation

/// A coordinate space that geometry and gestures can be read in, as SwiftUI's `CoordinateSpace`.
///
/// `.local` is the view's own space (its top-leading corner at the origin), `.global` the root view's, and
/// `.named(name)` the space of the nearest ancestor marked `coordinateSpace(name:)`. A name no ancestor declares
/// reads as `.global`, as in SwiftUI.
public enum CoordinateSpace: Hashable {
    /// The root view's space.
    case global
    /// The view's own space.
    case local
    /// The space of an ancestor marked `coordinateSpace(name:)`.
    case named(AnyHashable)

    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }
    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }

    /// The origins of the named spaces declared by `node`'s ancestors (and itself), nearest first kept.
    @MainActor
    static func namedOrigins(around node: ViewNode) -> [AnyHashable: CGPoint] {
        var origins: [AnyHashable: CGPoint] = [:]
        var current: ViewNode? = node
        while let n = current {
            for case .interaction(.coordinateSpace(let name)) in n.drawing.effects where origins[name] == nil {
                origins[name] = n.coveredFrame.origin
            }
            current = n.parent
        }
        return origins
    }
}

/// A type that names a coordinate space, as SwiftUI's `CoordinateSpaceProtocol` (iOS 17): `.local`, `.global` and
/// `.named(_:)` wherever a coordinate space is asked for.
public protocol CoordinateSpaceProtocol {
    /// The space, as a `CoordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The root view's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A coordinate space declared by name with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The root view's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space an ancestor declared with this name.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

nonisolated extension View {
    /// Names this view's coordinate space, so that descendants can read geometry and gesture locations in it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        nodeModifier("coordinateSpace", AnyHashable(name)) { name, node, _ in
            node.drawing.effects.append(.interaction(.coordinateSpace(name)))
        }
    }

    /// Names this view's coordinate space (iOS 17): `.coordinateSpace(.named("plot"))`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { coordinateSpace(name: name.name) }
}

/// How to convert a root point into the coordinate spaces around one view.
struct GestureSpaces {
    /// Root → the view's local space.
    var local: CGAffineTransform
    /// Root → each named space around the view (the nearest declaration of a name).
    var named: [AnyHashable: CGAffineTransform]

    static var identity: GestureSpaces { GestureSpaces(local: .identity, named: [:]) }

    /// A root point in `space`.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return point
        case .local: return point.applying(local)
        case .named(let name): return named[name].map { point.applying($0) } ?? point
        }
    }
}
