import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// Materials, semantic styles, gradient shorthands and colour spaces, as SwiftUI names them.
@MainActor
struct ShapeStyleShorthandTests {
    func paint(_ style: some ShapeStyle, scheme: ColorScheme = .light) -> Paint? {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        return resolvePaint(style, in: env, bounds: CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func materialsAreTranslucentFillsOfTheBackground() {
        guard case .color(let thin)? = paint(.thinMaterial), case .color(let thick)? = paint(.ultraThickMaterial),
              case .color(let dark)? = paint(.regularMaterial, scheme: .dark) else {
            Issue.record("materials resolve to colours")
            return
        }
        #expect(thin.sRGB8 == (255, 255, 255) && thin.opacity < thick.opacity && thick.opacity < 1)
        #expect(dark.sRGB8 == (0, 0, 0))
        let host = TestHost(Text("Total").padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8)))
        #expect(host.render().items.count == 2)
    }

    @Test func gradientShorthandsMakeGradients() {
        guard case .linearGradient(let g, let start, let end)? = paint(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)) else {
            Issue.record("a linear gradient")
            return
        }
        #expect(g.stops.count == 2 && start == CGPoint(x: 50, y: 0) && end == CGPoint(x: 50, y: 50))
        let stops = [Gradient.Stop(color: .green, location: 0), Gradient.Stop(color: .yellow, location: 0.8)]
        guard case .radialGradient(_, _, _, let r)? = paint(.radialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 30)),
              case .angularGradient? = paint(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))),
              case .radialGradient(_, _, _, let e)? = paint(.ellipticalGradient(colors: [.red, .blue])),
              case .linearGradient? = paint(.linearGradient(Color.blue.gradient, startPoint: .leading, endPoint: .trailing)) else {
            Issue.record("gradients")
            return
        }
        #expect(r == 30 && e == 25)
    }

    @Test func semanticStylesFollowTheScheme() {
        guard case .color(let background)? = paint(.background, scheme: .dark), case .color(let fill)? = paint(.fill),
              case .color(let selection)? = paint(.selection), case .color? = paint(.separator) else {
            Issue.record("semantic styles resolve to colours")
            return
        }
        #expect(background.sRGB8 == (0, 0, 0))
        #expect(fill.opacity < 0.5)
        #expect(selection == Color.accentColor.resolve(in: .light))
        #expect(paint(AnyShapeStyle(.tint)) == paint(Color.accentColor))
    }

    @Test func colorSpacesConvertToSRGB() {
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0).resolve(in: .light) == Color(red: 1, green: 0.5, blue: 0).resolve(in: .light))
        #expect(Color(.sRGBLinear, white: 0.5).resolve(in: .light).linearRed == 0.5)
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: .light)
        #expect(p3.linearRed == 1 && p3.linearGreen == 0)   // outside sRGB: clamped
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: .light).sRGB8 == (0, 255, 0))
        #expect(Color(white: .nan).resolve(in: .dark).opacity == 1)
    }
}
