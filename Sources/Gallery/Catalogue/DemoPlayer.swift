import Declarative

/// Plays one demo and owns its data step: Enter or Space shows the next data set (for demos that have more),
/// as in the gallery and in the animated export's scenario. Other keys are left to the gallery.
struct DemoPlayer: View {
    let demo: Demo
    @State private var step = 0

    var body: some View {
        demo.makeView(step)
            .onKeyPress { press in
                guard demo.changesData, press.key == .return || press.key == .space else { return .ignored }
                step += 1
                return .handled
            }
    }
}
