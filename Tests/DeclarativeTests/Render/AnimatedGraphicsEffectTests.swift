import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A blur's radius, a shadow's radius and offset and a colour effect's amount animate on the virtual clock, as
/// opacity does.
@MainActor
struct AnimatedGraphicsEffectTests {
    struct Focus: View {
        @State var blurred = false
        var body: some View {
            Color.red.frame(width: 20, height: 20)
                .blur(radius: blurred ? 10 : 0)
                .shadow(color: .black, radius: blurred ? 4 : 0, x: blurred ? 8 : 0, y: 0)
                .saturation(blurred ? 0 : 1)
                .onAppear { withAnimation(.linear(duration: 1)) { blurred = true } }
        }
    }

    func values(_ list: DisplayList) -> (blur: CGFloat, shadow: CGFloat, dx: CGFloat, matrix: ColorMatrix)? {
        guard let effects = list.items.first?.effects, effects.count == 3,
              case .colorMatrix(let m) = effects[0].kind, case .shadow(_, let r, let offset) = effects[1].kind,
              case .blur(let b, _) = effects[2].kind else { return nil }
        return (b, r, offset.width, m)
    }

    @Test func radiiOffsetsAndAmountsInterpolate() {
        let host = TestHost(Focus(), size: CGSize(width: 100, height: 100))
        host.render(at: 0)
        let quarter = values(host.render(at: 0.25))
        #expect(quarter.map { abs($0.blur - 2.5) < 1e-9 && abs($0.shadow - 1) < 1e-9 && abs($0.dx - 2) < 1e-9 } == true)
        #expect(quarter.map { $0.matrix == .saturation(0.75) } == true)
        let end = values(host.render(at: 2))
        #expect(end.map { $0.blur == 10 && $0.shadow == 4 && $0.dx == 8 && $0.matrix == .saturation(0) } == true)
    }
}
