import Foundation
import Declarative

/// Small views for the hosting tests, sized in whole cells (8 × 16 pt).
enum HostingFixture {
    /// A blue bar, 10 × 2 cells when grown, that grows from nothing over 0.5 s on appear.
    struct GrowingBar: View {
        @State private var grown = false
        var body: some View {
            Rectangle()
                .fill(Color.blue)
                .frame(width: 80, height: grown ? 32 : 0)
                .animation(.linear(duration: 0.5), value: grown)
                .frame(width: 80, height: 32, alignment: .bottom)
                .onAppear { grown = true }
        }
    }

    /// Text that changes after a task sleeps for a moment of real time, as seed code does.
    struct DelayedText: View {
        @State private var ready = false
        var body: some View {
            Text(ready ? "ready" : "wait")
                .task {
                    try? await Task.sleep(for: .milliseconds(20))
                    ready = true
                }
        }
    }

    /// Text that counts taps and the keys it handled.
    struct Counter: View {
        @State private var taps = 0
        @State private var keys = ""
        var body: some View {
            VStack(spacing: 0) {
                Text("taps \(taps)").onTapGesture { taps += 1 }
                Text("keys \(keys)")
            }
            .onKeyPress { press in
                guard press.key == .upArrow || press.key == "x" else { return .ignored }
                keys += press.key == .upArrow ? "↑" : "x"
                return .handled
            }
        }
    }
}
