import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `strokeBorder` in all of SwiftUI's spellings, and the shapes' static names: a border is stroked inside the frame
/// (the outline inset by half the line width), with the foreground style when no style is given.
@MainActor
struct StrokeBorderTests {
    /// The first shape the view draws.
    func shape<V: View>(_ view: V) -> ShapeDrawing? {
        for item in TestHost(view).render().items {
            if case .shape(let s) = item.content { return s }
        }
        return nil
    }

    @Test func aLineWidthAloneStrokesInsideTheFrameWithTheForegroundStyle() {
        let ring = shape(Circle().strokeBorder(lineWidth: 6).frame(width: 48, height: 48).foregroundStyle(.red))
        #expect(ring?.stroke?.style.lineWidth == 6)
        #expect(ring?.fill == nil)
        #expect(ring?.path.boundingRect == CGRect(x: 3, y: 3, width: 42, height: 42))
        #expect(ring?.stroke?.paint == shape(Rectangle().stroke(Color.red))?.stroke?.paint)
    }

    @Test func aStrokeStyleKeepsItsDashesInside() {
        let style = StrokeStyle(lineWidth: 2, dash: [4, 2])
        let border = shape(RoundedRectangle(cornerRadius: 6).strokeBorder(style: style).frame(width: 96, height: 48))
        #expect(border?.stroke?.style == style)
        #expect(border?.path.boundingRect == CGRect(x: 1, y: 1, width: 94, height: 46))
        let tinted = shape(Capsule().strokeBorder(Color.blue, style: style).frame(width: 96, height: 48))
        #expect(tinted?.stroke?.style == style)
        #expect(tinted?.stroke?.paint != border?.stroke?.paint)
    }

    @Test func shapesHaveStaticNames() {
        let rounded: RoundedRectangle = .rect(cornerRadius: 8)
        #expect(rounded.cornerSize == CGSize(width: 8, height: 8))
        let sized: RoundedRectangle = .rect(cornerSize: CGSize(width: 4, height: 6), style: .circular)
        #expect(sized.style == .circular && sized.cornerSize.height == 6)
        let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 5)
        #expect(uneven.cornerRadii.topLeading == 5 && uneven.cornerRadii.bottomTrailing == 0)
        let capsule: Capsule = .capsule(style: .circular)
        #expect(capsule.style == .circular)
        let plain: Rectangle = .rect, circle: Circle = .circle, ellipse: Ellipse = .ellipse, pill: Capsule = .capsule
        #expect(plain.path(in: CGRect(x: 0, y: 0, width: 4, height: 2)) == Path(CGRect(x: 0, y: 0, width: 4, height: 2)))
        #expect(circle.path(in: CGRect(x: 0, y: 0, width: 4, height: 4)) == ellipse.path(in: CGRect(x: 0, y: 0, width: 4, height: 4)))
        #expect(pill.style == .continuous)
        let badge = shape(Text("New").padding(8).background(.orange, in: .rect(cornerRadius: 8)))
        guard case .roundedRect(_, let radii, _)? = badge?.path.storage else {
            Issue.record("the badge's background is a rounded rectangle: \(String(describing: badge?.path.storage))")
            return
        }
        #expect(radii.topLeading == 8)
    }
}
