import Declarative

// A custom animatable shape in Swift 6 language mode, as published SwiftUI code writes it: no `nonisolated`
// anywhere. `Shape` removes the main actor that `View` would otherwise give the struct, so `path(in:)` and
// `animatableData` are nonisolated, as Shape's requirements are.

struct Swift6Wave: Shape {
    var phase: Double
    var amplitude: Double = 12

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let steps = 48
        for step in 0...steps {
            let x = rect.width * CGFloat(step) / CGFloat(steps)
            let y = rect.midY + CGFloat(sin(Double(step) / Double(steps) * 2 * .pi + phase) * amplitude)
            if step == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        return path
    }
}

/// A geometry effect in Swift 6 mode, also without `nonisolated`.
struct Swift6Shake: GeometryEffect {
    var travel: CGFloat = 6
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 2), y: 0))
    }
}

/// A helper that builds views off the main actor, in Swift 6 mode.
enum Swift6Legend {
    case wave, flat

    @ViewBuilder
    var label: some View {
        switch self {
        case .wave: Text("Wave")
        case .flat: Text("Flat")
        }
    }
}

/// A free `@ViewBuilder` function in Swift 6 mode: stacks, symbols and text are made off the main actor.
@ViewBuilder
func swift6LegendRow(_ title: String, symbol: String, highlighted: Bool) -> some View {
    HStack {
        Image(systemName: symbol)
        if highlighted {
            Text(title).bold()
        } else {
            Text(title)
        }
        Spacer()
        Divider()
    }
}

struct Swift6WaveShapeScreen: View {
    @State private var phase = 0.0
    @State private var shakes: CGFloat = 0

    var body: some View {
        VStack(spacing: 16) {
            Swift6Legend.wave.label
            Swift6Wave(phase: phase)
                .stroke(Color.blue, lineWidth: 2)
                .frame(height: 80)
            Text("Shaken")
                .modifier(Swift6Shake(animatableData: shakes))
            Swift6Legend.flat.label
            swift6LegendRow("Phase", symbol: "waveform", highlighted: true)
        }
        .padding()
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { phase = .pi * 2 }
            withAnimation(.default) { shakes = 1 }
        }
    }
}
