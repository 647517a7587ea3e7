import Testing
@testable import Declarative
import DeclarativeTesting

/// A host asks for frames only while something animates.
@MainActor
struct FramePacingTests {
    struct Grower: View {
        @State var big = false
        var body: some View {
            Rectangle().frame(width: 10, height: big ? 100 : 10)
                .onTapGesture { withAnimation(.linear(duration: 1)) { big.toggle() } }
        }
    }

    @Test func anIdleViewNeedsNoFrames() {
        let host = TestHost(Text("still"))
        host.render()
        #expect(!host.host.needsFrame)
    }

    @Test func anAnimatingViewNeedsFramesUntilItsAnimationEnds() {
        let host = TestHost(Grower(), size: CGSize(width: 100, height: 200))
        host.render()
        #expect(!host.host.needsFrame)
        host.tap(at: CGPoint(x: 50, y: 100))
        for t in stride(from: 0.0, through: 0.95, by: 0.05) {
            host.render(at: t)
            #expect(host.host.needsFrame, "t=\(t)")
        }
        let end = host.render(at: 1.0)
        #expect(end.items.first?.frame.height == 100)
        #expect(!host.host.needsFrame)
    }

    @Test func completionRunsWhenTheAnimationEnds() {
        final class Flag { var done = false }
        struct Completing: View {
            let flag: Flag
            @State var on = false
            var body: some View {
                // A clear colour is not hit, as in SwiftUI: the content shape makes the hidden square tappable.
                Color.red.opacity(on ? 1 : 0).contentShape(Rectangle()).onTapGesture {
                    withAnimation(.easeIn(duration: 0.5)) { on = true } completion: { flag.done = true }
                }
            }
        }
        let flag = Flag()
        let host = TestHost(Completing(flag: flag))
        host.render()
        host.tap(at: CGPoint(x: 150, y: 100))
        host.render(at: 0.4)
        #expect(!flag.done)
        host.render(at: 0.5)
        #expect(flag.done)
    }

    @Test func aTimelineViewUpdatesOnItsSchedule() {
        let start = VirtualClock().date
        let host = TestHost(TimelineView(.periodic(from: start, by: 1)) { context in
            Text("\(Int(context.date.timeIntervalSince(start)))")
        })
        func shown(_ t: Double) -> String? {
            if case .text(let text)? = host.render(at: t).items.first?.content { return text.lines.first?.text }
            return nil
        }
        #expect(shown(0) == "0")
        #expect(shown(0.5) == "0")
        #expect(shown(1.0) == "1")
        #expect(shown(3.2) == "3")
        #expect(host.host.needsFrame)
    }
}
