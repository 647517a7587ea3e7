import Foundation

/// A list's sections and rows drawn in its style.
///
/// ```
/// .insetGrouped (iOS)                      terminal (whole cells)
/// ┌ grouped background ────────────┐       HEADER
/// │   HEADER (footnote, secondary) │        Row one
/// │ ╭────────────────────────────╮ │        Row two
/// │ │ Row one            ≥ 44 pt │ │       footer
/// │ │ ───────────────── (inset)  │ │
/// │ │ Row two                    │ │       NEXT HEADER
/// │ ╰────────────────────────────╯ │        …
/// │   footer                       │
/// └────────────────────────────────┘
/// ```
struct ListRows: View {
    let sections: ListSections
    let kind: ListStyleKind
    let selection: ListSelection?
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        let outer: CGFloat = kind.isInset && !metrics.isCompact ? 16 : 0
        // On a terminal the gap between sections is a whole cell: half of one would put every later row across
        // two rows of cells.
        let spacing = metrics.isCompact ? metrics.sectionSpacing : kind.isGrouped ? metrics.sectionSpacing / 2 : 0
        return VStack(alignment: .leading, spacing: spacing) {
            ForEach(sections.groups) { group in
                section(group)
            }
        }
        .padding(.horizontal, outer)
        .padding(.vertical, kind.isGrouped && !metrics.isCompact ? 16 : 0)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .modifier(ListSelectionKeys(selection: selection, tags: sections.tags))
    }

    private func section(_ group: ListSections.Group) -> some View {
        let expanded = group.isExpanded?.wrappedValue ?? true
        let textInset = metrics.isCompact ? metrics.rowPadding.leading : (kind.isGrouped ? 20 : 16)
        return VStack(alignment: .leading, spacing: metrics.isCompact ? 0 : 6) {
            if let header = group.header {
                HStack {
                    header
                    if let isExpanded = group.isExpanded {
                        Spacer()
                        Text("›").rotationEffect(.degrees(isExpanded.wrappedValue ? 90 : 0)).foregroundStyle(.tint)
                    }
                }
                .font(kind == .sidebar || kind == .plain ? .headline : .footnote)
                .foregroundStyle(.secondary)
                .padding(.horizontal, textInset)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(kind == .plain && !metrics.isCompact ? Color.systemGroupedBackground : Color.clear)
                .contentShape(Rectangle())
                .onTapGesture { group.isExpanded?.wrappedValue.toggle() }
            }
            if expanded && !group.rows.isEmpty {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(Array(group.rows.enumerated()), id: \.element.id) { index, row in
                        if index > 0 && !metrics.isCompact && !ListRowTraits.hidesSeparator(.bottom, of: group.rows[index - 1].view)
                            && !ListRowTraits.hidesSeparator(.top, of: row.view) {
                            Rectangle().fill(Color.separator).frame(height: 0.5).padding(.leading, textInset)
                        }
                        self.row(row)
                    }
                }
                .background(kind.isGrouped && !metrics.isCompact ? Color.secondarySystemGroupedBackground : Color.clear,
                            in: RoundedRectangle(cornerRadius: kind == .insetGrouped ? metrics.cornerRadius : 0))
            }
            if let footer = group.footer {
                footer.font(.footnote).foregroundStyle(.secondary).padding(.horizontal, textInset)
            }
        }
    }

    private func row(_ element: ViewListElement) -> some View {
        let isSelected = element.tag.map { tag in selection?.isSelected(tag) ?? false } ?? false
        let padding = ListRowTraits.insets(of: element.view)
            ?? (metrics.isCompact ? metrics.rowPadding : EdgeInsets(top: 11, leading: kind.isGrouped ? 20 : 16,
                                                                    bottom: 11, trailing: 20))
        return BadgedRow(content: AnyView(erasing: element.view), badge: Badge.of(element.view))
            .padding(padding)
            .frame(maxWidth: .infinity, minHeight: metrics.rowHeight, alignment: .leading)
            .background { ListRowTraits.background(of: element.view) }
            .background(isSelected ? Color.accentColor.opacity(0.25) : Color.clear)
            .modifier(RowTap(tag: selection == nil ? nil : element.tag, selection: selection))
    }
}

/// Selects a row's tag when the row is tapped (only in a list with a selection); in a collapsed split view's column,
/// then pushes the next column.
struct RowTap: ViewModifier {
    let tag: AnyHashable?
    let selection: ListSelection?
    @Environment(\.splitViewColumnAdvance) private var advance
    func body(content: Content) -> some View {
        if let tag, let selection {
            let advance = advance
            content.contentShape(Rectangle()).onTapGesture {
                if !(advance != nil && selection.isSelected(tag)) { selection.select(tag) }   // a chosen row stays chosen
                advance?.advance()
            }
        } else {
            content
        }
    }
}

/// `↑`/`↓` move a list's single selection while the list has focus; a list without a selection is not focusable. In
/// a collapsed split view's column, `Return` on a selected row pushes the next column.
struct ListSelectionKeys: ViewModifier {
    let selection: ListSelection?
    let tags: [AnyHashable]
    @Environment(\.splitViewColumnAdvance) private var advance
    func body(content: Content) -> some View {
        if let selection, !tags.isEmpty {
            let advance = advance
            content.control { press in
                let current = tags.firstIndex(where: selection.isSelected)
                let next: Int
                switch press.key {
                case .return where advance != nil && current != nil:
                    advance?.advance()
                    return .handled
                case .upArrow: next = max((current ?? tags.count) - 1, 0)
                case .downArrow: next = min((current ?? -1) + 1, tags.count - 1)
                default: return .ignored
                }
                guard next != current else { return .ignored }
                if let current { selection.select(tags[current]) }
                if !selection.isSelected(tags[next]) { selection.select(tags[next]) }
                return .handled
            }
        } else {
            content
        }
    }
}
