import Foundation
import Declarative

/// An annotation's content, placed against its mark: its anchor on the mark's bounds, pushed
/// out by `spacing` (4 pt by default), with the opposite edge of the content touching it.
struct AnnotationView: View {
    let mark: SceneMark
    let annotation: MarkAnnotation

    var body: some View {
        let anchor = annotation.position.anchor ?? mark.automaticAnnotationAnchor
        let b = mark.bounds
        let gap = annotation.spacing ?? 4
        let dx = anchor.x < 0.5 ? -gap : (anchor.x > 0.5 ? gap : 0)
        let dy = anchor.y < 0.5 ? -gap : (anchor.y > 0.5 ? gap : 0)
        let p = CGPoint(x: b.minX + anchor.x * b.width + dx, y: b.minY + anchor.y * b.height + dy)
        // A zero-size frame aligned on the far side makes the content grow away from the mark.
        let isOverlay = anchor == .center
        let h: HorizontalAlignment = isOverlay ? .center : (anchor.x < 0.5 ? .trailing : (anchor.x > 0.5 ? .leading : .center))
        let v: VerticalAlignment = isOverlay ? .center : (anchor.y < 0.5 ? .bottom : (anchor.y > 0.5 ? .top : .center))
        return annotation.content.fixedSize()
            .frame(width: 0, height: 0, alignment: Alignment(horizontal: h, vertical: v))
            .offset(x: p.x, y: p.y)
    }
}
