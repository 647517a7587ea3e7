import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `ShadowStyle`: a style's `.shadow(.drop(…))` or `.shadow(.inner(…))` becomes the drawing's innermost effect,
/// and the style paints as its base.
@MainActor
struct ShadowStyleTests {
    func item(_ view: some View) -> DisplayItem? {
        TestHost(view, size: CGSize(width: 100, height: 100)).render().items.first
    }

    let black = Color.Resolved(red: 0, green: 0, blue: 0)

    @Test func aDropShadowStyleShadowsTheFill() {
        let drawn = item(Rectangle().fill(Color.blue.shadow(.drop(color: .black, radius: 2, x: 1, y: 3))).frame(width: 20, height: 20))
        #expect(drawn?.effects == [GraphicsEffect(.shadow(color: black, radius: 2, offset: CGSize(width: 1, height: 3)))])
        guard case .shape(let shape)? = drawn?.content else { Issue.record("no shape"); return }
        #expect(shape.fill == .color(Color.blue.resolve(in: .light)))
    }

    @Test func theForegroundShadowReachesTextAndItsDefaultsAreSwiftUIs() {
        let drawn = item(Text("Hi").foregroundStyle(.shadow(.inner(radius: 3))))
        guard case .innerShadow(let color, let radius, let offset)? = drawn?.effects.first?.kind else {
            Issue.record("no inner shadow"); return
        }
        #expect(color.sRGB8 == (0, 0, 0) && abs(color.opacity - 0.55) < 1e-6 && radius == 3 && offset == .zero)
        // `.shadow` as the foreground style paints the default foreground, once shadowed.
        #expect(drawn?.effects.count == 1)
        let dropped = item(Text("Hi").foregroundStyle(Color.red.shadow(.drop(radius: 1))))
        guard case .shadow(let c, _, _)? = dropped?.effects.first?.kind else { Issue.record("no drop shadow"); return }
        #expect(abs(c.opacity - 0.33) < 1e-6)
    }

    @Test func stackedShadowsAreOutermostFirstAndInsideTheViewsEffects() {
        let drawn = item(Color.clear.frame(width: 10, height: 10).background(
            Rectangle().fill(Color.blue.shadow(.drop(color: .black, radius: 1)).shadow(.inner(color: .black, radius: 2))))
            .blur(radius: 4))
        #expect(drawn?.effects.map(\.kind) == [
            .blur(radius: 4, isOpaque: false),
            .innerShadow(color: black, radius: 2, offset: .zero),
            .shadow(color: black, radius: 1, offset: .zero),
        ])
    }

    @Test func badRadiiAndOffsetsAreCleaned() {
        let drawn = item(Rectangle().fill(Color.blue.shadow(.drop(color: .black, radius: .nan, x: .infinity, y: -.nan))))
        #expect(drawn?.effects == [GraphicsEffect(.shadow(color: black, radius: 0, offset: .zero))])
    }

    @Test func aStyleWithoutShadowsAddsNoEffect() {
        #expect(item(Rectangle().fill(.blue))?.effects == [])
        #expect(item(Text("Hi").foregroundStyle(AnyShapeStyle(Color.blue)))?.effects == [])
    }
}
