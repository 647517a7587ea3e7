import Declarative
import Charts

// The chart-settings screen of published Swift Charts samples: a `Form` whose controls change the chart above it.
// A toggle for the symbols, a slider for the line width, a segmented picker for the interpolation, a menu picker
// for the series, a stepper for the number of points, a colour picker, labelled values, and a reset button.

enum ChartInterpolation: String, CaseIterable, Identifiable {
    case linear, cardinal, catmullRom, monotone, stepCenter
    var id: String { self.rawValue }
    var method: InterpolationMethod {
        switch self {
        case .linear: return .linear
        case .cardinal: return .cardinal
        case .catmullRom: return .catmullRom
        case .monotone: return .monotone
        case .stepCenter: return .stepCenter
        }
    }
}

struct ControlsSettingsFormScreen: View {
    struct Sale: Identifiable {
        let id = UUID()
        let day: Int
        let count: Double
    }

    static let counts: [Double] = [42, 55, 38, 61, 70, 52, 66, 74, 59, 81, 77, 90]

    @State private var showSymbols = true
    @State private var lineWidth = 2.0
    @State private var interpolation: ChartInterpolation = .catmullRom
    @State private var series = "Sales"
    @State private var numberOfPoints = 7
    @State private var color: Color = .purple
    @State private var isEditing = false
    @State private var level = 2

    var data: [Sale] {
        Self.counts.prefix(numberOfPoints).enumerated().map { Sale(day: $0.offset + 1, count: $0.element) }
    }

    var body: some View {
        Form {
            Section {
                Chart(data) { sale in
                    LineMark(x: .value("Day", sale.day), y: .value(series, sale.count))
                        .lineStyle(StrokeStyle(lineWidth: lineWidth))
                        .interpolationMethod(interpolation.method)
                        .foregroundStyle(color.gradient)
                    if showSymbols {
                        PointMark(x: .value("Day", sale.day), y: .value(series, sale.count))
                            .symbol(.circle)
                            .foregroundStyle(color)
                    }
                }
                .chartYScale(domain: 0...100)
                .frame(height: 200)
            }

            Section {
                Toggle("Show Symbols", isOn: $showSymbols)
                Toggle(isOn: $showSymbols.animation(.easeInOut)) {
                    Label("Symbols (animated)", systemImage: "circle.fill")
                }
                VStack(alignment: .leading) {
                    Text("Line Width: \(lineWidth, specifier: "%.1f")")
                        .foregroundColor(isEditing ? .accentColor : .primary)
                    Slider(value: $lineWidth, in: 1...10, step: 0.5) {
                        Text("Line Width")
                    } minimumValueLabel: {
                        Image(systemName: "minus")
                    } maximumValueLabel: {
                        Image(systemName: "plus")
                    } onEditingChanged: { editing in
                        isEditing = editing
                    }
                }
                Slider(value: $lineWidth, in: 1...10)
                Picker("Interpolation", selection: $interpolation) {
                    ForEach(ChartInterpolation.allCases) { method in
                        Text(method.rawValue.capitalized).tag(method)
                    }
                }
                .pickerStyle(.segmented)
                Picker("Series", selection: $series) {
                    Text("Sales").tag("Sales")
                    Text("Returns").tag("Returns")
                }
                .pickerStyle(.menu)
                ColorPicker("Line Color", selection: $color)
                ColorPicker("Opaque Color", selection: $color, supportsOpacity: false)
            } header: {
                Text("Style")
            } footer: {
                Text("Changes apply to the chart above.")
            }

            Section("Data") {
                Stepper("Points: \(numberOfPoints)", value: $numberOfPoints, in: 3...12)
                Stepper(value: $numberOfPoints, in: 3...12, step: 1) {
                    Text("Also points: \(numberOfPoints)")
                }
                Stepper("Level \(level)") {
                    level += 1
                } onDecrement: {
                    level -= 1
                }
                LabeledContent("Total", value: data.map(\.count).reduce(0, +), format: .number)
                LabeledContent("Series", value: series)
                LabeledContent {
                    Text("\(data.count)")
                } label: {
                    Label("Count", systemImage: "number")
                }
            }

            Section {
                Button("Reset", role: .destructive) {
                    withAnimation {
                        showSymbols = true
                        lineWidth = 2
                        numberOfPoints = 7
                    }
                }
                Button(action: { numberOfPoints = 12 }) {
                    Label("Show All", systemImage: "chart.xyaxis.line")
                }
                .disabled(numberOfPoints == 12)
            }
        }
    }
}
