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

/// A menu picker's open list of options: one checkable row per option (see `MenuList`).
struct PickerMenuList: View {
    let options: PickerOptions
    let highlighted: Int
    let choose: (Int) -> Void

    var body: some View {
        MenuList(entries: options.views.indices.map { index in
            MenuEntry(kind: .action { options.choose(index) }, label: options.views[index], isChecked: index == options.selected)
        }, highlighted: highlighted, choose: choose)
    }
}
