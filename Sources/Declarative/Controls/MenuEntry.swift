import Foundation

/// One row of an open menu, taken from the menu's content: what it shows and what choosing it does.
///
/// A menu's content is a view builder's worth of controls; the open list is made of their rows:
///
/// ```
/// Button("CSV") {…}                      ─▶  CSV                 action
/// Toggle("Grid", isOn: $grid)            ─▶  ✓ Grid              action (toggles), checked while on
/// Picker("Range", selection: $r) {…}     ─▶  ───── / ✓ Week / Month / ─────   one checkable action per option
/// Menu("More") {…}                       ─▶  More ›              submenu
/// Section("Files") {…}                   ─▶  ───── / FILES / rows… / ─────
/// Divider()                              ─▶  ─────
/// Text("Read only")                      ─▶  Read only           inert, dimmed
/// ```
///
/// Modifiers around a control are looked through (a `.keyboardShortcut` or `.tint` changes nothing in the list);
/// `disabled(true)` leaves its rows dimmed and unchosen.
struct MenuEntry {
    enum Kind {
        /// Runs the action when chosen, then the menu closes.
        case action(() -> Void)
        /// Opens a nested menu in place of this one.
        case submenu([MenuEntry])
        /// Inside a submenu: goes back to the menu it came from.
        case back
        /// A section's title: small, secondary, not chosen.
        case header
        /// A line between groups of rows.
        case divider
        /// Content that is not a control: shown dimmed, not chosen.
        case inert
    }

    var kind: Kind
    var label: AnyView
    var role: ButtonRole? = nil
    /// Whether the row shows a checkmark; nil for a row that is never checked (a plain button).
    var isChecked: Bool? = nil

    /// Whether the highlight can rest on the row and `Return` choose it.
    var isSelectable: Bool {
        switch kind {
        case .action, .submenu, .back: true
        case .header, .divider, .inert: false
        }
    }

    var isDivider: Bool { if case .divider = kind { true } else { false } }

    /// The row as a disabled control shows it: an action or a submenu becomes inert (dimmed, never chosen).
    var disabled: MenuEntry {
        switch kind {
        case .action, .submenu: MenuEntry(kind: .inert, label: label, role: role, isChecked: isChecked)
        case .back, .header, .divider, .inert: self
        }
    }

    static var divider: MenuEntry { MenuEntry(kind: .divider, label: AnyView(EmptyView())) }
}

/// A view that becomes rows of an open menu rather than being drawn as it is.
@MainActor
protocol MenuEntrySource {
    var menuEntries: [MenuEntry] { get }
}

@MainActor
enum MenuEntries {
    /// The rows of a menu whose content is `content`, with dividers only between groups (never first, last or
    /// twice in a row).
    static func of(_ content: any View) -> [MenuEntry] { tidy(raw(content)) }

    /// The rows of `content`, dividers as the controls give them.
    static func raw(_ content: any View) -> [MenuEntry] {
        var entries: [MenuEntry] = []
        for element in ViewList.elements(of: content) {
            if let section = element.section {
                entries.append(.divider)
                if let header = section.header {
                    entries.append(MenuEntry(kind: .header, label: AnyView(erasing: header)))
                }
                entries += section.rows.flatMap { raw($0.view) }
                entries.append(.divider)
            } else if let source = element.view as? any MenuEntrySource {
                entries += source.menuEntries
            } else {
                entries.append(MenuEntry(kind: .inert, label: AnyView(erasing: element.view)))
            }
        }
        return entries
    }

    private static func tidy(_ entries: [MenuEntry]) -> [MenuEntry] {
        var result: [MenuEntry] = []
        for entry in entries where !(entry.isDivider && (result.last?.isDivider ?? true)) { result.append(entry) }
        if result.last?.isDivider == true { result.removeLast() }
        return result
    }

    /// The first selectable row at or after `index` going by `step` (±1), or nil.
    static func selectable(in rows: [MenuEntry], from index: Int, step: Int) -> Int? {
        var i = index
        while rows.indices.contains(i) {
            if rows[i].isSelectable { return i }
            i += step
        }
        return nil
    }
}

extension Button: MenuEntrySource {
    var menuEntries: [MenuEntry] { [MenuEntry(kind: .action(action), label: AnyView(label), role: role)] }
}

extension Toggle: MenuEntrySource {
    var menuEntries: [MenuEntry] {
        let isOn = isOn
        return [MenuEntry(kind: .action { isOn.wrappedValue.toggle() }, label: AnyView(label), isChecked: isOn.wrappedValue)]
    }
}

/// A picker in a menu is inline, as on iOS: a group of rows, the chosen option checked.
extension Picker: MenuEntrySource {
    var menuEntries: [MenuEntry] {
        let options = PickerOptions(elements: ViewList.elements(of: content), selection: selection)
        let rows = (0..<options.count).map { index in
            MenuEntry(kind: .action { options.choose(index) }, label: options.views[index], isChecked: index == options.selected)
        }
        return [.divider] + rows + [.divider]
    }
}

extension Divider: MenuEntrySource {
    var menuEntries: [MenuEntry] { [.divider] }
}

extension ModifiedContent: MenuEntrySource where Content: View, Modifier: ViewModifier {
    var menuEntries: [MenuEntry] {
        // A control (or a group of them) is looked through; other content keeps its modifiers.
        guard content is any MenuEntrySource || content is any ViewListContent else {
            return [MenuEntry(kind: .inert, label: AnyView(self))]
        }
        let entries = MenuEntries.raw(content)
        // `disabled(true)` leaves the rows in place, dimmed and never chosen, as iOS shows a disabled menu item.
        return ControlDeclarations.disables(modifier) ? entries.map(\.disabled) : entries
    }
}
