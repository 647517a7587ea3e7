import Declarative
import Charts

// A hover readout, as macOS and iPadOS samples write it: `onContinuousHover` over the plot of a `chartOverlay`, the
// location turned into a value through the proxy, shown in a caption; `onHover` highlights the card.

struct GesturesHoverScreen: View {
    let values: [Double] = [3, 7, 4, 9, 6, 8, 5]
    @State private var hoveredIndex: Int?
    @State private var isHovering = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(hoveredIndex.map { "Day \($0 + 1): \(Int(values[$0]))" } ?? "Hover the chart")
                .font(.caption)
            Chart(Array(values.enumerated()), id: \.offset) { index, value in
                PointMark(x: .value("Day", index), y: .value("Value", value))
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Color.clear
                        .contentShape(Rectangle())
                        .onContinuousHover { phase in
                            switch phase {
                            case .active(let location):
                                let x = location.x - geometry[proxy.plotAreaFrame].origin.x
                                if let day: Int = proxy.value(atX: x) { hoveredIndex = min(max(day, 0), values.count - 1) }
                            case .ended:
                                hoveredIndex = nil
                            }
                        }
                }
            }
            .frame(height: 200)
        }
        .padding()
        .background(isHovering ? Color.gray.opacity(0.1) : Color.clear)
        .onHover { hovering in isHovering = hovering }
    }
}
