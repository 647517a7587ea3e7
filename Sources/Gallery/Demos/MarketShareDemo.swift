import Declarative
import Charts

/// A donut made of `SectorMark`s, coloured by category, with the legend Swift Charts adds on its own.
struct MarketShareDemo: View {
    var step = 0

    private static let quarters: [(String, [Double])] = [
        ("Q1", [48, 27, 15, 10]),
        ("Q2", [41, 31, 18, 10]),
    ]
    private static let names = ["Mobile", "Desktop", "Tablet", "Other"]

    var body: some View {
        let quarter = Self.quarters[step % Self.quarters.count]
        VStack(alignment: .leading, spacing: 8) {
            Text("Visits by device, \(quarter.0)").font(.headline)
            Chart(Array(zip(Self.names, quarter.1)), id: \.0) { name, share in
                SectorMark(angle: .value("Share", share), innerRadius: .ratio(0.6), angularInset: 1.5)
                    .foregroundStyle(by: .value("Device", name))
            }
            .animation(.easeInOut(duration: 0.6), value: step)
        }
        .padding(16)
    }
}
