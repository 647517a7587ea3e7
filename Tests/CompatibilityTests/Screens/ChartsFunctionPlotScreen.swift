import Foundation
import Declarative
import Charts

// In the style of WWDC24's "Swift Charts: Vectorized and function plots": measured samples drawn as one `PointPlot`
// from key paths, and the model they follow drawn as a `LinePlot` of a function over the chart's x scale, each
// coloured by its series; a parametric unit circle beside them.

struct ChartsFunctionPlotSample: Identifiable {
    let id: Int
    let x: Double
    let density: Double
}

struct ChartsFunctionPlotScreen: View {
    /// Samples of the standard normal density with a little deterministic noise.
    let samples: [ChartsFunctionPlotSample] = (0...32).map { i in
        let x = -4 + Double(i) * 0.25
        let noise = 0.015 * sin(Double(i) * 2.3)
        return ChartsFunctionPlotSample(id: i, x: x, density: exp(-x * x / 2) / sqrt(2 * .pi) + noise)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Measured vs. model").font(.headline)
            Chart {
                PointPlot(samples, x: .value("x", \.x), y: .value("Density", \.density))
                    .foregroundStyle(by: .value("Series", "Measured"))
                LinePlot(x: "x", y: "Density") { x in
                    exp(-x * x / 2) / sqrt(2 * .pi)
                }
                .foregroundStyle(by: .value("Series", "Normal distribution"))
            }
            .chartXScale(domain: -4...4)
            .frame(height: 220)

            Chart {
                LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in
                    (x: cos(t), y: sin(t))
                }
                AreaPlot(x: "x", yStart: "Low", yEnd: "High", domain: -1...1) { x in
                    (yStart: -0.25 * (1 - x * x), yEnd: 0.25 * (1 - x * x))
                }
                .foregroundStyle(.orange.opacity(0.5))
            }
            .chartXScale(domain: -1.5...1.5)
            .chartYScale(domain: -1.5...1.5)
            .frame(width: 220, height: 220)
        }
        .padding()
    }
}
