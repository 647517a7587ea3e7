import Foundation

/// The sizes a node chose, by proposal and axis, until something in its subtree changes.
///
/// Most nodes are asked for one or two sizes a pass, so the first few entries live inline and only a node measured
/// many ways (a flexible view in a stack being sized) allocates a dictionary: a new tree makes one of these per node.
struct SizeCache {
    private var first: (key: LayoutCacheKey, size: CGSize)?
    private var second: (key: LayoutCacheKey, size: CGSize)?
    private var third: (key: LayoutCacheKey, size: CGSize)?
    private var more: [LayoutCacheKey: CGSize] = [:]

    subscript(key: LayoutCacheKey) -> CGSize? {
        if let first, first.key == key { return first.size }
        if let second, second.key == key { return second.size }
        if let third, third.key == key { return third.size }
        return more.isEmpty ? nil : more[key]
    }

    /// Caches the size chosen for `key`.
    mutating func store(_ size: CGSize, for key: LayoutCacheKey) {
        if first == nil || first?.key == key { first = (key, size) }
        else if second == nil || second?.key == key { second = (key, size) }
        else if third == nil || third?.key == key { third = (key, size) }
        else {
            // A leaf whose parent animates is proposed a new size every frame and never changes itself: without a
            // bound its cache would grow by an entry a frame for as long as the animation runs.
            if more.count >= Self.capacity { more.removeAll(keepingCapacity: true) }
            more[key] = size
        }
    }

    /// The most sizes kept beyond the three inline ones.
    static let capacity = 32

    /// Forgets every size.
    mutating func removeAll() {
        first = nil
        second = nil
        third = nil
        if !more.isEmpty { more.removeAll(keepingCapacity: true) }
    }

    /// Every cached size with its key.
    var entries: [(key: LayoutCacheKey, size: CGSize)] {
        [first, second, third].compactMap { $0 } + more.map { ($0.key, $0.value) }
    }
}

/// A node's subviews by the axis they were collected for (none, horizontal or vertical), without a dictionary.
struct SubviewsCache {
    private var unaxed: LayoutSubviews?
    private var horizontal: LayoutSubviews?
    private var vertical: LayoutSubviews?

    subscript(axis: Axis?) -> LayoutSubviews? {
        get {
            switch axis {
            case nil: unaxed
            case .horizontal: horizontal
            case .vertical: vertical
            }
        }
        set {
            switch axis {
            case nil: unaxed = newValue
            case .horizontal: horizontal = newValue
            case .vertical: vertical = newValue
            }
        }
    }

    /// Forgets the subviews.
    mutating func removeAll() {
        unaxed = nil
        horizontal = nil
        vertical = nil
    }
}
