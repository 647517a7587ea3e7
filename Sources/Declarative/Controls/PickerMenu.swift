import Foundation

extension PickerBody {
    /// The label leading, the chosen value and a chevron trailing in the tint colour. While open, the options float
    /// below the row (above it when there is no room), over whatever follows, and nothing else moves: a tap outside
    /// closes them, as iOS's menu does.
    var menu: some View {
        LabeledControlRow { label } control: {
            if let selected = options.selected { options.views[selected].foregroundStyle(.tint).lineLimit(1) }
            Text(kind == .navigationLink ? "›" : "↕").foregroundStyle(kind == .navigationLink ? AnyShapeStyle(.secondary) : AnyShapeStyle(.tint))
        }
        .contentShape(Rectangle())
        .onTapGesture {
            highlighted.wrappedValue = options.selected ?? 0
            isOpen.wrappedValue.toggle()
        }
        .floatingOverlay(isPresented: isOpen.wrappedValue && options.count > 0, alignment: .trailing,
                         onDismiss: { isOpen.wrappedValue = false }) {
            PickerMenuList(options: options, highlighted: highlighted.wrappedValue) { index in
                options.choose(index)
                isOpen.wrappedValue = false
            }
        }
    }
}

/// A menu picker's open list of options: the chosen one checked, the highlighted one (`↑`/`↓`) marked; a tap on
/// an option chooses it.
///
/// iOS draws a rounded platter of a light material, one 44 pt row per option with a checkmark column and hairlines
/// between rows. A terminal draws a box of whole cells, the highlighted row tinted and marked with `▸` (which reads
/// without colour too):
///
/// ```
/// ┌──────────┐
/// │ ✓ Linear │
/// │▸  Smooth │
/// └──────────┘
/// ```
struct PickerMenuList: View {
    let options: PickerOptions
    let highlighted: Int
    let choose: (Int) -> Void
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        if let cell = metrics.cell { box(cell) } else { platter }
    }

    private var indices: [Int] { Array(0..<options.count) }

    /// Every cell of the box is drawn — spaces included — so the rows it covers do not show through, with colour
    /// (where the faint surface replaces them) and without (where faint fills are left out).
    private func box(_ cell: CGSize) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            rule("┌", "─", "┐", cell)
            ForEach(indices, id: \.self) { index in
                HStack(spacing: 0) {
                    // A no-break space, which is drawn and not trimmed as a trailing space would be.
                    Text("│" + (index == highlighted ? "▸" : "\u{A0}") + (index == options.selected ? "✓" : "\u{A0}") + "\u{A0}").fixedSize()
                    options.views[index].lineLimit(1).fixedSize()
                    rule("\u{A0}", "\u{A0}", "│", cell).frame(minWidth: 2 * cell.width)
                }
                // Under a quarter opaque, so that plain output leaves the band out and shows the `▸` alone.
                .background(index == highlighted ? Color.accentColor.opacity(0.2) : Color.clear)
                .contentShape(Rectangle())
                .onTapGesture { choose(index) }
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
                if index > 0 { Divider() }
                HStack(spacing: 8) {
                    Image(systemName: "checkmark").font(.system(size: 15, weight: .semibold))
                        .opacity(index == options.selected ? 1 : 0)
                        .frame(width: 16)
                    options.views[index].lineLimit(1)
                    Spacer(minLength: 16)
                }
                .padding(.horizontal, 16)
                .frame(minHeight: 44)
                .background(index == highlighted ? Color.systemFill : Color.clear)
                .contentShape(Rectangle())
                .onTapGesture { choose(index) }
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
