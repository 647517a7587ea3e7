import Foundation

/// The layout of `LazyVGrid` and `LazyHGrid`: tracks (columns of a vertical grid, rows of a horizontal one) sized
/// from their `GridItem`s across the proposal, and the children filled into them in order, a line at a time.
///
/// Track sizes follow SwiftUI's grid: the spacing between tracks is taken off first; fixed tracks take their size;
/// the rest share what is left one by one in order — each takes an equal share of the remainder, clamped to its
/// minimum and maximum. An adaptive item turns its share into as many tracks of at least its minimum as fit
/// (at least one), each no larger than its maximum. Along the other axis each line is as deep as its deepest child,
/// and lines are `spacing` apart. A child is proposed its track's breadth and nothing along the line's depth, and is
/// aligned in its cell by its item's alignment, else the grid's.
struct LazyGridLayout: Layout {
    /// The axis the grid grows along: vertical for `LazyVGrid` (its tracks are columns).
    let axis: Axis
    let items: [GridItem]
    /// How the tracks sit across the grid when they do not fill it, and the cells' default alignment.
    let alignment: Alignment
    /// The distance between lines; nil for the default.
    let spacing: CGFloat?

    static let defaultSpacing: CGFloat = 8

    /// A track: its breadth, the spacing after it, and the alignment of its cells.
    struct Track: Equatable {
        var breadth: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment?
    }

    /// The tracks for a breadth across the grid (nil: each flexible track at its minimum, adaptive ones once).
    func tracks(across available: CGFloat?) -> [Track] {
        guard !items.isEmpty else { return [] }
        let gaps = items.dropLast().reduce(0) { $0 + Self.gap($1.spacing) }
        var remaining = max((available.map { $0.isFinite ? $0 : 0 } ?? 0) - gaps, 0)
        var shares = [CGFloat?](repeating: nil, count: items.count)
        for (i, item) in items.enumerated() { if case .fixed(let size) = item.size { shares[i] = Self.finite(size); remaining -= shares[i]! } }
        var open = shares.filter { $0 == nil }.count
        for (i, item) in items.enumerated() where shares[i] == nil {
            let share = available == nil ? 0 : max(remaining, 0) / CGFloat(max(open, 1))
            // An adaptive item's maximum bounds each of its tracks, not its share.
            let (low, high) = item.size.bounds
            if case .adaptive = item.size { shares[i] = max(share, low) } else { shares[i] = min(max(share, low), high) }
            remaining -= shares[i]!
            open -= 1
        }
        var result: [Track] = []
        for (i, item) in items.enumerated() {
            let gap = Self.gap(item.spacing)
            if case .adaptive = item.size {
                let (low, high) = (max(item.size.bounds.low, 1), item.size.bounds.high)
                let count = max(1, Int(min((shares[i]! + gap) / (low + gap), 10_000)))
                let breadth = min((shares[i]! - CGFloat(count - 1) * gap) / CGFloat(count), high)
                for _ in 0..<count { result.append(Track(breadth: max(breadth, low), spacingAfter: gap, alignment: item.alignment)) }
            } else {
                result.append(Track(breadth: shares[i]!, spacingAfter: gap, alignment: item.alignment))
            }
        }
        result[result.count - 1].spacingAfter = 0
        return result
    }

    /// A spacing as given (non-finite or negative ones count as 0), or the default.
    static func gap(_ spacing: CGFloat?) -> CGFloat { spacing.map(finite) ?? defaultSpacing }
    /// A length, 0 when it is not finite or negative.
    static func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }

    /// The tracks, each line's depth, and the size of the whole grid, for a proposal.
    func plan(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (tracks: [Track], depths: [CGFloat], size: CGSize) {
        let across = axis == .vertical ? proposal.width : proposal.height
        let tracks = tracks(across: across)
        guard !tracks.isEmpty else { return ([], [], .zero) }
        var depths: [CGFloat] = []
        for (n, subview) in subviews.enumerated() {
            let t = n % tracks.count
            let size = subview.sizeThatFits(cellProposal(tracks[t].breadth))
            let depth = axis == .vertical ? size.height : size.width
            if t == 0 { depths.append(0) }
            depths[depths.count - 1] = max(depths[depths.count - 1], depth.isFinite ? depth : 0)
        }
        let breadth = tracks.reduce(0) { $0 + $1.breadth + $1.spacingAfter }
        let lineGap = Self.gap(spacing)
        let depth = depths.reduce(0, +) + CGFloat(max(depths.count - 1, 0)) * lineGap
        return (tracks, depths, axis == .vertical ? CGSize(width: breadth, height: depth) : CGSize(width: depth, height: breadth))
    }

    private func cellProposal(_ breadth: CGFloat) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: breadth, height: nil) : ProposedViewSize(width: nil, height: breadth)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        plan(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let (tracks, depths, size) = plan(proposal, subviews)
        guard !tracks.isEmpty else { return }
        // The tracks as a block, placed across the bounds by the grid's alignment.
        let vertical = axis == .vertical
        let outer = ViewDimensions(size: bounds.size), block = ViewDimensions(size: size)
        let offset = vertical ? outer[alignment.horizontal] - block[alignment.horizontal] : outer[alignment.vertical] - block[alignment.vertical]
        var starts: [CGFloat] = []
        var position = (vertical ? bounds.minX : bounds.minY) + max(offset, 0)
        for t in tracks { starts.append(position); position += t.breadth + t.spacingAfter }
        let lineGap = Self.gap(spacing)
        var lineStart = vertical ? bounds.minY : bounds.minX
        var cells: [(rect: CGRect, alignment: Alignment, proposal: ProposedViewSize)] = []
        for n in subviews.indices {
            let t = n % tracks.count, line = n / tracks.count
            if t == 0 && line > 0 { lineStart += depths[line - 1] + lineGap }
            let rect = vertical
                ? CGRect(x: starts[t], y: lineStart, width: tracks[t].breadth, height: depths[line])
                : CGRect(x: lineStart, y: starts[t], width: depths[line], height: tracks[t].breadth)
            cells.append((rect, tracks[t].alignment ?? alignment, cellProposal(tracks[t].breadth)))
        }
        // The child's alignment guides meet the cell's, as a frame aligns its content.
        onLayoutActor(subviews) { subviews in
            for (subview, cell) in zip(subviews, cells) {
                AlignedPlacement.place(subview, in: cell.rect, alignment: cell.alignment, proposal: cell.proposal)
            }
        }
    }
}
