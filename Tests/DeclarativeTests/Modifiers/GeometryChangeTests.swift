import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `onGeometryChange(for:of:action:)` reports a value made from the view's geometry on the first layout and again
/// whenever it changes — not on frames where it stays equal — and leaves the view's own layout alone.
@Suite @MainActor struct GeometryChangeTests {
    struct Resizable: View {
        @State var wide = false
        let log: Box<[CGFloat]>
        let pairs: Box<[String]>

        var body: some View {
            VStack(spacing: 0) {
                Button("Grow") { wide.toggle() }
                Color.blue
                    .frame(width: wide ? 200 : 100, height: 40)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { log.value.append($0) }
                    .onGeometryChange(for: CGSize.self) { $0.size } action: { old, new in
                        pairs.value.append("\(Int(old.width))→\(Int(new.width))")
                    }
                Spacer()
            }
        }
    }

    @Test func reportsTheFirstValueThenEachChangeOnly() {
        let log = Box<[CGFloat]>([]), pairs = Box<[String]>([])
        let host = TestHost(Resizable(log: log, pairs: pairs))
        host.render()
        host.render()
        #expect(log.value == [100])
        #expect(pairs.value == ["100→100"])
        host.tap(label: "Grow")
        host.render()
        #expect(log.value == [100, 200])
        #expect(pairs.value == ["100→100", "100→200"])
        host.advance(by: 1)
        #expect(log.value == [100, 200])
    }

    @Test func theObservedViewKeepsItsLayout() {
        let log = Box<[CGFloat]>([]), pairs = Box<[String]>([])
        let host = TestHost(Resizable(log: log, pairs: pairs))
        host.render()
        let plain = TestHost(VStack(spacing: 0) {
            Button("Grow") {}
            Color.blue.frame(width: 100, height: 40)
            Spacer()
        })
        plain.render()
        #expect(host.frame(ofText: "Grow") == plain.frame(ofText: "Grow"))
    }

    @Test func writingStateFromTheActionRendersTheNewValue() {
        struct Measured: View {
            @State var width: CGFloat = 0
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 120, height: 10)
                        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                    Text("w=\(Int(width))")
                    Spacer()
                }
            }
        }
        let host = TestHost(Measured())
        host.render()
        host.render()
        #expect(host.frame(ofText: "w=120") != nil)
    }
}
