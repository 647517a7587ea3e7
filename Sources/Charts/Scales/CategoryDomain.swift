import Foundation

/// The categories of a channel in order of first appearance — the default categorical domain order of Swift
/// Charts (Swift Charts' documentation) — with the index of each.
///
/// Collecting the categories this way hashes each value once, and the index then serves the band scale as it
/// is: a chart of 1,000 categories would otherwise hash every name again to order them, and again to index them.
struct CategoryDomain {
    /// The distinct categories, in order of first appearance.
    private(set) var names: [String] = []
    /// The position of each category in `names`.
    private(set) var index: [String: Int] = [:]

    /// A domain with room for `count` categories, so that collecting them does not grow (and rehash) the index.
    init(minimumCapacity count: Int) {
        names.reserveCapacity(count)
        index.reserveCapacity(count)
    }

    /// Adds a category, unless it is already there.
    mutating func insert(_ name: String) {
        let next = names.count
        if index.value(for: name, insertingIfAbsent: next) == next { names.append(name) }
    }
}
