import Declarative
import Charts

// A "lollipop" sales line as example apps draw it: hollow points (`.symbol(Circle().strokeBorder(lineWidth:))`),
// a picker of interpolation methods labelled by `InterpolationMethod.description`, a view as the symbol of the best
// day (`.symbol { … }`), and a background in the iOS 17 shape shorthand.
enum ChartsCurveChoice: String, CaseIterable, Identifiable {
    case linear, cardinal, stepCenter

    var id: String { method.description }

    var method: InterpolationMethod {
        switch self {
        case .linear: return .linear
        case .cardinal: return .cardinal
        case .stepCenter: return .stepCenter
        }
    }
}

struct ChartsHollowSymbolScreen: View {
    struct DailySales: Identifiable {
        let day: Int
        let sales: Double
        var id: Int { day }
    }

    let data = [DailySales(day: 1, sales: 120), DailySales(day: 2, sales: 180), DailySales(day: 3, sales: 150),
                DailySales(day: 4, sales: 240), DailySales(day: 5, sales: 200)]
    @State private var curve: ChartsCurveChoice = .cardinal
    @State private var lineWidth = 3.0

    var best: DailySales? { data.max { $0.sales < $1.sales } }

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Interpolation Method", selection: $curve) {
                ForEach(ChartsCurveChoice.allCases) { Text($0.method.description).tag($0) }
            }
            .pickerStyle(.segmented)

            Chart(data) { item in
                LineMark(x: .value("Day", item.day), y: .value("Sales", item.sales))
                    .interpolationMethod(curve.method)
                    .lineStyle(StrokeStyle(lineWidth: lineWidth))
                    .symbol(Circle().strokeBorder(lineWidth: lineWidth))
                    .symbolSize(300)

                if item.day == best?.day {
                    PointMark(x: .value("Day", item.day), y: .value("Sales", item.sales))
                        .symbol {
                            Text("★")
                                .font(.title3)
                        }
                }
            }
            .frame(height: 260)
            .padding(8)
            .background(.blue.opacity(0.08), in: .rect(cornerRadius: 12))
        }
        .padding()
    }
}
