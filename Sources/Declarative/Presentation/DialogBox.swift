import Foundation

/// A presented alert or confirmation dialog: the root of a modal layer holding the title, the message and the
/// buttons, which runs a button's action and then dismisses itself.
///
/// An alert is a box in the middle of the window; a dialog rises from its bottom, as an iPhone's action sheet does.
/// Keys: `←`/`↑`/`Shift-Tab` and `→`/`↓`/`Tab` move the highlight among the enabled buttons, `Return` or `Space`
/// presses the highlighted one, `Esc` the `.cancelAction` or cancel button (or an alert's only button). The highlight
/// starts on the preferred button (`keyboardShortcut(.defaultAction)`), else on the cancel button, so that a stray
/// `Return` never presses a destructive button. A disabled button is dimmed and cannot be pressed. A tap on a button presses it;
/// a tap outside a dialog cancels it, and reaches nothing below an alert.
///
/// On a terminal, a box of whole cells: the title bold, the message below it, the buttons in a row (an alert's
/// one or two) or stacked; the cancel button bold, a destructive one red, the highlighted one between `▸` and `◂`:
///
/// ```
/// ┌────────────────────────────────────┐
/// │            Delete data?            │
/// │   This removes every workout.      │
/// │                                    │
/// │        ▸Cancel◂    Delete          │
/// └────────────────────────────────────┘
/// ```
struct DialogBox {
    let kind: DialogActions.Kind
    let title: Text?
    let message: AnyView?
    let actions: DialogActions
    @State private var highlighted: Int?
    @Environment(\.dismiss) private var dismiss
    @Environment(\.terminalCellSize) private var cell
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension DialogBox: View {
    var body: some View {
        let count = actions.buttons.count
        let current = min(highlighted ?? actions.initialHighlight ?? 0, max(count - 1, 0))
        let press: (Int) -> Void = { [dismiss] index in
            guard !actions.buttons[index].isDisabled else { return }
            actions.buttons[index].action()
            dismiss()
        }
        let escape = actions.escapeIndex
        let box = Group {
            if let cell { terminalBox(cell, current: current, press: press) } else { platter(press: press) }
        }
        .onKeyPress { key in
            switch key.key {
            case .leftArrow, .upArrow: highlighted = actions.step(from: current, by: -1, wraps: false)
            case .rightArrow, .downArrow: highlighted = actions.step(from: current, by: 1, wraps: false)
            case .tab: highlighted = actions.step(from: current, by: key.modifiers.contains(.shift) ? -1 : 1, wraps: true)
            case .return, .space: press(current)
            default:
                // A button's own shortcut (`Return` and `Esc` keep their roles above and in the modal layer).
                guard let index = actions.buttons.firstIndex(where: { $0.shortcut?.matches(key) == true }) else { return .ignored }
                press(index)
            }
            return .handled
        }
        return placed(box)
            .modalLayer(dimming: cell == nil ? .alert : .fade,
                        onEscape: { if let escape { press(escape) } },
                        onBackdropTap: kind == .confirmationDialog ? { if let escape { press(escape) } } : nil)
    }

    /// An alert in the middle of the window (with a margin on a narrow one); a dialog along its bottom.
    @MainActor private func placed<V: View>(_ box: V) -> some View {
        let margin = cell?.width ?? 8
        return box
            .frame(maxWidth: kind == .alert ? (cell.map { 44 * $0.width } ?? 270) : .infinity)
            .padding(.horizontal, kind == .alert ? 2 * margin : (cell == nil ? margin : 0))
            .padding(.bottom, kind == .confirmationDialog && cell == nil ? margin : 0)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: kind == .alert ? .center : .bottom)
    }

    @MainActor private func terminalBox(_ cell: CGSize, current: Int, press: @escaping (Int) -> Void) -> some View {
        CellBox(cell: cell, content: VStack(spacing: 0) {
            if let title { title.bold() }
            if let message { message }
            ForEach(actions.others.indices, id: \.self) { actions.others[$0] }
            buttons(spacing: 2 * cell.width) { index in
                let on = index == current
                HStack(spacing: 0) {
                    Text(on ? "▸" : "\u{A0}")
                    label(index)
                    Text(on ? "◂" : "\u{A0}")
                }
                .background(on ? Color.accentColor.opacity(0.2) : Color.clear)
                .contentShape(Rectangle())
                .onTapGesture { press(index) }
            }
            .padding(.top, cell.height)
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, cell.width))
    }

    /// iOS's look: a rounded platter of a thick material, the title semibold and the message in footnote size,
    /// then the buttons between hairlines, 44 pt high (an alert's) or 57 pt (a dialog's).
    @MainActor private func platter(press: @escaping (Int) -> Void) -> some View {
        let height: CGFloat = kind == .alert ? 44 : 57
        return VStack(spacing: 0) {
            VStack(spacing: 4) {
                if let title { title.font(kind == .alert ? .headline : .footnote.weight(.semibold)) }
                if let message { message.font(.footnote) }
                ForEach(actions.others.indices, id: \.self) { actions.others[$0] }
            }
            .foregroundStyle(kind == .alert ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary))
            .multilineTextAlignment(.center)
            .padding(16)
            Divider()
            buttons(spacing: 0, divided: true) { index in
                label(index)
                    .font(kind == .alert ? .body : .title3)
                    .frame(maxWidth: .infinity, minHeight: height)
                    .contentShape(Rectangle())
                    .onTapGesture { press(index) }
            }
        }
        .background(.ultraThickMaterial, in: RoundedRectangle(cornerRadius: 14))
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }

    /// A button's label: bold for the preferred button (`keyboardShortcut(.defaultAction)`), else for cancel; red for
    /// destructive, in the tint colour otherwise; dimmed while disabled, as iOS draws them.
    @MainActor private func label(_ index: Int) -> some View {
        let button = actions.buttons[index]
        let isBold = actions.preferredIndex.map { $0 == index } ?? (button.role == .cancel)
        let style = button.isDisabled ? AnyShapeStyle(.tertiary)
            : button.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint)
        return button.label
            .fontWeight(isBold ? .semibold : nil)
            .bold(isBold)
            .foregroundStyle(style)
            .lineLimit(1)
    }

    /// The buttons in a row or stacked (see `DialogActions.isRow`), with hairlines between them when `divided`.
    @MainActor private func buttons<B: View>(spacing: CGFloat, divided: Bool = false,
                                            @ViewBuilder _ button: @escaping (Int) -> B) -> some View {
        let indices = Array(actions.buttons.indices)
        return Group {
            if actions.isRow(kind) {
                HStack(spacing: spacing) {
                    ForEach(indices, id: \.self) { index in
                        if divided && index > 0 { Divider() }
                        button(index)
                    }
                }
                .fixedSize(horizontal: false, vertical: true)
            } else {
                VStack(spacing: 0) {
                    ForEach(indices, id: \.self) { index in
                        if divided && index > 0 { Divider() }
                        button(index)
                    }
                }
            }
        }
    }
}
