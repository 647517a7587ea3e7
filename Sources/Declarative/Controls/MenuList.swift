import Foundation

/// An open menu's rows (a `Menu`'s, a `.contextMenu`'s, a menu `Picker`'s options): the checked ones marked, the
/// highlighted one (`↑`/`↓`) marked, a destructive one in red; a tap on a selectable row chooses it.
///
/// iOS draws a rounded platter of a light material, one 44 pt row per item, a checkmark column when some item can
/// be checked, hairlines between rows and a wider band between groups. A terminal draws a box of whole cells, the
/// highlighted row tinted and marked with `▸` (which reads without colour too), a rule between groups:
///
/// ```
/// ┌──────────┐
/// │ ✓ Linear │
/// │▸  Smooth │
/// ├──────────┤
/// │   More › │
/// └──────────┘
/// ```
struct MenuList: View {
    let entries: [MenuEntry]
    let highlighted: Int?
    let choose: (Int) -> Void
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        if let cell = metrics.cell { box(cell) } else { platter }
    }

    private var indices: [Int] { Array(entries.indices) }
    private var hasChecks: Bool { entries.contains { $0.isChecked != nil } }

    /// The row's label in its colour: red for a destructive item, secondary for a header or inert content.
    @ViewBuilder private func label(_ entry: MenuEntry) -> some View {
        let style: AnyShapeStyle = switch entry.kind {
        case .header, .inert: AnyShapeStyle(.secondary)
        default: entry.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.primary)
        }
        let text = HStack(spacing: 0) {
            if case .back = entry.kind { Text("‹\u{A0}") }
            entry.label.lineLimit(1)
        }
        .foregroundStyle(style)
        if metrics.isCompact {
            text.fixedSize()
        } else if entry.kind.isHeader {
            text.font(.footnote)
        } else {
            text
        }
    }

    /// Every cell of the box is drawn — spaces included — so the rows it covers do not show through, with colour
    /// (where the faint surface replaces them) and without (where faint fills are left out).
    private func box(_ cell: CGSize) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            rule("┌", "─", "┐", cell)
            ForEach(indices, id: \.self) { index in
                let entry = entries[index]
                if entry.isDivider {
                    rule("├", "─", "┤", cell)
                } else {
                    HStack(spacing: 0) {
                        // A no-break space, which is drawn and not trimmed as a trailing space would be.
                        let check = hasChecks ? (entry.isChecked == true ? "✓" : "\u{A0}") : ""
                        Text("│" + (index == highlighted ? "▸" : "\u{A0}") + check + "\u{A0}").fixedSize()
                        label(entry)
                        if case .submenu = entry.kind { Text("\u{A0}›").fixedSize() }
                        rule("\u{A0}", "\u{A0}", "│", cell).frame(minWidth: 2 * cell.width)
                    }
                    // Under a quarter opaque, so that plain output leaves the band out and shows the `▸` alone.
                    .background(index == highlighted ? Color.accentColor.opacity(0.2) : Color.clear)
                    .contentShape(Rectangle())
                    .onTapGesture { if entry.isSelectable { choose(index) } }
                }
            }
            rule("└", "─", "┘", cell)
        }
        .foregroundStyle(.primary)
        .background(Color.background.opacity(0.2))
    }

    /// A line of cells as wide as it is offered: `start`, `fill` repeated, `end`.
    private func rule(_ start: String, _ fill: String, _ end: String, _ cell: CGSize) -> some View {
        GeometryReader { proxy in
            let inner = max(Int((proxy.size.width / max(cell.width, 1)).rounded()) - 2, 0)
            Text(start + String(repeating: fill, count: inner) + end)
        }
        .frame(height: cell.height)
    }

    private var platter: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(indices, id: \.self) { index in
                let entry = entries[index]
                if entry.isDivider {
                    Rectangle().fill(Color.tertiarySystemFill).frame(height: 8)
                } else {
                    if index > 0 && !entries[index - 1].isDivider { Divider() }
                    HStack(spacing: 8) {
                        if hasChecks {
                            Image(systemName: "checkmark").font(.system(size: 15, weight: .semibold))
                                .opacity(entry.isChecked == true ? 1 : 0)
                                .frame(width: 16)
                        }
                        label(entry)
                        Spacer(minLength: 16)
                        if case .submenu = entry.kind { Image(systemName: "chevron.right").foregroundStyle(.secondary) }
                    }
                    .padding(.horizontal, 16)
                    .frame(minHeight: entry.kind.isHeader ? 32 : 44)
                    .background(index == highlighted ? Color.systemFill : Color.clear)
                    .contentShape(Rectangle())
                    .onTapGesture { if entry.isSelectable { choose(index) } }
                }
            }
        }
        .frame(minWidth: 250)
        .background {
            RoundedRectangle(cornerRadius: 13).fill(.ultraThickMaterial)
            RoundedRectangle(cornerRadius: 13).strokeBorder(Color.separator, lineWidth: 0.5)
        }
        .clipShape(RoundedRectangle(cornerRadius: 13))
        .padding(.top, 6)
    }
}

extension MenuEntry.Kind {
    var isHeader: Bool { if case .header = self { true } else { false } }
}
