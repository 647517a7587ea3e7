import Testing
import Observation
@testable import Declarative
import DeclarativeTesting

/// An update re-evaluates only what changed: a state write re-runs its own view's body, not its siblings'.
@MainActor
struct UpdateScopeTests {
    struct Cell: View {
        let index: Int
        @State private var on = false
        var body: some View {
            Rectangle().fill(on ? Color.red : Color.blue).frame(width: 1, height: 1).onTapGesture { on.toggle() }
        }
    }

    struct Grid: View {
        var body: some View {
            HStack(spacing: 0) { ForEach(0..<1000) { Cell(index: $0) } }
        }
    }

    @Test func oneWriteAmongAThousandSiblingsEvaluatesOneBody() {
        let host = TestHost(Grid(), size: CGSize(width: 1000, height: 1))
        host.render()
        let before = host.graph.counters
        #expect(before.bodiesEvaluated == 1001)
        host.tap(at: CGPoint(x: 500.5, y: 0.5))
        let after = host.graph.counters
        #expect(after.bodiesEvaluated - before.bodiesEvaluated == 1)
        #expect(after.nodesInserted == before.nodesInserted)
        #expect(after.nodesRemoved == before.nodesRemoved)
    }

    @Observable final class Model {
        var left = 0
        var right = 0
    }

    struct Left: View {
        let model: Model
        var body: some View { Text("L\(model.left)") }
    }

    struct Right: View {
        let model: Model
        var body: some View { Text("R\(model.right)") }
    }

    @Test func observableChangesRerenderOnlyTheirReaders() {
        let model = Model()
        let host = TestHost(HStack { Left(model: model); Right(model: model) })
        host.render()
        let before = host.graph.counters.bodiesEvaluated
        model.left += 1
        let list = host.render()
        #expect(host.graph.counters.bodiesEvaluated - before == 1)
        let texts = list.items.compactMap { item -> String? in
            if case .text(let t) = item.content { return t.lines.first?.text }
            return nil
        }
        #expect(texts == ["L1", "R0"])
    }

    @Observable final class Labels { var names = ["a", "b", "c"] }

    @Test func observableReadsInsideContentClosuresUpdateTheirView() {
        let labels = Labels()
        let host = TestHost(VStack {
            ForEach(0..<3, id: \.self) { i in Text(labels.names[i]) }
            GeometryReader { _ in Text(labels.names.joined()) }
        })
        host.render()
        labels.names[1] = "B"
        let texts = host.render().items.compactMap { item -> String? in
            if case .text(let t) = item.content { return t.lines.first?.text }
            return nil
        }
        #expect(texts == ["a", "B", "c", "aBc"])
    }

    @Test func writesInOneFrameAreBatchedIntoOneUpdate() {
        struct Twice: View {
            @State var n = 0
            var body: some View { Text("n\(n)").onAppear { n += 1; n += 1 } }
        }
        let host = TestHost(Twice())
        host.render()
        // One evaluation at insertion, one for both writes.
        #expect(host.graph.counters.bodiesEvaluated == 2)
    }
}
