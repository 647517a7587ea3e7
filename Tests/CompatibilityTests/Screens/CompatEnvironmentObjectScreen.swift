import Declarative
import Charts

// App-wide settings shared through `.environmentObject`, read with `@EnvironmentObject`, and a child that is handed
// the model as an `@ObservedObject` and edits it through a `$model.property` binding.

final class CompatChartSettings: ObservableObject {
    @Published var showsAverage = true
    @Published var accent: Color = .orange
}

struct CompatStepsChart: View {
    @EnvironmentObject var settings: CompatChartSettings
    let steps: [Double] = [6_200, 8_100, 7_400, 9_900, 5_300, 10_400, 8_800]

    var average: Double { steps.reduce(0, +) / Double(steps.count) }

    var body: some View {
        Chart {
            ForEach(Array(steps.enumerated()), id: \.offset) { day, value in
                BarMark(x: .value("Day", day), y: .value("Steps", value))
                    .foregroundStyle(settings.accent)
            }
            if settings.showsAverage {
                RuleMark(y: .value("Average", average))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
            }
        }
        .frame(height: 200)
    }
}

struct CompatAverageSwitch: View {
    @ObservedObject var settings: CompatChartSettings

    var body: some View {
        let isOn = $settings.showsAverage
        HStack {
            Text("Average")
            Spacer()
            Text(isOn.wrappedValue ? "On" : "Off")
                .foregroundStyle(.tint)
                .onTapGesture { isOn.wrappedValue.toggle() }
        }
    }
}

struct CompatEnvironmentObjectScreen: View {
    @StateObject private var settings = CompatChartSettings()

    var body: some View {
        VStack(spacing: 16) {
            CompatStepsChart()
            CompatAverageSwitch(settings: settings)
        }
        .padding()
        .environmentObject(settings)
    }
}
