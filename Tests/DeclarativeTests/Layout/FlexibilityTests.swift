import Testing
@testable import Declarative
import DeclarativeTesting

/// Found while building the seed charts: shapes take what a stack offers, and `onAppear` animates draw-time values.
@MainActor
struct FlexibilityTests {
    @Test func aFlexibleShapeInAStackGetsWhatTheTextLeaves() {
        // SwiftUI: the colour (maximum ∞) is sized after the 16-pt text: 160 − 8 − 16 = 136.
        let view = VStack(spacing: 8) {
            Color.red
            Text("M").frame(height: 16)
        }
        let list = TestHost(view, size: CGSize(width: 320, height: 160)).render(at: 0)
        let color = list.items.first { if case .shape = $0.content { return true } else { return false } }
        #expect(color?.frame.height == 136)
    }

    struct AppearFade: View {
        @State private var isOn = false
        var body: some View {
            Circle()
                .trim(from: 0, to: isOn ? 0.5 : 0)
                .stroke(Color.blue)
                .opacity(isOn ? 1 : 0.2)
                .frame(width: isOn ? 100 : 50)
                .animation(.linear(duration: 1), value: isOn)
                .onAppear { isOn = true }
        }
    }

    @Test func onAppearAnimatesDrawTimeValues() {
        // SwiftUI: a change made in onAppear animates every animatable value, drawn ones included.
        let host = TestHost(AppearFade(), size: CGSize(width: 100, height: 100))
        host.render(at: 0)
        let item = host.render(at: 0.5).items[0]
        #expect(item.frame.width == 75)
        #expect(abs(item.opacity - 0.6) < 1e-9)
    }

    @Test func longShrinkingTextLaysOutQuickly() {
        // A 400-character line with minimumScaleFactor: wrapping and truncation are near-linear, so this is fast
        // (it took seconds when every candidate line was measured afresh).
        let text = String(repeating: "word ", count: 80)
        let host = TestHost(HStack { Text(text).lineLimit(1).minimumScaleFactor(0.5); Color.red }, size: CGSize(width: 300, height: 50))
        guard case .text(let t)? = host.render().items.first?.content else { Issue.record("no text"); return }
        #expect(t.lines.count == 1 && t.lines[0].text.hasSuffix("…"))
    }
}
