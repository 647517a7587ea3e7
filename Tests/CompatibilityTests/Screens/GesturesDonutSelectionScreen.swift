import Declarative
import Charts

// The donut of WWDC23 "Explore pie charts and interactivity in Swift Charts": `chartAngleSelection` picks the
// sector under the finger, which stays opaque while the others dim, and a `chartBackground` reads the plot frame
// to centre the best seller's name in the hole.

struct GesturesDonutStyle: Identifiable {
    var id: String { name }
    let name: String
    let sales: Int
}

struct GesturesDonutSelectionScreen: View {
    let salesByStyle: [GesturesDonutStyle] = [
        .init(name: "Plain", sales: 1_230), .init(name: "Cinnamon", sales: 850), .init(name: "Chocolate", sales: 640),
        .init(name: "Sprinkles", sales: 410), .init(name: "Powdered", sales: 290),
    ]
    @State var selectedAngle: Int? = 1_500

    var selectedStyle: GesturesDonutStyle? {
        guard let selectedAngle else { return nil }
        var cumulative = 0
        return salesByStyle.first { style in
            cumulative += style.sales
            return selectedAngle <= cumulative
        }
    }

    var body: some View {
        Chart(salesByStyle) { style in
            SectorMark(
                angle: .value("Sales", style.sales),
                innerRadius: .ratio(0.618),
                angularInset: 1.5
            )
            .cornerRadius(5)
            .foregroundStyle(by: .value("Name", style.name))
            .opacity(selectedStyle == nil || selectedStyle?.name == style.name ? 1 : 0.3)
        }
        .chartAngleSelection(value: $selectedAngle)
        .chartBackground { chartProxy in
            GeometryReader { geometry in
                if let plotFrame = chartProxy.plotFrame {
                    let frame = geometry[plotFrame]
                    VStack {
                        Text(selectedStyle == nil ? "Most Sold Style" : "Selected")
                            .font(.callout)
                            .foregroundStyle(.secondary)
                        Text(selectedStyle?.name ?? salesByStyle[0].name)
                            .font(.title2.bold())
                    }
                    .position(x: frame.midX, y: frame.midY)
                }
            }
        }
        .frame(height: 300)
        .padding()
    }
}
