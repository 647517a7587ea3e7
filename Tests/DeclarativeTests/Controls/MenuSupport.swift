import Foundation
@testable import Declarative
import DeclarativeTesting

/// Reading an open menu (a `Menu`'s or a `.contextMenu`'s) from a test host, drawn in iOS's geometry.
@MainActor
extension TestHost {
    /// The texts of the open menu's rows, top to bottom; empty when it is closed.
    var menuRows: [String] {
        items(named: "MenuList").compactMap { item -> String? in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
        .filter { $0 != "✓" && $0 != "›" }
    }

    /// The text on the highlighted row (the row filled with `systemFill`), or nil when none is highlighted.
    var highlightedMenuRow: String? {
        let items = items(named: "MenuList")
        let fill = Paint.color(Color.systemFill.resolve(in: .light))
        guard let band = items.first(where: { if case .shape(let s) = $0.content { s.fill == fill } else { false } })?.frame
        else { return nil }
        return items.lazy.compactMap { item -> String? in
            guard case .text(let t) = item.content, band.contains(CGPoint(x: item.frame.midX, y: item.frame.midY)) else { return nil }
            return t.lines[0].text
        }.first { $0 != "✓" && $0 != "›" }
    }
}

enum MenuCells {
    /// A terminal's cell, so that default control styles draw whole cells.
    static let cell = CGSize(width: 8, height: 16)
}
