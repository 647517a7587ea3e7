import Testing
@testable import Declarative
import DeclarativeTesting

/// Controls and modifiers that real SwiftUI chart code uses around its charts.
@MainActor
struct ControlsTests {
    struct Tapper: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("Add") { count += 1 }
                Text("count \(count)")
            }
        }
    }

    func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined() }
            return nil
        }
    }

    @Test func buttonsRunTheirActionWhenTapped() {
        let host = TestHost(Tapper())
        host.render()
        #expect(host.tap(label: "Add"))
        #expect(texts(host.render()).contains("count 1"))
    }

    @Test func aspectRatioFitsTheProposal() {
        // SwiftUI's aspectRatio(_:contentMode:): Color.red.aspectRatio(2, contentMode: .fit) proposed 300×200 → 300×150.
        let host = TestHost(Color.red.aspectRatio(2, contentMode: .fit), size: CGSize(width: 300, height: 200))
        #expect(host.render().items.first?.frame == CGRect(x: 0, y: 25, width: 300, height: 150))
    }

    @Test func positionCentresTheViewAtAPoint() {
        let host = TestHost(Color.red.frame(width: 10, height: 10).position(x: 50, y: 20), size: CGSize(width: 300, height: 200))
        #expect(host.render().items.first?.frame == CGRect(x: 45, y: 15, width: 10, height: 10))
    }

    @Test func scrollViewShowsTheStartOfTallContent() {
        let host = TestHost(ScrollView { VStack(spacing: 0) { ForEach(0..<50) { _ in Color.red.frame(height: 10) } } },
                            size: CGSize(width: 100, height: 100))
        let list = host.render()
        #expect(list.items.first?.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(list.items.allSatisfy { $0.clips.count == 1 })
    }

    @Test func labelsPutTheIconBeforeTheTitle() {
        let host = TestHost(Label("Steps", systemImage: "figure.walk"))
        let list = host.render()
        #expect(list.items.count == 2)
        #expect(list.items[0].frame.maxX < list.items[1].frame.minX)
    }
}
