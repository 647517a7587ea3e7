import Foundation
@testable import Declarative
import DeclarativeTesting

/// Reading an open menu (a `Menu`'s or a `.contextMenu`'s) from a test host.
@MainActor
extension TestHost {
    /// The labels of the open menu's rows, top to bottom (without check or highlight marks); empty when it is closed.
    var menuRows: [String] {
        items(named: "MenuList").compactMap { item -> String? in
            guard case .text(let t) = item.content else { return nil }
            let text = t.lines.map(\.text).joined(separator: " ")
            return MenuCells.isChrome(text) ? nil : text
        }
    }

    /// The label of the row the highlight is on, read from a terminal box (the row after the `▸` mark).
    var highlightedMenuRow: String? {
        let texts = items(named: "MenuList").compactMap { item -> String? in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
        guard let mark = texts.firstIndex(where: { $0.hasPrefix("│▸") }) else { return nil }
        return texts[(mark + 1)...].first { !MenuCells.isChrome($0) }
    }

    /// The rows of the open menu's terminal box as drawn, one string per row of cells (marks included).
    var menuBoxLines: [String] {
        let texts = items(named: "MenuList").compactMap { item -> (CGRect, String)? in
            if case .text(let t) = item.content { return (item.frame, t.lines.map(\.text).joined()) }
            return nil
        }
        let rows = Dictionary(grouping: texts) { Int($0.0.minY.rounded()) }
        return rows.keys.sorted().map { y in
            rows[y]!.sorted { $0.0.minX < $1.0.minX }.map(\.1).joined().replacingOccurrences(of: "\u{A0}", with: " ")
        }
    }
}

enum MenuCells {
    /// A terminal box's own text (borders, marks, fillers), not a row's label.
    static func isChrome(_ text: String) -> Bool {
        text.allSatisfy { "│┌┐└┘├┤─▸✓›‹ \u{A0}".contains($0) }
    }

    /// A terminal's cell, so that default control styles draw whole cells.
    static let cell = CGSize(width: 8, height: 16)
}
