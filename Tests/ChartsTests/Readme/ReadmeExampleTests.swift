import Testing
import Foundation
import Declarative
import Charts
import Backends
import DeclarativeTesting

// The code of README.md, compiled and run, so that the front door stays true.

/// The README's code, inside a namespace so its names do not clash with other tests'.
enum Readme {
struct Workouts: View {
    @State private var isRevealed = false
    let values: [Double] = [12, 19, 8, 24, 16, 30, 22]

    var body: some View {
        HStack(alignment: .bottom, spacing: 10) {
            ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                UnevenRoundedRectangle(topLeadingRadius: 8, topTrailingRadius: 8)
                    .fill(Color.indigo.gradient)
                    .frame(height: isRevealed ? value * 6 : 0)
                    .animation(.spring(duration: 0.6, bounce: 0.3).delay(Double(index) * 0.09), value: isRevealed)
            }
        }
        .frame(height: 200)
        .onAppear { isRevealed = true }
    }
}

struct Sale: Identifiable {
    let id = UUID()
    let month: String
    let product: String
    let units: Double
}

struct SalesChart: View {
    let sales: [Sale]

    var body: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
    }
}

struct Heat: View {
    let values: [Double]        // 0…1

    var body: some View {
        Canvas { context, size in
            let w = size.width / CGFloat(max(values.count, 1))
            for (i, v) in values.enumerated() {
                let cell = CGRect(x: CGFloat(i) * w, y: 0, width: w - 1, height: size.height)
                context.fill(Path(cell), with: .color(Color.orange.opacity(v)))
            }
            context.draw(Text("Load").font(.caption), at: CGPoint(x: 4, y: 4), anchor: .topLeading)
        }
        .frame(height: 40)
    }
}

@Observable final class SalesModel {
    var sales = [Sale(month: "Jan", product: "Cups", units: 40), Sale(month: "Feb", product: "Cups", units: 35)]
}

// @main in the README; a test target has its own entry point.
struct SalesApp: App {
    @State private var model = SalesModel()

    var body: some Scene {
        WindowGroup {
            SalesScreen().environment(model)
        }
    }
}

struct SalesScreen: View {
    @Environment(SalesModel.self) private var model

    var body: some View {
        SalesChart(sales: model.sales).padding()
    }
}

}

@MainActor
struct ReadmeExampleTests {
    typealias Workouts = Readme.Workouts
    typealias Sale = Readme.Sale
    typealias SalesChart = Readme.SalesChart

    let sales = [Sale(month: "Jan", product: "Cups", units: 40), Sale(month: "Jan", product: "Plates", units: 20),
                 Sale(month: "Feb", product: "Cups", units: 35), Sale(month: "Feb", product: "Plates", units: 25)]

    @Test func theCanvasExampleDrawsACellPerValueAndItsLabel() async {
        let svg = await SVGExport.svg(of: Readme.Heat(values: [0.2, 0.6, 1]), size: CGSize(width: 90, height: 40))
        #expect(svg.components(separatedBy: "<rect").count - 1 >= 3)
        #expect(svg.contains(">Load</text>"))
        let frame = await TerminalSnapshot.render(Readme.Heat(values: [0.2, 0.6, 1]), columns: 30, rows: 4)
        #expect(frame.contains("Load"))
    }

    @Test func theReadmeExamplesRender() async throws {
        let svg = await SVGExport.svg(of: SalesChart(sales: sales), size: CGSize(width: 400, height: 300))
        #expect(svg.hasPrefix("<svg") && svg.contains("Cups") && svg.contains("Plates"))
        let moving = await SVGExport.animatedSVG(of: Workouts(), size: CGSize(width: 400, height: 240))
        #expect((moving.contains("@keyframes") || moving.contains("<animate ")) && moving.contains("prefers-reduced-motion"))
        let text = await TerminalSnapshot.render(Workouts(), columns: 60, rows: 16)
        #expect(text.contains("█"))
    }

    @Test func theAppExampleShowsItsWindowGroup() async {
        let _: () async -> Void = Readme.SalesApp.main           // what @main calls
        let svg = await SVGExport.svg(of: AppRootView(Readme.SalesApp()), size: CGSize(width: 400, height: 300))
        #expect(svg.contains("aria-label=\"Jan, Cups, 40\"") && svg.contains("aria-label=\"Feb, Cups, 35\""), "\(svg)")
    }

    @Test func theTestHostExampleShowsBarsGrowing() {
        let host = TestHost(Workouts(), size: CGSize(width: 300, height: 240))
        host.render()
        let midway = host.render(at: 0.3).items
        let final = host.render(at: 3).items
        #expect(midway.count == 7 && final.count == 7)
        #expect(midway[0].frame.height < final[0].frame.height + 1)
        #expect(abs(final[5].frame.height - 180) < 1e-6)
        #expect(host.treeDescription.hasPrefix("Workouts"))
    }
}
