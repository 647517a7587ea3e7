import Declarative
import Charts

// A view model fed by Combine publishers, as in networking-plus-chart tutorials: a `PassthroughSubject` of new
// readings that the model subscribes to with `sink` and keeps in a set of `AnyCancellable`s, a
// `CurrentValueSubject` for the unit, and `objectWillChange.send()` for a manual update.

final class CompatReadingsModel: ObservableObject {
    let incoming = PassthroughSubject<Double, Never>()
    let unit = CurrentValueSubject<String, Never>("°C")
    @Published private(set) var readings: [Double] = [12, 14, 13]
    var label = "Greenhouse"
    private var cancellables = Set<AnyCancellable>()

    init() {
        incoming
            .map { ($0 * 10).rounded() / 10 }
            .sink { [weak self] value in self?.readings.append(value) }
            .store(in: &cancellables)
        Just(15.5).sink { [weak self] in self?.incoming.send($0) }.store(in: &cancellables)
    }

    func rename(_ newLabel: String) {
        objectWillChange.send()
        label = newLabel
    }
}

struct CompatSubjectScreen: View {
    @StateObject private var model = CompatReadingsModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(model.label) (\(model.unit.value))")
                .font(.headline)
            Chart(Array(model.readings.enumerated()), id: \.offset) { index, value in
                LineMark(x: .value("Reading", index), y: .value("Temperature", value))
                PointMark(x: .value("Reading", index), y: .value("Temperature", value))
            }
            .frame(height: 200)
            Text("Add reading")
                .onTapGesture { model.incoming.send(Double.random(in: 10...20)) }
        }
        .padding()
        .onReceive(model.incoming) { _ in model.rename("Greenhouse (live)") }
    }
}
