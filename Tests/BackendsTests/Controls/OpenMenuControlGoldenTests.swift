import Testing
import Foundation
import Declarative
import Backends

/// A `Menu` open over the content below it, as terminal text and as SVG, compared with the golden files in
/// `Goldens/` (re-record as `ControlLookGoldenTests` says): a box of whole cells with a rule between groups, the
/// highlight marked `▸`, a picker's and a toggle's rows checked.
@Suite @MainActor struct OpenMenuControlGoldenTests {
    /// An export menu with a group, a submenu and a destructive item, and a line of content for it to cover.
    struct ExportMenu: View {
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Export") {
                    Button("CSV") {}
                    Button("PNG") {}
                    Divider()
                    Menu("More") { Button("JSON") {} }
                    Button("Delete", role: .destructive) {}
                }
                Text("Content below the menu")
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// A range menu: an inline picker and a toggle, checked as their bindings are.
    struct RangeMenu: View {
        @State private var range = "Week"
        @State private var grid = true
        var body: some View {
            VStack(alignment: .leading) {
                Menu {
                    Picker("Range", selection: $range) {
                        ForEach(["Day", "Week", "Month"], id: \.self) { Text($0) }
                    }
                    Toggle("Grid", isOn: $grid)
                } label: {
                    Label("Range", systemImage: "calendar")
                }
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// Focuses the menu, opens it with `Return` and highlights the first item.
    static let opening = ExportScenario()
        .press(.tab, at: 0.1)
        .press(.return, at: 0.2)
        .press(.downArrow, at: 0.3)

    @Test func terminal() async {
        let text = await TerminalSnapshot.render(ExportMenu(), columns: 30, rows: 9, scenario: Self.opening)
        ControlLookGoldenTests.check(text + "\n", "menu-open.txt")
    }

    @Test func terminalChecksAPickersChoiceAndAToggleThatIsOn() async {
        let text = await TerminalSnapshot.render(RangeMenu(), columns: 30, rows: 8, scenario: Self.opening)
        ControlLookGoldenTests.check(text + "\n", "menu-range-open.txt")
    }

    @Test func svg() async {
        let svg = await SVGExport.svg(of: ExportMenu(), size: CGSize(width: 390, height: 320), scenario: Self.opening)
        ControlLookGoldenTests.check(svg, "menu-open.svg")
    }
}
