import Foundation

/// Presents menu rows floating over the content below a view while `isPresented`, and runs the open menu: the
/// shared part of `Menu` and `.contextMenu`.
///
/// The list floats in a raised layer (see `floatingOverlay`), so nothing moves and a tap outside closes it. Keys
/// reach it while the view or something inside it has focus: `↑`/`↓` move the highlight over the rows that can be
/// chosen (from none at first), `Return` or `Space` choose, `→` opens a highlighted submenu, `←` goes back from a
/// submenu, and `Esc` goes back or closes. Choosing an item runs its action and closes the menu; choosing a submenu
/// shows its rows in place, under a `‹ Title` row that goes back.
struct MenuPresenter: ViewModifier {
    let entries: [MenuEntry]
    let isPresented: Binding<Bool>
    var alignment: HorizontalAlignment = .leading
    /// Drawn above the rows (a context menu's preview).
    var preview: AnyView? = nil
    /// The submenus opened, as row indices level by level.
    @State private var path: [Int] = []
    @State private var highlighted: Int?

    func body(content: Content) -> some View {
        let rows = Self.rows(entries, path: path)
        let isOpen = isPresented.wrappedValue && !rows.isEmpty
        return content
            .onKeyPress { press in isOpen ? handle(press, rows) : .ignored }
            .floatingOverlay(isPresented: isOpen, alignment: alignment, fitsAnchor: false, onDismiss: close) {
                VStack(alignment: .leading, spacing: 0) {
                    if let preview { preview }
                    MenuList(entries: rows, highlighted: highlighted) { choose($0, in: rows, byKey: false) }
                }
            }
    }

    /// The rows shown after opening the submenus on `path`; the top level when the path no longer fits the entries
    /// (the content changed while a submenu was open).
    static func rows(_ entries: [MenuEntry], path: [Int]) -> [MenuEntry] {
        var rows = entries
        for index in path {
            guard rows.indices.contains(index), case .submenu(let children) = rows[index].kind else { return entries }
            rows = [MenuEntry(kind: .back, label: rows[index].label)] + children
        }
        return rows
    }

    private func close() {
        isPresented.wrappedValue = false
        path = []
        highlighted = nil
    }

    private func choose(_ index: Int, in rows: [MenuEntry], byKey: Bool) {
        guard rows.indices.contains(index) else { return }
        switch rows[index].kind {
        case .action(let run):
            close()
            run()
        case .submenu(let children):
            path.append(index)
            // The submenu's rows follow its back row.
            highlighted = byKey ? MenuEntries.selectable(in: children, from: 0, step: 1).map { $0 + 1 } : nil
        case .back:
            let from = path.popLast()
            highlighted = byKey ? from : nil
        case .header, .divider, .inert:
            break
        }
    }

    private func handle(_ press: KeyPress, _ rows: [MenuEntry]) -> KeyPress.Result {
        switch press.key {
        case .downArrow:
            highlighted = MenuEntries.selectable(in: rows, from: (highlighted ?? -1) + 1, step: 1) ?? highlighted
        case .upArrow:
            highlighted = MenuEntries.selectable(in: rows, from: (highlighted ?? rows.count) - 1, step: -1) ?? highlighted
        case .return, .space:
            if let highlighted { choose(highlighted, in: rows, byKey: true) }
        case .rightArrow:
            guard let highlighted, rows.indices.contains(highlighted), case .submenu = rows[highlighted].kind else { return .ignored }
            choose(highlighted, in: rows, byKey: true)
        case .leftArrow:
            guard !path.isEmpty else { return .ignored }
            choose(0, in: rows, byKey: true)
        case .escape:
            if path.isEmpty { close() } else { choose(0, in: rows, byKey: true) }
        default:
            return .ignored
        }
        return .handled
    }
}
