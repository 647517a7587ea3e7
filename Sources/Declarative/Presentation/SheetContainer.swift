import Foundation

/// A presented sheet (or full-screen cover): the window-sized root of a modal layer, with the sheet's panel at the
/// bottom, as high as its detent.
///
/// The content's `presentation…` modifiers write the sheet's options (`PresentationOptions`) into this view's
/// state while the content updates, so a detent set inside the content sizes the panel in the same frame (the
/// graph updates again before it draws).
///
/// ```
///  ┌──────────────────────────┐
///  │ (presenter, dimmed)      │  a tap here dismisses (unless interactiveDismissDisabled)
///  │──────────── ━━ ──────────│  the panel's top edge (and the drag indicator)
///  │ content                  │  detent height: medium = half the large height
///  └──────────────────────────┘
/// ```
struct SheetContainer<Content: View> {
    let isFullScreen: Bool
    let content: Content
    @State private var options = PresentationOptions()
    @Environment(\.dismiss) private var dismiss
    @Environment(\.terminalCellSize) private var cell
    @Environment(\.self) private var environment
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension SheetContainer: View {
    var body: some View {
        let sink = PresentationOptionsSink($options)
        let options = options, dismiss = dismiss, cell = cell
        let interactive = !options.interactiveDismissDisabled
        let escape: () -> Void = { if interactive { dismiss() } }
        let tapOutside: (() -> Void)? = interactive && !isFullScreen ? { dismiss() } : nil
        let dimming: ModalDimming = cell == nil ? (isFullScreen ? .shade(0) : .sheet) : .fade
        let panel = SheetPanel(cell: cell, showsDragIndicator: !isFullScreen && options.showsDragIndicator,
                               cornerRadius: isFullScreen ? 0 : options.cornerRadius ?? SheetMetrics.cornerRadius,
                               content: content.environment(\.presentationOptions, sink))
        return GeometryReader { proxy in
            VStack(spacing: 0) {
                Spacer(minLength: 0)
                panel.frame(height: panelHeight(in: proxy.size, options: options))
            }
        }
        .modalLayer(dimming: dimming, onEscape: escape, onBackdropTap: tapOutside)
    }

    /// The panel's height in a window of `size`: the detent's, in whole rows of cells on a terminal. The large
    /// height leaves the top of the window showing: one row of cells on a terminal, `SheetMetrics.largeInset` elsewhere; a full-screen cover takes all of it but a
    /// terminal's top row.
    @MainActor private func panelHeight(in size: CGSize, options: PresentationOptions) -> CGFloat {
        let inset = cell?.height ?? (isFullScreen ? 0 : SheetMetrics.largeInset)
        let maximum = max(size.height - inset, 0)
        var height = isFullScreen ? maximum
            : options.detent(maximum: maximum, environment: environment).height(maximum: maximum, environment: environment)
        if let cell, cell.height > 0 {
            height = min(max((height / cell.height).rounded(), 2) * cell.height, maximum)
        }
        return height
    }
}

/// A sheet's geometry off a terminal: its corner radius, and how much of the window's top a large sheet leaves in
/// sight (iOS leaves the presenter's top edge showing behind it).
enum SheetMetrics {
    static let cornerRadius: CGFloat = 10
    static let largeInset: CGFloat = 10
}

/// A sheet's panel: its content over an opaque background, with a top edge.
///
/// On a terminal, a rule of `─` across the top (with `━━━━` in its middle for the drag indicator), and every cell
/// of the panel drawn (see `CellFill`) so nothing below shows through, with colour or without. Elsewhere iOS's
/// look: the system background with rounded top corners and a 36 × 5 pt grabber 5 pt from the top.
struct SheetPanel<Content: View>: View {
    let cell: CGSize?
    let showsDragIndicator: Bool
    let cornerRadius: CGFloat
    let content: Content

    var body: some View {
        if let cell {
            VStack(spacing: 0) {
                CellRule(cell: cell, fill: "─", middle: showsDragIndicator ? "━━━━" : "")
                content.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .background(CellFill(cell: cell))
        } else {
            let shape = UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius)
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .overlay(alignment: .top) {
                    if showsDragIndicator {
                        Capsule().fill(Color.secondary.opacity(0.5)).frame(width: 36, height: 5).padding(.top, 5)
                    }
                }
                .background(Color.background, in: shape)
                .clipShape(shape)
        }
    }
}
