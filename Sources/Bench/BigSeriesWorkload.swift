import Foundation
import Declarative
import Charts

/// The big-series workload of `bench big`: one line of N samples (a million by default), a slow sine under
/// per-sample noise — what a day of per-second readings or a sensor log looks like:
///
///     y(i) = 40 · sin(2π · i / 200,000) + ((i · 7919) mod 97) / 4
///
/// drawn at 800 × 400 for SVG and 120 × 40 cells for the terminal. The peers' script computes the same values.
enum BigSeries {
    static let count = 1_000_000
    static let svgSize = CGSize(width: 800, height: 400)
    static let terminalGrid = (columns: 120, rows: 40)

    static func values(_ n: Int) -> [Double] {
        (0..<n).map { i in 40 * sin(2 * Double.pi * Double(i) / 200_000) + Double((i * 7919) % 97) / 4 }
    }
}

/// The big series in the Chart DSL, as a Swift Charts user writes a line of samples.
struct BigSeriesChart: View {
    let values: [Double]

    var body: some View {
        Chart {
            ForEach(0..<values.count, id: \.self) { i in
                LineMark(x: .value("Sample", i), y: .value("Value", values[i]))
            }
        }
    }
}
