import Foundation

/// Where a scroll view is scrolled, as a value: a view's identity, an edge or an offset, as SwiftUI's
/// `ScrollPosition`. Bind it with `scrollPosition(_:anchor:)`.
///
/// ```swift
/// @State private var position = ScrollPosition(idType: Day.ID.self)
/// ScrollView(.horizontal) { LazyHStack { ForEach(days) { DayBar($0) } }.scrollTargetLayout() }
///     .scrollPosition($position)
/// Button("Today") { position.scrollTo(id: today.id) }
/// Button("Start") { position.scrollTo(edge: .leading) }
/// ```
///
/// Setting a position asks the scroll view to go there; when the user scrolls, the scroll view sets it to a
/// user-positioned value (``isPositionedByUser``) whose ``viewID`` is the target view scrolled to, if that view's id
/// is of the position's id type.
public struct ScrollPosition: Equatable, Sendable {
    /// What the position names.
    private enum Target: Equatable, Sendable {
        case automatic
        case edge(Edge)
        case point(x: CGFloat?, y: CGFloat?)
        case view(SendableID, anchor: UnitPoint?)
    }

    private var target: Target
    /// The type of the ids of the views the scroll view reports (`Never` for none), and the cast to it.
    private let idType: ObjectIdentifier
    private let cast: @Sendable (AnyHashable) -> SendableID?
    /// Whether the user put the scroll view where it is (rather than a program).
    public private(set) var isPositionedByUser = false

    /// A position the scroll view chooses (where it is), reporting views whose ids are of type `idType`.
    public init<T: Hashable & Sendable>(idType: T.Type = Never.self) {
        target = .automatic
        self.idType = ObjectIdentifier(idType)
        cast = Self.cast(to: T.self)
    }

    /// The position at `edge` of the content.
    public init<T: Hashable & Sendable>(idType: T.Type = Never.self, edge: Edge) {
        target = .edge(edge)
        self.idType = ObjectIdentifier(idType)
        cast = Self.cast(to: T.self)
    }

    /// The position that shows `point` of the content at the visible area's top-leading corner.
    public init<T: Hashable & Sendable>(idType: T.Type = Never.self, point: CGPoint) {
        target = .point(x: point.x, y: point.y)
        self.idType = ObjectIdentifier(idType)
        cast = Self.cast(to: T.self)
    }

    /// The position at horizontal offset `x`.
    public init<T: Hashable & Sendable>(idType: T.Type = Never.self, x: CGFloat) {
        target = .point(x: x, y: nil)
        self.idType = ObjectIdentifier(idType)
        cast = Self.cast(to: T.self)
    }

    /// The position at vertical offset `y`.
    public init<T: Hashable & Sendable>(idType: T.Type = Never.self, y: CGFloat) {
        target = .point(x: nil, y: y)
        self.idType = ObjectIdentifier(idType)
        cast = Self.cast(to: T.self)
    }

    /// The position showing the view with identity `id` at `anchor` (the top-leading corner without one).
    public init<T: Hashable & Sendable>(id: T, anchor: UnitPoint? = nil) {
        target = .view(SendableID(id), anchor: anchor)
        idType = ObjectIdentifier(T.self)
        cast = Self.cast(to: T.self)
    }

    private static func cast<T: Hashable & Sendable>(to type: T.Type) -> @Sendable (AnyHashable) -> SendableID? {
        { ($0.base as? T).map { SendableID($0) } }
    }

    /// Positions are equal when they name the same place the same way, for the same id type.
    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
        a.target == b.target && a.idType == b.idType && a.isPositionedByUser == b.isPositionedByUser
    }

    /// The edge the position names, if it names one.
    public var edge: Edge? { if case .edge(let e) = target { return e } else { return nil } }

    /// The content offset the position names, if it names both coordinates.
    public var point: CGPoint? {
        if case .point(let x?, let y?) = target { return CGPoint(x: x, y: y) } else { return nil }
    }

    /// The horizontal offset the position names, if it names one.
    public var x: CGFloat? { if case .point(let x, _) = target { return x } else { return nil } }

    /// The vertical offset the position names, if it names one.
    public var y: CGFloat? { if case .point(_, let y) = target { return y } else { return nil } }

    /// The id of the view the position names, or that the user scrolled to.
    public var viewID: (any Hashable & Sendable)? { if case .view(let id, _) = target { return id.base } else { return nil } }

    /// ``viewID`` as a `T`, if it is one.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { viewID as? T }

    /// Asks the scroll view to go to `edge` of its content.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }

    /// Asks the scroll view to show the view with identity `id` at `anchor` (top-leading without one).
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { set(.view(SendableID(id), anchor: anchor)) }

    /// Asks the scroll view to show `point` of its content at its top-leading corner.
    public mutating func scrollTo(point: CGPoint) { set(.point(x: point.x, y: point.y)) }

    /// Asks the scroll view to scroll horizontally to offset `x`.
    public mutating func scrollTo(x: CGFloat) { set(.point(x: x, y: nil)) }

    /// Asks the scroll view to scroll vertically to offset `y`.
    public mutating func scrollTo(y: CGFloat) { set(.point(x: nil, y: y)) }

    /// Asks the scroll view to scroll to offset (`x`, `y`).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.point(x: x, y: y)) }

    private mutating func set(_ target: Target) {
        self.target = target
        isPositionedByUser = false
    }

    /// What the scroll view is asked to do; nil for an automatic position.
    var request: ScrollPositionBox.Request? {
        switch target {
        case .automatic: return nil
        case .edge(let e): return .edge(e)
        case .point(let x, let y): return .offset(x: x, y: y)
        case .view(let id, let anchor): return .view(id.hashable, anchor: anchor)
        }
    }

    /// The position after the user scrolled to the view with id `found`: named by it when its type is `like`'s id
    /// type, else automatic.
    static func userPositioned(at found: AnyHashable, like position: ScrollPosition) -> ScrollPosition {
        var next = position
        next.target = position.cast(found).map { .view($0, anchor: nil) } ?? .automatic
        next.isPositionedByUser = true
        return next
    }
}

/// A `Sendable` id compared as an `AnyHashable`.
private struct SendableID: Equatable, Sendable {
    let base: any Hashable & Sendable
    init(_ base: any Hashable & Sendable) { self.base = base }
    var hashable: AnyHashable { AnyHashable(base) }
    static func == (a: SendableID, b: SendableID) -> Bool { a.hashable == b.hashable }
}

private struct ScrollTargetAnchorKey: TransactionKey { static let defaultValue: UnitPoint? = nil }

extension Transaction {
    /// The point of a scroll view's visible area a view is brought to when a scroll made in this transaction names no
    /// anchor of its own, as SwiftUI's `scrollTargetAnchor`: for `ScrollViewProxy.scrollTo(_:)` and for a
    /// `scrollPosition(id:)` binding set without an anchor.
    ///
    /// ```swift
    /// withTransaction(\.scrollTargetAnchor, .center) { selectedDay = day }
    /// ```
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }
}
