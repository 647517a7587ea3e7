import Foundation

/// `.contextMenu { … }`: a menu of actions for a view that opens on a long press, as SwiftUI's `contextMenu`.
///
/// The items are a menu's (see `Menu`); the list floats below the view, or above it when there is no room, and runs
/// as `MenuPresenter` describes: a tap outside or `Esc` closes it, choosing an item runs it and closes the menu.
/// Pointer events here carry no secondary button, so a long press is the only way to open it; its keys reach it while
/// something inside the view has focus. Content with no items opens nothing.
struct ContextMenuModifier {
    let items: AnyView
    let preview: AnyView?
    @State private var isOpen = false
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension ContextMenuModifier: ViewModifier {
    func body(content: Content) -> some View {
        let entries = MenuEntries.of(items)
        let isOpen = $isOpen
        return content
            .onLongPressGesture { isOpen.wrappedValue = !entries.isEmpty }
            .modifier(MenuPresenter(entries: entries, isPresented: isOpen, preview: preview))
    }
}

nonisolated extension View {
    /// Adds a context menu to the view: `menuItems` (buttons, toggles, pickers, dividers…) open on a long press.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: nil))
    }

    /// Adds a context menu with a preview, drawn above the items while the menu is open.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: AnyView(preview())))
    }

    /// Adds a context menu, as the older `contextMenu(_:)` with a `ContextMenu` value did.
    @available(*, deprecated, renamed: "contextMenu(menuItems:)")
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(ContextMenuModifier(items: AnyView(contextMenu?.items), preview: nil))
    }
}

/// A context menu's items, for the deprecated `contextMenu(_:)`, as SwiftUI's `ContextMenu`.
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems
    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}
