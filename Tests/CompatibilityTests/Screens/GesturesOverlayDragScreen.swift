import Declarative
import Charts

// The pre-iOS 17 pattern from Apple's "Visualizing your app's data" and many blog posts: a `chartOverlay` whose
// `GeometryReader` holds a clear rectangle with a `DragGesture`; the proxy turns the touch into a date.

struct GesturesOverlayDragPoint: Identifiable {
    let id = UUID()
    let date: Date
    let value: Double
}

struct GesturesOverlayDragScreen: View {
    let points: [GesturesOverlayDragPoint] = (0..<14).map { i in
        GesturesOverlayDragPoint(date: Date(timeIntervalSinceReferenceDate: 788_918_400 + Double(i) * 86_400),
                                 value: Double((i * 37) % 23) + 5)
    }
    @State private var selectedDate: Date? = nil

    var body: some View {
        VStack(alignment: .leading) {
            Text(selectedDate.map { "Selected \($0.formatted(date: .abbreviated, time: .omitted))" } ?? "Drag across the chart")
                .font(.caption)
            Chart(points) {
                LineMark(x: .value("Date", $0.date), y: .value("Value", $0.value))
                if let selectedDate {
                    RuleMark(x: .value("Selected", selectedDate)).foregroundStyle(.gray)
                }
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    let origin = geometry[proxy.plotAreaFrame].origin
                                    let location = CGPoint(x: value.location.x - origin.x, y: value.location.y - origin.y)
                                    if let date: Date = proxy.value(atX: location.x) {
                                        selectedDate = date
                                    }
                                }
                                .onEnded { _ in selectedDate = nil }
                        )
                }
            }
            .frame(height: 240)
        }
        .padding()
    }
}
