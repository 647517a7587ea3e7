import Testing
@testable import Declarative
import DeclarativeTesting

/// Transactions flow down the tree; `.animation(_:value:)` and `.transaction {}` rewrite them for their subtree only.
@MainActor
struct TransactionScopeTests {
    struct Scoped: View {
        @State var on = false
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().frame(width: 10, height: on ? 100 : 0).animation(.linear(duration: 1), value: on)
                Rectangle().frame(width: 10, height: on ? 100 : 0)
                Text("go").onTapGesture { on.toggle() }
            }
        }
    }

    func heights(_ list: DisplayList) -> [CGFloat] {
        list.items.filter { if case .shape = $0.content { return true } else { return false } }.map(\.frame.height)
    }

    @Test func animationModifierAnimatesOnlyItsSubtree() {
        let host = TestHost(Scoped(), size: CGSize(width: 100, height: 300))
        host.render()
        host.tap(label: "go")
        let h = heights(host.render(at: 0.5))
        #expect(abs(h[0] - 50) < 1e-9)   // inside: linear, half way
        #expect(h[1] == 100)             // outside: no animation, at once
    }

    @Test func disablesAnimationsStopsImplicitAnimations() {
        struct Disabled: View {
            @State var on = false
            var body: some View {
                VStack {
                    Rectangle().frame(width: 10, height: on ? 100 : 0).animation(.linear(duration: 1), value: on)
                    Text("go").onTapGesture {
                        var t = Transaction()
                        t.disablesAnimations = true
                        withTransaction(t) { on.toggle() }
                    }
                }
            }
        }
        let host = TestHost(Disabled(), size: CGSize(width: 100, height: 300))
        host.render()
        host.tap(label: "go")
        #expect(heights(host.render(at: 0.1)).first == 100)
    }

    @Test func withAnimationAnimatesEverythingThatChanged() {
        struct Explicit: View {
            @State var on = false
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: 10, height: on ? 100 : 0)
                    Rectangle().frame(width: 10, height: on ? 100 : 0).opacity(on ? 1 : 0)
                    Text("go").onTapGesture { withAnimation(.linear(duration: 2)) { on.toggle() } }
                }
            }
        }
        let host = TestHost(Explicit(), size: CGSize(width: 100, height: 300))
        host.render()
        host.tap(label: "go")
        let list = host.render(at: 0.5)
        #expect(heights(list).allSatisfy { abs($0 - 25) < 1e-9 })
        #expect(abs((list.items.dropFirst().first?.opacity ?? 0) - 0.25) < 1e-9)
    }

    @Test func removedViewStaysUntilItsTransitionEnds() {
        struct Removing: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Color.red.frame(width: 10, height: 10).transition(.opacity) }
                    Text("hide").onTapGesture { withAnimation(.linear(duration: 1)) { shown = false } }
                }
            }
        }
        let host = TestHost(Removing(), size: CGSize(width: 100, height: 100))
        host.render()
        host.tap(label: "hide")
        let midway = host.render(at: 0.5).items.filter { if case .shape = $0.content { return true } else { return false } }
        #expect(midway.count == 1)
        #expect(abs((midway.first?.opacity ?? 0) - 0.5) < 1e-9)
        let gone = host.render(at: 1.0).items.filter { if case .shape = $0.content { return true } else { return false } }
        #expect(gone.isEmpty)
        #expect(!host.host.needsFrame)
    }

    @Test func insertedViewFadesIn() {
        struct Inserting: View {
            @State var shown = false
            var body: some View {
                VStack {
                    if shown { Color.red.frame(width: 10, height: 10).transition(.opacity.combined(with: .scale)) }
                    Text("show").onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
                }
            }
        }
        let host = TestHost(Inserting(), size: CGSize(width: 100, height: 100))
        host.render()
        host.tap(label: "show")
        let item = host.render(at: 0.25).items.first { if case .shape = $0.content { return true } else { return false } }
        #expect(abs((item?.opacity ?? 0) - 0.25) < 1e-9)
        #expect(abs((item?.transform.a ?? 0) - 0.25) < 1e-9)
        let done = host.render(at: 1).items.first { if case .shape = $0.content { return true } else { return false } }
        #expect(done?.opacity == 1)
    }
}
