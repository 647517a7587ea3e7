import Declarative
import Charts

/// Prices with sparklines beside them; each data step moves the series on by one day.
struct SparklineDemo: View {
    var step = 0

    private static let series: [(String, [Double], Color)] = [
        ("AAPL", [182, 185, 181, 188, 192, 190, 195, 193, 198, 201, 199, 204], .green),
        ("MSFT", [410, 405, 398, 402, 396, 390, 394, 388, 385, 391, 386, 380], .red),
        ("GOOG", [140, 142, 139, 145, 143, 148, 146, 151, 149, 147, 152, 155], .blue),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(Array(Self.series.enumerated()), id: \.offset) { _, entry in
                let values = window(entry.1)
                HStack(spacing: 12) {
                    Text(entry.0).font(.headline).frame(width: 56, alignment: .leading)
                    Sparkline(values: values, tint: entry.2, showsArea: true)
                        .frame(width: 160, height: 32)
                    Text(String(Int(values.last ?? 0))).monospacedDigit()
                }
            }
        }
        .padding(16)
    }

    private func window(_ values: [Double]) -> [Double] {
        let shift = step % values.count
        return Array(values[shift...] + values[..<shift])
    }
}
