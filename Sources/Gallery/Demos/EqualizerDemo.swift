import Declarative
import Charts

/// Seed 001: an equalizer that never stops, with a caption.
struct EqualizerDemo: View {
    var body: some View {
        VStack(spacing: 8) {
            Equalizer(bars: 6)
            Text("Now playing")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(16)
    }
}
