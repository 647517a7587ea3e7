import Foundation
import Declarative

/// An annotation's content, placed against its mark: its anchor on the mark's bounds, pushed
/// out by `spacing` (4 pt by default), with the opposite edge of the content touching it.
/// With an overflow resolution that fits (`.fit`, `.fit(to: .chart)`), the content is then moved
/// back inside the plot area or the chart on that axis.
struct AnnotationView: View {
    let mark: SceneMark
    let annotation: MarkAnnotation
    /// The plot area, in chart coordinates (the view is placed in plot coordinates).
    let plot: CGRect
    /// The chart's size.
    let chartSize: CGSize

    var body: some View {
        let anchor = annotation.position.anchor ?? mark.automaticAnnotationAnchor
        let b = mark.bounds
        let gap = annotation.spacing ?? 4
        let dx = anchor.x < 0.5 ? -gap : (anchor.x > 0.5 ? gap : 0)
        let dy = anchor.y < 0.5 ? -gap : (anchor.y > 0.5 ? gap : 0)
        var p = CGPoint(x: b.minX + anchor.x * b.width + dx, y: b.minY + anchor.y * b.height + dy)
        let isOverlay = anchor == .center
        // `alignment` lines the content up with the mark along the side it sits on: above a rule with `.leading`,
        // its leading edge at the rule's start; beside a bar with `.top`, its top at the bar's top; in an overlay,
        // in that corner or edge of the mark. (A corner position leaves nothing to align.)
        let alignsX = anchor.x == 0.5, alignsY = anchor.y == 0.5
        let edgeX = alignsX ? Self.edge(annotation.alignment.horizontal) : nil
        let edgeY = alignsY ? Self.edge(annotation.alignment.vertical) : nil
        if let edgeX { p.x = edgeX < 0.5 ? b.minX : b.maxX }
        if let edgeY { p.y = edgeY < 0.5 ? b.minY : b.maxY }
        let content = annotation.makeContent?(b.size) ?? annotation.content
        let fitsX = annotation.overflowResolution.x.boundary, fitsY = annotation.overflowResolution.y.boundary
        if fitsX != nil || fitsY != nil {
            // The content's edge away from the mark touches the anchor point (as below), then moves inside the bounds.
            let unit = UnitPoint(x: edgeX ?? (isOverlay ? 0.5 : (anchor.x < 0.5 ? 1 : (anchor.x > 0.5 ? 0 : 0.5))),
                                 y: edgeY ?? (isOverlay ? 0.5 : (anchor.y < 0.5 ? 1 : (anchor.y > 0.5 ? 0 : 0.5))))
            return AnyView(AnnotationPlacement(point: p, anchor: unit, xBounds: bounds(fitsX, \.minX, \.width, chartSize.width),
                                               yBounds: bounds(fitsY, \.minY, \.height, chartSize.height)) {
                content.fixedSize()
            }
            .frame(width: plot.width, height: plot.height, alignment: .topLeading))
        }
        // A zero-size frame aligned on the far side makes the content grow away from the mark.
        var h: HorizontalAlignment = isOverlay ? .center : (anchor.x < 0.5 ? .trailing : (anchor.x > 0.5 ? .leading : .center))
        var v: VerticalAlignment = isOverlay ? .center : (anchor.y < 0.5 ? .bottom : (anchor.y > 0.5 ? .top : .center))
        if let edgeX { h = edgeX < 0.5 ? .leading : .trailing }
        if let edgeY { v = edgeY < 0.5 ? .top : .bottom }
        return AnyView(content.fixedSize()
            .frame(width: 0, height: 0, alignment: Alignment(horizontal: h, vertical: v))
            .offset(x: p.x, y: p.y))
    }

    /// The side of the mark an alignment lines the content up with (0: leading or top, 1: trailing or bottom), nil
    /// when centred.
    static func edge(_ alignment: HorizontalAlignment) -> CGFloat? {
        alignment == .leading ? 0 : alignment == .trailing ? 1 : nil
    }
    static func edge(_ alignment: VerticalAlignment) -> CGFloat? {
        alignment == .top ? 0 : alignment == .bottom ? 1 : nil
    }

    /// The span an annotation must stay in along one axis, in plot coordinates: the plot's, or the chart's.
    private func bounds(_ boundary: AnnotationOverflowResolution.Boundary?, _ origin: KeyPath<CGRect, CGFloat>,
                        _ length: KeyPath<CGRect, CGFloat>, _ chartLength: CGFloat) -> ClosedRange<CGFloat>? {
        guard let boundary else { return nil }
        if boundary.isChart { return -plot[keyPath: origin]...max(-plot[keyPath: origin], chartLength - plot[keyPath: origin]) }
        return 0...max(0, plot[keyPath: length])
    }
}

/// Places one view with its `anchor` at `point`, then moves it inside the bounds given (an annotation that fits).
struct AnnotationPlacement: Layout {
    let point: CGPoint
    let anchor: UnitPoint
    let xBounds: ClosedRange<CGFloat>?
    let yBounds: ClosedRange<CGFloat>?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            var x = point.x - anchor.x * size.width, y = point.y - anchor.y * size.height
            if let r = xBounds { x = min(max(x, r.lowerBound), max(r.lowerBound, r.upperBound - size.width)) }
            if let r = yBounds { y = min(max(y, r.lowerBound), max(r.lowerBound, r.upperBound - size.height)) }
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: .unspecified)
        }
    }
}
