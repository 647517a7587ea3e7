import Foundation

/// A subtree drawn above everything else in the window: an open menu, a popover.
///
/// A view's items normally take their place in the display list in tree order, so a menu opened in one row of a
/// form would be covered by the rows after it. The items of a raised subtree go to a list of their own instead,
/// which the display list ends with (keeping their order, transforms and clips), so they draw on top and, since
/// hit testing walks the list front to back, are hit first:
///
/// ```
/// tree order:    row 1 · row 2 (picker ─▶ menu) · row 3            menu covered by row 3
/// display list:  row 1 · row 2 · row 3 │ backdrop · menu            menu on top, hit first
/// ```
///
/// The layer's anchor is the view it is attached to (the raised node's parent). Laid out below its anchor, a layer
/// that would pass the bottom of the visible area (the window, inside the clips around it) moves above the anchor
/// when it fits there; one that would pass the visible area's leading or trailing edge moves sideways into it (a menu
/// opened from a button at the window's edge). With a `dismiss` action, the layer puts a clear backdrop over the whole window behind its
/// content: a tap anywhere outside the content dismisses it and reaches nothing below, as a menu does on iOS.
///
/// A modal layer (a sheet, an alert: see `ModalLayer`) is not anchored: it is laid out over the whole window and
/// drawn free of the transforms, clips, opacity and effects around the view that presents it, over a backdrop that
/// dims what lies below.
struct RaisedLayer {
    /// Runs on a tap outside the layer's content; nil for a layer that lets the pointer through around it.
    var dismiss: (() -> Void)?
    /// How a modal layer dims what lies below it; nil for an anchored layer (a menu).
    var modal: ModalDimming? = nil
}

extension DisplayListBuilder {
    /// Starts drawing `node`'s subtree into the raised list, placed as `RaisedLayer` describes.
    mutating func raise(_ layer: RaisedLayer, node: ViewNode) {
        if let dimming = layer.modal {
            raiseModal(node: node, dimming: dimming, dismiss: layer.dismiss)
            return
        }
        let window = CGRect(origin: .zero, size: windowSize)
        let visible = clips.reduce(window) { $0.intersection($1.boundingRect) }
        let content = node.coveredFrame.applying(transform)
        if let anchor = node.parent?.coveredFrame.applying(transform), !visible.isNull,
           content.minY >= anchor.maxY - 0.5, content.maxY > visible.maxY, anchor.minY - content.height >= visible.minY {
            transform = transform.concatenating(CGAffineTransform(translationX: 0, y: anchor.minY - content.maxY)).sanitized
        }
        if !visible.isNull, content.width <= visible.width, content.minX < visible.minX || content.maxX > visible.maxX {
            let dx = content.minX < visible.minX ? visible.minX - content.minX : visible.maxX - content.maxX
            transform = transform.concatenating(CGAffineTransform(translationX: dx, y: 0)).sanitized
        }
        isRaised = true
        if let dismiss = layer.dismiss, windowSize.width > 0, windowSize.height > 0 { appendBackdrop(node: node, dismiss: dismiss) }
    }

    /// A hit-testable rectangle over the window, clear unless `fill` is given, whose tap runs `dismiss`; the
    /// pointer goes no further. (A terminal's faded modal layer gives its clear backdrop the layer's progress as its
    /// opacity: see `ModalDimming.faded`.)
    mutating func appendBackdrop(node: ViewNode, dismiss: @escaping () -> Void, fill: Color.Resolved = Color.Resolved(0, 0, 0, 0),
                                 name: String = "/backdrop", opacity: Double = 1) {
        let id = DisplayItemID(node.path + name)
        let gesture = AttachedGesture(TapGesture().onEnded(dismiss), priority: .normal, mask: .all)
        appendHandler(InteractionRecord(id: id, parent: nil, interaction: .gesture(gesture), toRoot: .identity, size: windowSize))
        appendHandler(InteractionRecord(id: id, parent: nil, interaction: .contentShape, toRoot: .identity, size: windowSize))
        let rect = CGRect(origin: .zero, size: windowSize)
        append(DisplayItem(id: id, content: .shape(ShapeDrawing(path: Path(rect), fill: .color(fill))),
                           bounds: rect, opacity: opacity, accessibility: AccessibilityInfo(isHidden: true), tapTarget: id))
    }
}

