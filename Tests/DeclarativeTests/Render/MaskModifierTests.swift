import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `mask(alignment:_:)` and `mask(_:)`: the mask is laid out like an overlay, drawn only into the content's mask
/// effect, and the layout is the content's.
@MainActor
struct MaskModifierTests {
    func render(_ view: some View) -> DisplayList {
        TestHost(view, size: CGSize(width: 100, height: 100)).render()
    }

    @Test func theMaskIsDrawnOnlyAsTheContentsMask() {
        let list = render(Color.red.frame(width: 60, height: 40).mask { Circle().frame(width: 20, height: 20) })
        #expect(list.items.count == 1)
        guard case .mask(let mask)? = list.items.first?.effects.first?.kind else { Issue.record("no mask"); return }
        #expect(mask.count == 1)
        // Centred on the content (20…80 × 30…70): the circle's frame is 40…60 × 40…60.
        #expect(mask.first?.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    @Test func alignmentPlacesTheMask() {
        let list = render(Color.red.frame(width: 60, height: 40)
            .mask(alignment: .topLeading) { Rectangle().frame(width: 10, height: 10) })
        guard case .mask(let mask)? = list.items.first?.effects.first?.kind else { Issue.record("no mask"); return }
        #expect(mask.first?.frame == CGRect(x: 20, y: 30, width: 10, height: 10))
    }

    @Test func theOlderFormMasksCentred() {
        let list = render(Color.red.frame(width: 60, height: 40).mask(Rectangle().frame(width: 10, height: 10)))
        guard case .mask(let mask)? = list.items.first?.effects.first?.kind else { Issue.record("no mask"); return }
        #expect(mask.first?.frame == CGRect(x: 45, y: 45, width: 10, height: 10))
    }

    @Test func layoutIsTheContents() {
        func frames(_ view: some View) -> [CGRect] { render(view).items.map(\.frame) }
        let plain = frames(HStack(spacing: 0) { Color.red.frame(width: 30, height: 30); Color.blue.frame(width: 10, height: 10) })
        let masked = frames(HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 30).mask { Rectangle().frame(width: 200, height: 200) }
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(masked == plain)
    }

    @Test func anEmptyMaskKeepsAnEmptyItemList() {
        let list = render(Color.red.frame(width: 20, height: 20).mask { EmptyView() })
        #expect(list.items.first?.effects.first?.kind == .mask([]))
    }

    @Test func aMaskUnderOpacityIsNotFaded() {
        let list = render(Color.red.frame(width: 20, height: 20).mask { Rectangle().opacity(0.5) }.opacity(0.5))
        guard case .mask(let mask)? = list.items.first?.effects.first?.kind else { Issue.record("no mask"); return }
        #expect(list.items.first?.opacity == 0.5)
        #expect(mask.first?.opacity == 0.5)
    }
}
