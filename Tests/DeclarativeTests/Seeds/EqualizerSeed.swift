// Seed 001, the repeatForever equalizer: the code as published, with only the import line changed.

import Declarative

struct Equalizer: View {
    @State private var tall = false
    var bars: Int = 4

    var body: some View {
        HStack(alignment: .bottom, spacing: 5) {
            ForEach(0..<bars, id: \.self) { i in
                Capsule()
                    .fill(.purple)
                    .frame(width: 7, height: tall ? 42 : 14)
                    .animation(
                        .easeInOut(duration: 0.9)
                            .repeatForever()
                            .delay(Double(i) * 0.14),
                        value: tall
                    )
            }
        }
        .frame(height: 44)
        .onAppear { tall = true }
    }
}
