import Declarative
import Charts

// A live chart fed by a timer, as in the "real-time chart" tutorials: `Timer.publish(every:on:in:).autoconnect()`
// stored on the view, `onReceive` appending a sample, and the time of the last sample as text.

struct CompatSample: Identifiable {
    let id: Int
    let value: Double
}

struct CompatTimerScreen: View {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State private var samples: [CompatSample] = (0..<10).map { CompatSample(id: $0, value: Double($0 % 4) * 10) }
    @State private var lastUpdate = Date(timeIntervalSinceReferenceDate: 0)

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Heart rate")
                    .font(.headline)
                Spacer()
                Text(lastUpdate, style: .time)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Chart(samples) { sample in
                LineMark(x: .value("Time", sample.id), y: .value("BPM", sample.value))
                    .interpolationMethod(.catmullRom)
            }
            .frame(height: 180)
        }
        .padding()
        .onReceive(timer) { date in
            lastUpdate = date
            let next = (samples.last?.id ?? 0) + 1
            samples.append(CompatSample(id: next, value: Double(next % 7) * 6))
            if samples.count > 20 { samples.removeFirst() }
        }
    }
}