nonisolated extension View {
    /// Floats `content` over everything, attached to this view without changing any layout: the way a menu or a
    /// popover is presented. The content is proposed its ideal size (at most this view's width), placed below this
    /// view — aligned to its leading edge, centre or trailing edge by `alignment` — or above it when there is no
    /// room below, and drawn in a raised layer (see `RaisedLayer`). With `onDismiss`, a tap outside the content
    /// runs it instead of reaching what is below. With `fitsAnchor` false, the content keeps its ideal width even
    /// when this view is narrower (a menu opened from a small button).
    package func floatingOverlay<Content: View>(isPresented: Bool, alignment: HorizontalAlignment = .leading,
                                                fitsAnchor: Bool = true, onDismiss: (() -> Void)? = nil,
                                                @ViewBuilder content: () -> Content) -> some View {
        modifier(FloatingOverlayModifier(content: isPresented ? content() : nil, alignment: alignment,
                                         fitsAnchor: fitsAnchor, layer: RaisedLayer(dismiss: onDismiss)))
    }
}

/// `floatingOverlay`: the view, then (while presented) its raised content as the last child.
struct FloatingOverlayModifier<Floating: View> {
    let content: Floating?
    let alignment: HorizontalAlignment
    let fitsAnchor: Bool
    let layer: RaisedLayer
}

extension FloatingOverlayModifier: PrimitiveModifier {
    func apply(to node: ViewNode, _ context: inout UpdateContext) {
        node.layout.role = FloatingLayout(alignment: alignment, isPresented: content != nil, fitsAnchor: fitsAnchor)
    }
    func finish(_ node: ViewNode, _ context: inout UpdateContext) {
        guard let content else { return }
        let layer = layer
        context.child(content.nodeModifier("raised") { node, _ in node.drawing.effects.append(.raise(layer)) },
                      key: .position(1))
    }
}

/// The view alone sizes the whole; floating content is proposed its ideal size, no wider than the view unless
/// `fitsAnchor` is false, and placed against the view's bottom edge.
struct FloatingLayout: UnaryLayout {
    let alignment: HorizontalAlignment
    let isPresented: Bool
    var fitsAnchor = true

    /// The view's subviews and the floating content's (the last, when it comes from the node's last child).
    func split(_ subviews: LayoutSubviews, of node: ViewNode) -> (anchor: LayoutSubviews, floating: LayoutSubview?) {
        guard isPresented, let last = subviews.last, let raised = node.children.last else { return (subviews, nil) }
        var inside: ViewNode? = last.node
        while let n = inside, n !== raised, n !== node { inside = n.parent }
        return inside === raised ? (Array(subviews.dropLast()), last) : (subviews, nil)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ZStackLayout(alignment: .topLeading).sizeThatFits(p, node: node, subviews: split(subviews, of: node).anchor)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let (anchor, floating) = split(subviews, of: node)
        anchor.forEach { $0.put(at: bounds.origin, proposal: proposal) }
        guard let floating else { return }
        let ideal = floating.measure(.unspecified).width
        let width = fitsAnchor || !ideal.isFinite ? min(ideal, bounds.width) : ideal
        let offer = ProposedViewSize(width: width, height: nil)
        let size = floating.measure(offer)
        let x: CGFloat
        switch alignment {
        case .trailing: x = bounds.maxX - size.width
        case .center: x = bounds.midX - size.width / 2
        default: x = bounds.minX
        }
        floating.put(at: CGPoint(x: x, y: bounds.maxY), proposal: offer)
    }

    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing {
        split(subviews, of: node).anchor.first?.spacing ?? ViewSpacing()
    }
}
