import Testing
@testable import Declarative
import DeclarativeTesting

/// Custom `Animatable` views, modifiers and shapes receive in-between values every frame.
@MainActor
struct AnimatableViewTests {
    /// Shows its number as text; the number animates.
    struct Counter: View, Animatable {
        var value: Double
        nonisolated var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        var body: some View { Text("\(Int(value.rounded()))") }
    }

    /// Shows `child` of its target, which "go" animates from 0 to 100 over a second.
    struct Host<Child: View>: View {
        let child: (Double) -> Child
        @State var target = 0.0
        var body: some View {
            VStack {
                child(target)
                Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { target = 100 } }
            }
        }
    }

    func shown(_ list: DisplayList) -> String? {
        if case .text(let t)? = list.items.first?.content { return t.lines.first?.text }
        return nil
    }

    @Test func anAnimatableViewsBodySeesInBetweenValues() {
        let host = TestHost(Host { Counter(value: $0) })
        host.render()
        host.tap(label: "go")
        #expect(shown(host.render(at: 0.25)) == "25")
        #expect(shown(host.render(at: 0.5)) == "50")
        #expect(host.host.needsFrame)
        #expect(shown(host.render(at: 1)) == "100")
        host.render(at: 1.1)
        #expect(!host.host.needsFrame)
    }

    /// `Counter` with its `Animatable` conformance in an extension of its own, as published code often writes it.
    struct Gauge: View {
        var value: Double
        var body: some View { Text("\(Int(value.rounded()))") }
    }

    @Test func anAnimatableConformanceInAnExtensionAnimatesToo() {
        let host = TestHost(Host { Gauge(value: $0) })
        host.render()
        host.tap(label: "go")
        #expect(shown(host.render(at: 0.25)) == "25")
        #expect(shown(host.render(at: 1)) == "100")
    }

    /// A wedge whose angle animates through the shape's animatableData.
    struct Wedge: Shape {
        var fraction: Double
        nonisolated var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        nonisolated func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
        }
    }

    @Test func aShapesAnimatableDataAnimates() {
        struct ShapeHost: View {
            @State var full = false
            var body: some View {
                // An empty wedge has nothing to hit: the content shape makes its frame tappable.
                Wedge(fraction: full ? 1 : 0).frame(width: 100, height: 10).contentShape(Rectangle())
                    .onTapGesture { withAnimation(.linear(duration: 1)) { full = true } }
            }
        }
        let host = TestHost(ShapeHost(), size: CGSize(width: 100, height: 10))
        host.render()
        host.tap(at: CGPoint(x: 1, y: 5))
        guard case .shape(let s)? = host.render(at: 0.3).items.last?.content else { Issue.record("no shape"); return }
        #expect(abs(s.path.boundingRect.width - 30) < 1e-9)
    }

    @Test func colorsAnimateInLinearLight() {
        struct Fade: View {
            @State var on = false
            var body: some View {
                Rectangle().fill(on ? Color.white : Color.black)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        let host = TestHost(Fade(), size: CGSize(width: 10, height: 10))
        host.render()
        host.tap(at: CGPoint(x: 5, y: 5))
        guard case .shape(let s)? = host.render(at: 0.5).items.first?.content, case .color(let c)? = s.fill else {
            Issue.record("no colour"); return
        }
        // Half way in linear light is 0.5 linear, which encodes to about 0.735 in sRGB (not 0.5).
        #expect(abs(Double(c.linearRed) - 0.5) < 1e-6)
        #expect(abs(c.red - 0.7354) < 1e-3)
    }
}

extension AnimatableViewTests.Gauge: Animatable {
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
}
