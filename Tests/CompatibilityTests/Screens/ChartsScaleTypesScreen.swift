import Declarative
import Charts

// Square-root, power and symmetric-log scales side by side, as in a "choosing a scale" tutorial.
struct ChartsScaleTypesScreen: View {
    struct Reading: Identifiable {
        let id = UUID()
        let x: Double
        let y: Double
    }

    let readings: [Reading] = (-10...10).map { i in Reading(x: Double(i), y: Double(i * i * i)) }

    var body: some View {
        VStack(spacing: 16) {
            Chart(readings) {
                PointMark(x: .value("x", $0.x), y: .value("y", abs($0.y)))
            }
            .chartYScale(type: .squareRoot)
            .chartXAxisLabel("x")

            Chart(readings) {
                LineMark(x: .value("x", $0.x), y: .value("y", $0.y))
            }
            .chartYScale(type: .symmetricLog)

            Chart(readings) {
                LineMark(x: .value("x", $0.x), y: .value("y", abs($0.y)))
                    .interpolationMethod(.monotone)
            }
            .chartYScale(domain: 0...1000, type: .power(exponent: 0.3))
            .chartXScale(type: .linear)
        }
        .frame(height: 540)
    }
}
