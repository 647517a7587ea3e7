import Foundation

nonisolated extension View {
    /// Presents a sheet while `isPresented` is true, as SwiftUI's `sheet(isPresented:onDismiss:content:)`.
    ///
    /// The sheet rises from the bottom of the window, as high as its detent (`presentationDetents(_:)`; `.large`
    /// by default), over the whole window however deep this view is; what lies below is dimmed and takes no taps
    /// or keys until it is dismissed. `Esc` or a tap above the sheet dismisses it (unless
    /// `interactiveDismissDisabled()`), as `dismiss()` inside it and setting `isPresented` to false do; then
    /// `onDismiss` runs. The content inherits this view's environment; its state lives while the sheet is up and
    /// starts afresh at the next presentation. The sheet slides up as it appears and back down when dismissed, as iOS's do, animated
    /// whether or not the change was (see `PresentationTransition`); a transaction that disables animations shows and
    /// hides it at once.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(id: isPresented.wrappedValue ? AnyHashable(true) : nil,
                                      dismiss: { isPresented.dismissPresentation() }, onDismiss: onDismiss,
                                      presented: { SheetContainer(isFullScreen: false, content: content()) }))
    }

    /// Presents a sheet for `item` while it is not nil, as SwiftUI's `sheet(item:onDismiss:content:)`: dismissing
    /// it sets the item to nil. An item with another id replaces the sheet's content, whose state starts afresh
    /// (`onDismiss` runs for the one replaced). See ``sheet(isPresented:onDismiss:content:)``.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(id: item.wrappedValue.map { AnyHashable($0.id) },
                                      dismiss: { if item.wrappedValue != nil { item.wrappedValue = nil } },
                                      onDismiss: onDismiss,
                                      presented: { SheetContainer(isFullScreen: false, content: item.wrappedValue.map(content)) }))
    }

    /// Covers the whole window while `isPresented` is true, as SwiftUI's
    /// `fullScreenCover(isPresented:onDismiss:content:)`: a sheet with no detents and no area above it (a
    /// terminal keeps its top row, as a sheet at `.large` does). `Esc` dismisses it unless
    /// `interactiveDismissDisabled()`.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(id: isPresented.wrappedValue ? AnyHashable(true) : nil,
                                      dismiss: { isPresented.dismissPresentation() }, onDismiss: onDismiss,
                                      presented: { SheetContainer(isFullScreen: true, content: content()) }))
    }

    /// Covers the whole window for `item` while it is not nil, as SwiftUI's `fullScreenCover(item:onDismiss:content:)`.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(id: item.wrappedValue.map { AnyHashable($0.id) },
                                      dismiss: { if item.wrappedValue != nil { item.wrappedValue = nil } },
                                      onDismiss: onDismiss,
                                      presented: { SheetContainer(isFullScreen: true, content: item.wrappedValue.map(content)) }))
    }

    /// Presents a popover while `isPresented` is true, as SwiftUI's
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`. On an iPhone (a compact width) SwiftUI presents
    /// a popover as a sheet, and so does this framework everywhere: the anchor and arrow edge are accepted and not
    /// used. See ``sheet(isPresented:onDismiss:content:)``.
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover for `item` while it is not nil, as SwiftUI's
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`: as a sheet, as on an iPhone (see
    /// ``popover(isPresented:attachmentAnchor:arrowEdge:content:)``).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`. Popovers present as sheets here (as on an
/// iPhone), so the anchor is accepted and not used.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view (`.rect(.bounds)`: the whole view).
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, in unit coordinates.
    case point(UnitPoint)
}

extension Anchor {
    /// A geometry value of a view to anchor to, as SwiftUI's `Anchor.Source`.
    public struct Source {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}
