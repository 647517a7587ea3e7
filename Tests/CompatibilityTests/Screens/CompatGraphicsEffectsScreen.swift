import Declarative
import Charts

// A "steps this week" card in the style of published fitness dashboards: a shadowed card, a chart faded at its
// edges by a gradient mask, the unselected bars desaturated, a locked "pro" chart blurred behind a label.

struct CompatGraphicsEffectsScreen: View {
    struct Day: Identifiable {
        let name: String
        let steps: Int
        var id: String { name }
    }

    let days = [Day(name: "Mon", steps: 6_200), Day(name: "Tue", steps: 8_900), Day(name: "Wed", steps: 4_300),
                Day(name: "Thu", steps: 10_400), Day(name: "Fri", steps: 7_700)]
    @State private var selected: String? = "Thu"
    @State private var isLocked = true

    var body: some View {
        VStack(spacing: 20) {
            VStack(alignment: .leading) {
                Text("Steps").font(.headline)
                    .foregroundStyle(Color.green.shadow(.drop(color: .green.opacity(0.4), radius: 2, y: 1)))
                Chart(days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                        .foregroundStyle(Color.green.gradient)
                        .cornerRadius(4)
                }
                .frame(height: 140)
                .saturation(selected == nil ? 1 : 0.4)
                .mask {
                    LinearGradient(colors: [.clear, .black, .black, .clear], startPoint: .leading, endPoint: .trailing)
                }
            }
            .padding()
            .background(
                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .fill(Color.white)
                    .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4)
            )

            ZStack {
                Chart(days) { day in
                    LineMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                        .interpolationMethod(.catmullRom)
                }
                .frame(height: 100)
                .blur(radius: isLocked ? 6 : 0)
                .animation(.easeInOut, value: isLocked)
                Label("Unlock Pro", systemImage: "lock.fill")
                    .padding(8)
                    .background(.ultraThinMaterial, in: Capsule())
                    .shadow(radius: 2)
            }

            HStack {
                Circle().fill(.orange.shadow(.inner(radius: 3))).frame(width: 24, height: 24).colorMultiply(.red)
                Circle().fill(.blue).frame(width: 24, height: 24).hueRotation(.degrees(90))
                Circle().fill(.purple).frame(width: 24, height: 24).grayscale(1)
                Circle().fill(.teal).frame(width: 24, height: 24).brightness(0.2).contrast(1.5)
                Text("Aa").colorInvert()
                Rectangle().frame(width: 24, height: 24).mask(Circle())
            }
        }
        .padding()
    }
}
