import Declarative
import Charts

// Badges and rings as SwiftUI code writes them since iOS 17: shapes by their static names (`.rect(cornerRadius:)`,
// `.capsule`, `.circle`), inner strokes without a style (`strokeBorder(lineWidth:)`, `strokeBorder(style:)`), a view
// described to VoiceOver by another (`accessibilityRepresentation`), and a preview in landscape.
struct CompatShapeShorthandScreen: View {
    @State private var isMuted = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Weekly")
                .padding(8)
                .background(.orange.opacity(0.25), in: .rect(cornerRadius: 8))
            Text("New")
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .background(.green.opacity(0.3), in: .capsule)
            HStack(spacing: 24) {
                Circle()
                    .strokeBorder(lineWidth: 6)
                    .frame(width: 48, height: 48)
                RoundedRectangle(cornerRadius: 6)
                    .strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
                    .frame(width: 96, height: 48)
                Color.purple
                    .frame(width: 48, height: 48)
                    .clipShape(.circle)
            }
            Button {
                isMuted.toggle()
            } label: {
                Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
            }
            .accessibilityRepresentation {
                Toggle("Muted", isOn: $isMuted)
            }
        }
        .padding()
    }
}

struct CompatShapeShorthandScreen_Previews: PreviewProvider {
    static var previews: some View {
        CompatShapeShorthandScreen()
            .previewInterfaceOrientation(.landscapeLeft)
    }
}
