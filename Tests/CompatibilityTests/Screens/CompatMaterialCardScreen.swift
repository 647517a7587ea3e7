import Declarative
import Charts

// A dashboard card on a gradient: a chart under a translucent material header, in the style of iOS 15+ widgets.

struct CompatMaterialCardScreen: View {
    let values: [Double] = [18, 22, 19, 27, 31, 26, 35]

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Label("Active energy", systemImage: "flame.fill")
                        .font(.headline)
                    Spacer()
                    Text("\(values.last ?? 0, specifier: "%.0f") kcal")
                        .font(.subheadline)
                }
                .padding(10)
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10))
                Chart(Array(values.enumerated()), id: \.offset) { index, value in
                    AreaMark(x: .value("Day", index), y: .value("kcal", value))
                        .foregroundStyle(.linearGradient(colors: [.orange, .orange.opacity(0.1)], startPoint: .top, endPoint: .bottom))
                }
                .frame(height: 160)
                .padding()
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                Text("Updated just now")
                    .font(.caption)
                    .padding(.horizontal, 8)
                    .background(.regularMaterial, in: Capsule())
            }
            .padding()
        }
    }
}
