import Foundation
import Testing
import Declarative
@testable import Backends

/// Graphics effects as SVG: each distinct blur, shadow or colour matrix is one `<filter>`, each distinct mask one
/// `<mask>`, referenced by `<g filter>` / `<g mask>` groups nested among the clip groups in modifier order.
struct SVGGraphicsEffectTests {
    let bar = SVGFixture.shape("bar", Path(CGRect(x: 0, y: 0, width: 30, height: 10)), at: CGPoint(x: 10, y: 20))

    func with(_ item: DisplayItem, _ effects: GraphicsEffect...) -> DisplayItem {
        var copy = item
        copy.effects = effects
        return copy
    }

    let filterHead = "filterUnits=\"userSpaceOnUse\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\" color-interpolation-filters=\"sRGB\""

    @Test func aShadowIsABlurredOffsetFloodUnderTheSource() {
        let svg = SVGFixture.svg([with(bar, GraphicsEffect(.shadow(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.33),
                                                                   radius: 2, offset: CGSize(width: 1, height: 3))))])
        #expect(svg.contains("""
            <filter id="f1" \(filterHead)>
              <feGaussianBlur in="SourceAlpha" stdDeviation="2"/>
              <feOffset dx="1" dy="3" result="shadow"/>
              <feFlood flood-color="#000000" flood-opacity="0.33"/>
              <feComposite in2="shadow" operator="in"/>
              <feMerge>
                <feMergeNode/>
                <feMergeNode in="SourceGraphic"/>
              </feMerge>
            </filter>
        """))
        #expect(SVGFixture.body(svg).hasSuffix("""
          <g filter="url(#f1)">
            <rect x="10" y="20" width="30" height="10" fill="#FF0000"/>
          </g>
        """))
    }

    @Test func anInnerShadowIsTheOutsideBlurredBackIntoTheShapeOverTheSource() {
        let svg = SVGFixture.svg([with(bar, GraphicsEffect(.innerShadow(color: SVGFixture.black, radius: 2, offset: CGSize(width: 0, height: 1))))])
        #expect(svg.contains("""
            <filter id="f1" \(filterHead)>
              <feFlood flood-color="#000000"/>
              <feComposite in2="SourceAlpha" operator="out"/>
              <feGaussianBlur stdDeviation="2"/>
              <feOffset dx="0" dy="1"/>
              <feComposite in2="SourceAlpha" operator="in" result="shadow"/>
              <feMerge>
                <feMergeNode in="SourceGraphic"/>
                <feMergeNode in="shadow"/>
              </feMerge>
            </filter>
        """))
    }

    @Test func aSharpShadowOffsetsTheSourceAlphaDirectly() {
        let svg = SVGFixture.svg([with(bar, GraphicsEffect(.shadow(color: SVGFixture.black, radius: 0, offset: CGSize(width: 2, height: 0))))])
        #expect(svg.contains("<feOffset in=\"SourceAlpha\" dx=\"2\" dy=\"0\" result=\"shadow\"/>"))
        #expect(!svg.contains("feGaussianBlur"))
    }

    @Test func aBlurIsAGaussianWhoseDeviationIsTheRadius() {
        let svg = SVGFixture.svg([with(bar, GraphicsEffect(.blur(radius: 2.5, isOpaque: false)))])
        #expect(svg.contains("<filter id=\"f1\" \(filterHead)>\n      <feGaussianBlur stdDeviation=\"2.5\"/>\n    </filter>"))
        let opaque = SVGFixture.svg([with(bar, GraphicsEffect(.blur(radius: 2.5, isOpaque: true)))])
        #expect(opaque.contains("""
              <feGaussianBlur stdDeviation="2.5"/>
              <feColorMatrix type="matrix" values="1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0 1"/>
              <feComposite in2="SourceAlpha" operator="in"/>
        """))
    }

    @Test func colourEffectsWriteTheirExactMatrix() {
        let svg = SVGFixture.svg([with(bar, GraphicsEffect(.colorMatrix(.saturation(0.5))))])
        #expect(svg.contains("<feColorMatrix type=\"matrix\" values=\"0.6065 0.3575 0.036 0 0 0.1065 0.8575 0.036 0 0 "
                             + "0.1065 0.3575 0.536 0 0 0 0 0 1 0\"/>"))
        let inverted = SVGFixture.svg([with(bar, GraphicsEffect(.colorMatrix(.invert)))])
        #expect(inverted.contains("values=\"-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0\""))
    }

    @Test func equalEffectsShareOneDefinition() {
        let blur = GraphicsEffect(.blur(radius: 2, isOpaque: false))
        var other = bar
        other.id = DisplayItemID("other")
        let svg = SVGFixture.svg([with(bar, blur), with(other, blur), with(other, GraphicsEffect(.blur(radius: 3, isOpaque: false)))])
        #expect(svg.components(separatedBy: "<filter ").count == 3)
        #expect(svg.components(separatedBy: "filter=\"url(#f1)\"").count == 3)
        #expect(svg.components(separatedBy: "filter=\"url(#f2)\"").count == 2)
    }

    @Test func aMaskHoldsItsItemsAndMasksByAlpha() {
        let circle = SVGFixture.shape("mask", Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), at: CGPoint(x: 20, y: 20))
        let svg = SVGFixture.svg([with(bar, GraphicsEffect(.mask([circle]))), with(bar, GraphicsEffect(.mask([circle])))])
        #expect(svg.contains("""
            <mask id="m1" maskUnits="userSpaceOnUse" x="-50%" y="-50%" width="200%" height="200%" mask-type="alpha">
              <circle cx="25" cy="25" r="5" fill="#FF0000"/>
            </mask>
        """))
        #expect(svg.components(separatedBy: "<mask ").count == 2)
        #expect(svg.components(separatedBy: "<g mask=\"url(#m1)\">").count == 3)
    }

    @Test func effectsNestAmongClipsInModifierOrder() {
        let clip = Path(CGRect(x: 0, y: 0, width: 20, height: 50))
        var item = with(bar, GraphicsEffect(.colorMatrix(.invert), clipsOutside: 0),
                        GraphicsEffect(.blur(radius: 1, isOpaque: false), clipsOutside: 1))
        item.clips = [clip]
        // Outermost first: the invert (no clip outside it), then the clip, then the blur.
        #expect(SVGFixture.body(SVGFixture.svg([item])).hasSuffix("""
          <g filter="url(#f1)">
            <g clip-path="url(#c1)">
              <g filter="url(#f2)">
                <rect x="10" y="20" width="30" height="10" fill="#FF0000"/>
              </g>
            </g>
          </g>
        """))
    }

    @Test func effectsThatChangeNothingWriteNoFilter() {
        let svg = SVGFixture.svg([with(bar, GraphicsEffect(.blur(radius: 0, isOpaque: false)), GraphicsEffect(.colorMatrix(.identity)),
                                       GraphicsEffect(.shadow(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0), radius: 3,
                                                              offset: .zero)))])
        #expect(!svg.contains("<filter") && !svg.contains("<g "))
    }

    @Test func theDocumentIsWellFormed() throws {
        let circle = SVGFixture.shape("mask", Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let svg = SVGFixture.svg([with(bar, GraphicsEffect(.mask([circle])), GraphicsEffect(.blur(radius: 1, isOpaque: true)),
                                       GraphicsEffect(.shadow(color: SVGFixture.black, radius: 1, offset: CGSize(width: 1, height: 1))))])
        guard let wellFormed = SVGXMLLint.isWellFormed(svg) else {
            print("SVGGraphicsEffectTests: xmllint is not installed; skipping the well-formedness check")
            return
        }
        #expect(wellFormed)
    }
}
