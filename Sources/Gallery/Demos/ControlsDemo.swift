import Declarative
import Charts

/// A chart in a form of controls that change it live, as published chart screens have it: a toggle shows the
/// symbols, a slider sets the line width, a segmented picker the interpolation, a stepper the number of points, a
/// colour picker the colour, a menu picker the symbols' shape (its options open over the form), and a text field
/// the chart's title, shown under it (typed keys, `q` included, stay in the field while it has focus).
struct ControlsDemo: View {
    @State private var showsSymbols = false
    @State private var lineWidth = 2.0
    @State private var interpolation = Interpolation.linear
    @State private var points = 8
    @State private var color = Color.blue
    @State private var symbol = Symbol.circle
    @State private var title = "Daily visits"

    enum Interpolation: String, CaseIterable, Identifiable {
        case linear = "Linear", smooth = "Smooth", step = "Step"
        var id: Self { self }
        var method: InterpolationMethod {
            switch self {
            case .linear: .linear
            case .smooth: .catmullRom
            case .step: .stepCenter
            }
        }
    }

    enum Symbol: String, CaseIterable, Identifiable {
        case circle = "Circle", square = "Square", triangle = "Triangle"
        var id: Self { self }
        var shape: BasicChartSymbolShape {
            switch self {
            case .circle: .circle
            case .square: .square
            case .triangle: .triangle
            }
        }
    }

    struct Sample: Identifiable {
        let day: Int
        let value: Double
        var id: Int { day }
    }

    static let values: [Double] = [12, 18, 9, 22, 17, 25, 14, 28, 21, 31, 24, 35]

    private var samples: [Sample] {
        Self.values.prefix(points).enumerated().map { Sample(day: $0.offset + 1, value: $0.element) }
    }

    var body: some View {
        Form {
            Section {
                Chart(samples) { sample in
                    LineMark(x: .value("Day", sample.day), y: .value("Visits", sample.value))
                        .lineStyle(StrokeStyle(lineWidth: lineWidth))
                        .interpolationMethod(interpolation.method)
                        .foregroundStyle(color)
                    if showsSymbols {
                        // Symbols grow with the line, so a thick line does not hide them.
                        PointMark(x: .value("Day", sample.day), y: .value("Visits", sample.value))
                            .symbolSize(60 + 30 * lineWidth * lineWidth)
                            .symbol(symbol.shape)
                            .foregroundStyle(color)
                    }
                }
                .frame(height: 128)
                .accessibilityLabel(title)
                Text(title).font(.headline)
            }
            Section("Style") {
                Toggle("Show symbols", isOn: $showsSymbols)
                Slider(value: $lineWidth, in: 1...8, step: 1) {
                    Text("Line width")
                } minimumValueLabel: {
                    Text("1")
                } maximumValueLabel: {
                    Text("8")
                }
                Picker("Interpolation", selection: $interpolation) {
                    ForEach(Interpolation.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                Stepper("Points: \(points)", value: $points, in: 3...12)
                ColorPicker("Colour", selection: $color)
                Picker("Symbol", selection: $symbol) {
                    ForEach(Symbol.allCases) { Text($0.rawValue).tag($0) }
                }
                TextField("Chart title", text: $title)
            }
        }
        .animation(.easeInOut(duration: 0.3), value: points)
    }
}
