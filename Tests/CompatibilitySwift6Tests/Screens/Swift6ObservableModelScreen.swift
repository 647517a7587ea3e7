import Declarative
import Charts

// A main-actor view model in Swift 6 mode, as Xcode 16 templates write it: `@MainActor final class …:
// ObservableObject`, owned with `@StateObject`, formatted text, a symbol label and a timer.

@MainActor
final class Swift6StepsModel: ObservableObject {
    @Published var steps: [Int] = [4_200, 6_800, 5_100, 9_300]
    @Published var goal = 8_000

    var best: Int { steps.max() ?? 0 }

    func record(_ count: Int) { steps.append(count) }
}

struct Swift6ObservableModelScreen: View {
    @StateObject private var model = Swift6StepsModel()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Steps", systemImage: "figure.walk")
                .font(.headline)
            Text("Best day: \(model.best, format: .number)")
            Text("Goal \(Double(model.best) / Double(model.goal), specifier: "%.0f")× reached")
            Chart(Array(model.steps.enumerated()), id: \.offset) { index, value in
                BarMark(x: .value("Day", index), y: .value("Steps", value))
                    .foregroundStyle(.linearGradient(colors: [.green, .mint], startPoint: .bottom, endPoint: .top))
            }
            .frame(height: 180)
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .onReceive(timer) { _ in model.record(5_000) }
    }
}
