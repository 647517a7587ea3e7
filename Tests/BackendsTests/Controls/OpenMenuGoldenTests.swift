import Testing
import Foundation
import Declarative
import Backends

/// A `.menu` picker's open menu floating over the form rows below it, as terminal text and as SVG, compared with
/// the golden files in `Goldens/` (re-record as `ControlLookGoldenTests` says).
@Suite @MainActor struct OpenMenuGoldenTests {
    /// A form whose first row is a menu picker, with rows under it for the menu to cover.
    struct CurveForm: View {
        @State private var curve = 1
        var body: some View {
            Form {
                Picker("Curve", selection: $curve) {
                    Text("Linear").tag(0)
                    Text("Smooth").tag(1)
                    Text("Step").tag(2)
                }
                Toggle("Symbols", isOn: .constant(true))
                Stepper("Points", value: .constant(8), in: 3...12)
                Text("Footnote")
            }
        }
    }

    /// Focuses the picker, opens its menu with `Return` and moves the highlight down once.
    static let opening = ExportScenario()
        .press(.tab, at: 0.1)
        .press(.return, at: 0.2)
        .press(.downArrow, at: 0.3)

    @Test func terminal() async {
        let text = await TerminalSnapshot.render(CurveForm(), columns: 40, rows: 12, scenario: Self.opening)
        ControlLookGoldenTests.check(text + "\n", "menu-picker-open.txt")
    }

    @Test func svg() async {
        let svg = await SVGExport.svg(of: CurveForm(), size: CGSize(width: 390, height: 320), scenario: Self.opening)
        ControlLookGoldenTests.check(svg, "menu-picker-open.svg")
    }
}
