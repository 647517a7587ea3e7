import Declarative
import Charts

// A step counter as published samples write it: tapping a bar of the week's chart opens that day in a
// `.sheet(item:)` with medium and large detents and a Done button that calls `dismiss()`; a toolbar-style button
// asks before deleting with a destructive `.alert` and a message, and a settings button opens a
// `.confirmationDialog` with a visible title.

struct ControlsModalDay: Identifiable {
    let id: String
    let steps: Int
}

struct ControlsModalScreen: View {
    @State private var days: [ControlsModalDay] = [
        ControlsModalDay(id: "Mon", steps: 6200), ControlsModalDay(id: "Tue", steps: 8400),
        ControlsModalDay(id: "Wed", steps: 4300), ControlsModalDay(id: "Thu", steps: 9900),
        ControlsModalDay(id: "Fri", steps: 7100),
    ]
    @State private var selectedDay: ControlsModalDay?
    @State private var confirmDelete = false
    @State private var showExport = false
    @State var exported = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Steps").font(.title2.bold())
                Spacer()
                Button("Export") { showExport = true }
                Button("Delete", role: .destructive) { confirmDelete = true }
            }
            Chart(days) { day in
                BarMark(x: .value("Day", day.id), y: .value("Steps", day.steps))
                    .foregroundStyle(day.id == selectedDay?.id ? Color.orange : Color.blue)
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .onTapGesture { location in
                            let origin = geometry[proxy.plotAreaFrame].origin
                            if let id: String = proxy.value(atX: location.x - origin.x),
                               let day = days.first(where: { $0.id == id }) {
                                selectedDay = day
                            }
                        }
                }
            }
            .frame(height: 200)
            Text(exported.isEmpty ? "\(days.count) days" : "Exported as \(exported)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .sheet(item: $selectedDay) { day in
            ControlsModalDayDetail(day: day)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
        .alert("Delete data?", isPresented: $confirmDelete) {
            Button("Delete", role: .destructive) { days.removeAll() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This removes the week's steps from this device.")
        }
        .confirmationDialog("Export", isPresented: $showExport, titleVisibility: .visible) {
            Button("CSV") { exported = "CSV" }
            Button("SVG") { exported = "SVG" }
        }
    }
}

struct ControlsModalDayDetail: View {
    let day: ControlsModalDay
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 8) {
                Text(day.id).font(.largeTitle.bold())
                Text("\(day.steps) steps")
                Gauge(value: Double(day.steps), in: 0...10000) { Text("Goal") }
            }
            .padding()
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
