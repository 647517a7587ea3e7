import Declarative
import Charts

// A dashboard of chart cards in a scroll view, as blog posts build them: `GroupBox` cards, a `DisclosureGroup` with
// details, collapsible sections in a sidebar list, progress views and gauges, toggle and button styles, and a custom
// `ButtonStyle` that shrinks while pressed.

struct ScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Color.accentColor.opacity(configuration.isPressed ? 0.5 : 1))
            .foregroundColor(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .background(Color(.sRGB, white: 0.95, opacity: 1), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct ControlsContainersScreen: View {
    @State private var showDetails = false
    @State private var expanded = true
    @State private var favourite = false
    @State private var progress = 0.6
    let temperatures: [Double] = [14, 16, 15, 18, 21, 19, 22]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                GroupBox("Temperature") {
                    Chart(Array(temperatures.enumerated()), id: \.offset) { day in
                        AreaMark(x: .value("Day", day.offset), y: .value("°C", day.element))
                            .foregroundStyle(.orange.opacity(0.3))
                        LineMark(x: .value("Day", day.offset), y: .value("°C", day.element))
                            .foregroundStyle(.orange)
                    }
                    .frame(height: 120)
                }

                GroupBox {
                    DisclosureGroup("Details", isExpanded: $showDetails) {
                        Text("Highest: \(temperatures.max() ?? 0, specifier: "%.0f") °C")
                        Text("Lowest: \(temperatures.min() ?? 0, specifier: "%.0f") °C")
                    }
                    DisclosureGroup {
                        Text("Seven days of readings.")
                    } label: {
                        Label("About", systemImage: "info.circle")
                    }
                } label: {
                    Label("Summary", systemImage: "thermometer")
                }
                .groupBoxStyle(CardGroupBoxStyle())

                HStack {
                    Gauge(value: progress) {
                        Text("Goal")
                    } currentValueLabel: {
                        Text("\(Int(progress * 100))%")
                    }
                    Gauge(value: 21, in: 0...40) {
                        Text("°C")
                    } currentValueLabel: {
                        Text("21")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("40")
                    }
                    .gaugeStyle(.accessoryCircular)
                    .tint(Gradient(colors: [.blue, .green, .orange]))
                }

                ProgressView(value: progress)
                ProgressView("Uploading", value: 3, total: 10)
                ProgressView()
                ProgressView("Loading…")
                    .progressViewStyle(.circular)

                Toggle("Favourite", isOn: $favourite)
                    .toggleStyle(.button)
                    .tint(.pink)
                Toggle(isOn: $favourite) {
                    Text("Checked")
                }
                .toggleStyle(SwitchToggleStyle(tint: .orange))

                HStack {
                    Button("Refresh") { progress = min(progress + 0.1, 1) }
                        .buttonStyle(.bordered)
                    Button("Share") {}
                        .buttonStyle(.borderedProminent)
                    Button("Plain") {}
                        .buttonStyle(.plain)
                    Button("Scale") {}
                        .buttonStyle(ScaleButtonStyle())
                }

                List {
                    Section("Weekdays", isExpanded: $expanded) {
                        ForEach(["Mon", "Tue", "Wed"], id: \.self) { Text($0) }
                    }
                    Section {
                        Text("Weekend rows")
                    } header: {
                        Text("Weekend")
                    } footer: {
                        Text("Two days.")
                    }
                }
                .listStyle(.sidebar)
                .frame(height: 220)
            }
            .padding()
        }
    }
}
