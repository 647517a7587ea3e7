import Declarative

/// Plays one demo and owns its data step: Enter or Space shows the next data set (for demos that have more),
/// as in the animated export's scenario, where nothing has focus. Other keys are left to the gallery, which adds
/// the steps asked for from its sidebar (`requestedSteps`).
struct DemoPlayer: View {
    let demo: Demo
    var requestedSteps = 0
    @State private var step = 0

    var body: some View {
        demo.makeView(step + requestedSteps)
            .onKeyPress { press in
                guard demo.changesData, press.key == .return || press.key == .space else { return .ignored }
                step += 1
                return .handled
            }
    }
}
