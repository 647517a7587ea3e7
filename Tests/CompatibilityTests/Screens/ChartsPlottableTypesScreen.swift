import Declarative
import Charts
import Foundation

// Marks plotting every kind of number a model might hold: integer widths, Float, CGFloat, Decimal and Measurement.
// Swift Charts does not plot a CGFloat by itself, so apps that do conform it, as this file does at its end.
struct ChartsPlottableTypesScreen: View {
    struct Run: Identifiable {
        let id: Int8
        let lap: UInt16
        let distance: Measurement<UnitLength>
        let pace: Float
        let heartRate: UInt8
        let elevation: CGFloat
        let cost: Decimal
        let calories: Int64
    }

    let runs: [Run] = (1...6).map(ChartsPlottableTypesScreen.run)

    static func run(_ i: Int) -> Run {
        let distance = Measurement(value: Double(i) * 1.5, unit: UnitLength.kilometers)
        let pace: Float = 5.2 - Float(i) / 10
        let cost: Decimal = Decimal(i) * Decimal(string: "1.25")!
        return Run(id: Int8(i), lap: UInt16(i), distance: distance, pace: pace, heartRate: UInt8(120 + i * 6),
                   elevation: CGFloat(i * i), cost: cost, calories: Int64(i * 90))
    }

    var body: some View {
        VStack {
            Chart(runs) { run in
                LineMark(x: .value("Lap", run.lap), y: .value("km", run.distance))
                PointMark(x: .value("Lap", run.lap), y: .value("Pace", run.pace))
                    .symbol(.diamond)
            }
            Chart(runs) { run in
                BarMark(x: .value("Run", run.id), y: .value("Cost", run.cost))
                RuleMark(y: .value("Calories", run.calories / 100))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
            }
            Chart(runs) { run in
                AreaMark(x: .value("Heart rate", run.heartRate), y: .value("Elevation", run.elevation))
            }
            .chartXScale(domain: UInt8(120)...UInt8(160))
        }
        .frame(height: 480)
    }
}

extension CGFloat: Plottable {
    public var primitivePlottable: Double { Double(self) }
    public init?(primitivePlottable: Double) {
        self.init(primitivePlottable)
    }
}
