import Foundation

/// The grapheme clusters of more than one scalar that cells have shown, each stored once, so that a ``Glyph`` can
/// name one with an index.
///
/// Clusters are keyed by their UTF-8 bytes, not by `String` equality (which treats canonically equivalent
/// spellings as equal): a cell prints exactly the bytes it was given. Entries are never removed; the table grows
/// with the number of *distinct* clusters a process draws, which for labels and data is small.
///
/// ```
/// GraphemeTable.shared.glyph(for: "🇫🇷")   → Glyph(cluster 0, width 2)
/// GraphemeTable.shared[0].text            → "🇫🇷"
/// ```
final class GraphemeTable: @unchecked Sendable {
    // Sendable by its lock: `entries` and `indices` are read and written only while `lock` is held, and
    // entries are immutable values once added.

    /// One cluster, with what writers ask of it computed once.
    struct Entry: Sendable {
        /// The cluster.
        let text: String
        /// Its width in columns (see ``CharacterWidth/graphemeWidth(_:)``).
        let width: Int
        /// Whether it has no control character (see ``TextSanitizer``).
        let isSafe: Bool
        /// Whether terminals disagree on its width (see ``CharacterWidth/isAmbiguousCluster(_:)``).
        let isAmbiguous: Bool
    }

    /// The table every cell uses.
    static let shared = GraphemeTable()

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var indices: [[UInt8]: Int] = [:]

    /// The glyph for a cluster, adding it to the table the first time.
    func glyph(for cluster: String) -> Glyph {
        let key = Array(cluster.utf8)
        lock.lock()
        defer { lock.unlock() }
        let index: Int
        if let known = indices[key] {
            index = known
        } else {
            index = entries.count
            entries.append(Entry(text: cluster, width: CharacterWidth.graphemeWidth(cluster),
                                 isSafe: TextSanitizer.isSafe(cluster),
                                 isAmbiguous: CharacterWidth.isAmbiguousCluster(cluster)))
            indices[key] = index
        }
        let entry = entries[index]
        return Glyph(payload: UInt32(index), width: entry.width, isCluster: true, isSafe: entry.isSafe,
                     isAmbiguous: entry.isAmbiguous)
    }

    /// The entry at an index a ``Glyph`` holds.
    subscript(index: Int) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        return entries[index]
    }
}
