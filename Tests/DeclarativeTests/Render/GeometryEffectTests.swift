import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `GeometryEffect`: a transform from the view's size, in its own coordinates, animated through `animatableData`.
@MainActor
struct GeometryEffectTests {
    struct Slide: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: animatableData * size.width, y: 0))
        }
    }

    struct Spin: GeometryEffect {
        var animatableData: Double = .pi / 2
        func effectValue(size: CGSize) -> ProjectionTransform {
            // About the view's centre.
            ProjectionTransform(CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
                .concatenating(CGAffineTransform(rotationAngle: animatableData))
                .concatenating(CGAffineTransform(translationX: size.width / 2, y: size.height / 2)))
        }
    }

    @Test func translationUsesTheViewsSize() {
        let host = TestHost(Color.red.frame(width: 40, height: 20).modifier(Slide(animatableData: 0.5)),
                            size: CGSize(width: 100, height: 100))
        let frame = host.render().items.first?.frame
        #expect(frame == CGRect(x: 50, y: 40, width: 40, height: 20))
    }

    @Test func rotationAboutTheCentreKeepsTheCentre() {
        let host = TestHost(Color.red.frame(width: 40, height: 20).modifier(Spin()), size: CGSize(width: 100, height: 100))
        let frame = host.render().items.first!.frame
        #expect(abs(frame.midX - 50) < 0.001 && abs(frame.midY - 50) < 0.001)
        #expect(abs(frame.width - 20) < 0.001 && abs(frame.height - 40) < 0.001)
    }

    struct Mover: View {
        @State var on = false
        var body: some View {
            Color.red.frame(width: 10, height: 10).modifier(Slide(animatableData: on ? 4 : 0))
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
        }
    }

    @Test func theEffectAnimates() {
        let host = TestHost(Mover(), size: CGSize(width: 100, height: 100))
        host.render(at: 0)
        let mid = host.render(at: 0.5).items.first!.frame.minX
        let end = host.render(at: 1.5).items.first!.frame.minX
        #expect(abs(mid - 65) < 0.5)
        #expect(abs(end - 85) < 0.001)
    }

    @Test func aNonFiniteEffectDrawsUntransformed() {
        struct Broken: GeometryEffect {
            var animatableData: Double = 0
            func effectValue(size: CGSize) -> ProjectionTransform {
                var t = ProjectionTransform()
                t.m33 = 0
                t.m31 = .nan
                return t
            }
        }
        let host = TestHost(Color.red.frame(width: 10, height: 10).modifier(Broken()), size: CGSize(width: 100, height: 100))
        #expect(host.render().items.first?.frame == CGRect(x: 45, y: 45, width: 10, height: 10))
    }
}
