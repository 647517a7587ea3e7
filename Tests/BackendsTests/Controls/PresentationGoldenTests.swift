import Testing
import Foundation
import Declarative
import Backends

/// A sheet at its medium detent and an alert over a screen, as terminal text and as SVG, compared with the golden
/// files in `Goldens/` (re-record as `ControlLookGoldenTests` says).
@Suite @MainActor struct PresentationGoldenTests {
    /// A screen of rows under a sheet at the medium detent.
    struct SheetScreen: View {
        @State private var shown = true
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(1...6, id: \.self) { Text("Row \($0) of the screen below") }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .sheet(isPresented: $shown) {
                VStack {
                    Text("Thursday").bold()
                    Text("9,900 steps")
                }
                .presentationDetents([.medium, .large])
            }
        }
    }

    /// A screen of rows under a destructive alert with a message.
    struct AlertScreen: View {
        @State private var shown = true
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(1...6, id: \.self) { Text("Row \($0) of the screen below") }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .alert("Delete data?", isPresented: $shown) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test func sheetInTheTerminal() async {
        let text = await TerminalSnapshot.render(SheetScreen(), columns: 40, rows: 12)
        ControlLookGoldenTests.check(text + "\n", "sheet-medium.txt")
    }

    @Test func alertInTheTerminal() async {
        let text = await TerminalSnapshot.render(AlertScreen(), columns: 40, rows: 12)
        ControlLookGoldenTests.check(text + "\n", "alert-destructive.txt")
    }

    @Test func sheetInSVG() async {
        let svg = await SVGExport.svg(of: SheetScreen(), size: CGSize(width: 390, height: 320))
        ControlLookGoldenTests.check(svg, "sheet-medium.svg")
    }

    @Test func alertInSVG() async {
        let svg = await SVGExport.svg(of: AlertScreen(), size: CGSize(width: 390, height: 320))
        ControlLookGoldenTests.check(svg, "alert-destructive.svg")
    }
}
