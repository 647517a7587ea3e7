import Foundation

nonisolated extension View {
    /// Buttons that a swipe across this row reveals at `edge`, as SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`
    /// (a drag of the mouse across the row in a terminal). Choosing one runs it and closes the row; a swipe back, or
    /// another swipe, closes it too.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, actions: AnyView(content())))
    }
}

/// A row that reveals its actions beside it when dragged sideways past a threshold.
struct SwipeActionsModifier {
    let edge: HorizontalEdge
    let actions: AnyView
    /// Whether swipes open the row (a list row's swipe to delete is off in edit mode).
    var isEnabled = true
    @State private var isOpen = false

    /// How far a drag must go to open or close the row.
    static let threshold: CGFloat = 30
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension SwipeActionsModifier: ViewModifier {
    func body(content: Content) -> some View {
        HStack(spacing: 8) {
            if isOpen && isEnabled && edge == .leading { revealed }
            content.frame(maxWidth: .infinity, alignment: .leading)
            if isOpen && isEnabled && edge == .trailing { revealed }
        }
        .contentShape(Rectangle())
        // Simultaneous, so that a row with actions at both edges hears a drag in both of its modifiers.
        .simultaneousGesture(DragGesture(minimumDistance: 10).onEnded { drag in
            guard isEnabled else { return }
            let opening = edge == .trailing ? -drag.translation.width : drag.translation.width
            if opening > Self.threshold { withAnimation { isOpen = true } }
            if opening < -Self.threshold { withAnimation { isOpen = false } }
        })
    }

    /// The actions, each closing the row after it runs.
    private var revealed: some View {
        HStack(spacing: 4) { actions }
            .buttonStyle(.borderedProminent)
            .simultaneousGesture(TapGesture().onEnded { withAnimation { isOpen = false } })
            .transition(.move(edge: edge == .trailing ? .trailing : .leading))
    }
}
