import Foundation

/// How a scroll view settles after the user scrolls, as SwiftUI's `ScrollTargetBehavior`: `.paging` (a whole visible
/// area at a time) or `.viewAligned` (the leading edge of a view of the `scrollTargetLayout()`).
///
/// The built-in behaviours only: a type of your own that conforms is accepted and scrolls freely (SwiftUI asks it
/// to adjust each target; these hosts do not).
public protocol ScrollTargetBehavior {}

/// Scrolls a page — the visible area's length — at a time: every user scroll ends on a multiple of it.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the behaviour.
    public init() {}
}

/// Scrolls from view to view of the scroll view's `scrollTargetLayout()`: every user scroll ends with one of them at
/// the leading (or top) edge of the visible area.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go, as SwiftUI's `LimitBehavior`. Here a key press always moves one view, and a wheel
    /// settles on the view nearest where it stopped.
    public struct LimitBehavior: Sendable, Equatable {
        let rawValue: Int
        /// The platform's choice.
        public static let automatic = LimitBehavior(rawValue: 0)
        /// At most one view a scroll.
        public static let always = LimitBehavior(rawValue: 1)
        /// No limit.
        public static let never = LimitBehavior(rawValue: 2)
        /// A few views a scroll.
        public static let alwaysByFew = LimitBehavior(rawValue: 3)
        /// One view a scroll.
        public static let alwaysByOne = LimitBehavior(rawValue: 4)
    }

    /// Creates the behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Page by page.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// View by view of the `scrollTargetLayout()`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// View by view, within a limit.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The behaviour a scroll view reads from its environment.
enum ScrollSnapping { case paging, viewAligned }

/// The layout whose subviews a view-aligned scroll view stops at (`scrollTargetLayout()`).
final class ScrollTargetLayoutBox {
    weak var node: ViewNode?

    /// Each target's frame as last laid out (root coordinates).
    @MainActor var frames: [CGRect] {
        guard let node, let layout = node.layoutSubviews(axis: nil).first else { return [] }
        return layout.node.layoutSubviews(axis: nil).map { $0.node.layout.frame }
    }
}

struct ScrollSnappingKey: EnvironmentKey { static let defaultValue: ScrollSnapping? = nil }
struct ScrollTargetLayoutKey: EnvironmentKey {
    // Computed, so that the key needs no `Sendable` value.
    static var defaultValue: ScrollTargetLayoutBox? { nil }
}

extension EnvironmentValues {
    var scrollSnapping: ScrollSnapping? {
        get { self[ScrollSnappingKey.self] }
        set { self[ScrollSnappingKey.self] = newValue }
    }
    var scrollTargetLayout: ScrollTargetLayoutBox? {
        get { self[ScrollTargetLayoutKey.self] }
        set { self[ScrollTargetLayoutKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the scroll views in this view settle after the user scrolls (`.paging`, `.viewAligned`).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let snapping: ScrollSnapping? = behavior is PagingScrollTargetBehavior ? .paging
            : (behavior is ViewAlignedScrollTargetBehavior ? .viewAligned : nil)
        return environment(\.scrollSnapping, snapping)
    }

    /// Makes this layout's subviews the places a `.viewAligned` scroll view stops at.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        nodeModifier("scrollTargetLayout") { node, context in
            if isEnabled { context.environment.scrollTargetLayout?.node = node }
        }
    }
}

extension ScrollGeometryBox {
    /// Where a user's scroll from `current` towards `target` settles under `snapping`: along each axis it moved, the
    /// next page boundary (or target view's leading edge) in the direction it moved — the one nearest `target`
    /// among those past `current` — kept within the content.
    @MainActor func settled(_ target: CGPoint, from current: CGPoint, snapping: ScrollSnapping?, targets: ScrollTargetLayoutBox) -> CGPoint {
        guard let snapping else { return target }
        let frames = snapping == .viewAligned ? targets.frames : []
        func settle(_ to: CGFloat, _ from: CGFloat, page: CGFloat, edges: [CGFloat]) -> CGFloat {
            guard to != from else { return to }
            let stops: [CGFloat]
            if snapping == .paging {
                guard page > 0 else { return to }
                let n = (to / page)
                stops = [n.rounded(.down) * page, n.rounded(.up) * page]
            } else {
                stops = edges
            }
            let ahead = stops.filter { to > from ? $0 > from + 0.5 : $0 < from - 0.5 }
            return ahead.min { abs($0 - to) < abs($1 - to) } ?? to
        }
        let settledPoint = CGPoint(
            x: settle(target.x, current.x, page: viewport.width, edges: frames.map { current.x + $0.minX - origin.x }),
            y: settle(target.y, current.y, page: viewport.height, edges: frames.map { current.y + $0.minY - origin.y }))
        return clamped(settledPoint)
    }
}
