import Testing
import Observation
@testable import Declarative
import DeclarativeTesting

/// A node drawn from many children patches its last drawing when a few of them change: the changed rows are drawn
/// again and spliced in, and the display list is exactly what drawing everything afresh gives.
@MainActor
struct DrawPatchTests {
    /// One row's data: an observable object per row, so that a change re-evaluates that row alone.
    @Observable final class RowState {
        var highlighted = false
        var badged = false
    }

    final class Rows {
        let states: [RowState]
        init(count: Int = 20) { states = (0..<count).map { _ in RowState() } }

        var highlighted: Set<Int> {
            get { Set(states.indices.filter { states[$0].highlighted }) }
            set { for (i, s) in states.enumerated() where s.highlighted != newValue.contains(i) { s.highlighted.toggle() } }
        }
        var badged: Set<Int> {
            get { Set(states.indices.filter { states[$0].badged }) }
            set { for (i, s) in states.enumerated() where s.badged != newValue.contains(i) { s.badged.toggle() } }
        }
    }

    struct Row: View {
        let state: RowState
        var body: some View {
            // A badge adds an item without changing the row's size.
            Rectangle().fill(state.highlighted ? Color.red : Color.blue).frame(width: 20, height: 8)
                .overlay { if state.badged { Circle().fill(Color.white) } }
        }
    }

    struct List: View {
        let rows: Rows
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(rows.states.indices, id: \.self) { Row(state: rows.states[$0]) }
            }
        }
    }

    /// The display list a new host draws for the same data: the reference a patched list must equal.
    func fresh(_ rows: Rows) -> DisplayList {
        let copy = Rows(count: rows.states.count)
        copy.highlighted = rows.highlighted
        copy.badged = rows.badged
        return TestHost(List(rows: copy), size: CGSize(width: 200, height: 400)).render()
    }

    @Test func oneChangedRowIsPatchedIn() {
        let rows = Rows()
        let host = TestHost(List(rows: rows), size: CGSize(width: 200, height: 400))
        host.render()
        rows.highlighted.insert(7)
        let patched = host.render()
        #expect(host.graph.counters.drawingsPatched == 1)
        #expect(patched.items == fresh(rows).items)
    }

    @Test func rowsThatGainOrLoseItemsShiftTheRowsAfterThem() {
        let rows = Rows()
        let host = TestHost(List(rows: rows), size: CGSize(width: 200, height: 400))
        host.render()
        rows.badged = [3, 12]
        rows.highlighted = [12]
        #expect(host.render().items == fresh(rows).items)
        rows.badged = [12]
        #expect(host.render().items == fresh(rows).items)
        rows.badged = []
        rows.highlighted = [0, 19]
        #expect(host.render().items == fresh(rows).items)
        #expect(host.graph.counters.drawingsPatched == 3)
    }

    @Test func manyChangedRowsAreDrawnAfresh() {
        let rows = Rows()
        let host = TestHost(List(rows: rows), size: CGSize(width: 200, height: 400))
        host.render()
        rows.highlighted = Set(0..<10)
        #expect(host.render().items == fresh(rows).items)
        #expect(host.graph.counters.drawingsPatched == 0)
    }

    @Observable final class Flag { var isOn = false }

    @Test func aChangedListIsDrawnAfresh() {
        struct Growing: View {
            let rows: Rows
            let extra: Flag
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(rows.states.indices.filter { $0 < 19 || extra.isOn }, id: \.self) { Row(state: rows.states[$0]) }
                }
            }
        }
        let rows = Rows(), extra = Flag()
        let host = TestHost(Growing(rows: rows, extra: extra), size: CGSize(width: 200, height: 400))
        let before = host.render()
        extra.isOn = true
        let after = host.render()
        #expect(after.items.count == before.items.count + 1)
        #expect(after.items == TestHost(Growing(rows: rows, extra: extra), size: CGSize(width: 200, height: 400)).render().items)
        #expect(host.graph.counters.drawingsPatched == 0)
    }

    @Test func aPatchedDrawingCanBePatchedAgain() {
        let rows = Rows()
        let host = TestHost(List(rows: rows), size: CGSize(width: 200, height: 400))
        host.render()
        for i in [4, 4, 9, 15] {
            rows.highlighted.formSymmetricDifference([i])
            #expect(host.render().items == fresh(rows).items)
        }
        #expect(host.graph.counters.drawingsPatched == 4)
    }

    /// The address of a list's item storage.
    func storage(_ list: DisplayList) -> Int { list.items.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }

    /// When nothing but the host holds the last list, a patch changes its items where they are: an update's cost does
    /// not grow with the list (a copy of 100,000 items is ~1 ms a frame).
    @Test func aListNoOneElseHoldsIsPatchedInPlace() {
        let rows = Rows()
        let host = TestHost(List(rows: rows), size: CGSize(width: 200, height: 400))
        let before = storage(host.render())
        rows.highlighted.insert(7)
        let after = storage(host.render())
        #expect(host.graph.counters.drawingsPatched == 1)
        #expect(after == before, "the patch copied the list")
    }

    @Test func aListHeldByTheCallerIsNotChangedByTheNextPatch() {
        let rows = Rows()
        let host = TestHost(List(rows: rows), size: CGSize(width: 200, height: 400))
        let first = host.render()
        rows.highlighted.insert(2)
        _ = host.render()
        #expect(first.items == fresh(Rows()).items)
    }

    /// A row whose colour and opacity animate while its neighbours stay: every frame of the patched list equals the
    /// frame of a host that gathers every row afresh.
    @Test func animatingRowsArePatchedFrameByFrame() {
        struct Fading: View {
            let rows: Rows
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(rows.states.indices, id: \.self) { i in
                        Row(state: rows.states[i]).opacity(rows.states[i].highlighted ? 0.3 : 1)
                            .animation(.linear(duration: 1), value: rows.states[i].highlighted)
                    }
                }
            }
        }
        let rowsA = Rows(), rowsB = Rows()
        let patched = TestHost(Fading(rows: rowsA), size: CGSize(width: 200, height: 400))
        let gathered = TestHost(Fading(rows: rowsB), size: CGSize(width: 200, height: 400))
        gathered.graph.patchesDrawings = false
        #expect(patched.render(at: 0).items == gathered.render(at: 0).items)
        rowsA.highlighted = [5]
        rowsB.highlighted = [5]
        for t in [0.0, 0.25, 0.5, 0.75, 1.0, 1.5] {
            let frame = patched.render(at: t)
            #expect(frame.items == gathered.render(at: t).items)
            if t == 0.5 { #expect(frame.items[5].opacity == 0.65) }
        }
        rowsA.highlighted = [5, 11]
        rowsB.highlighted = [5, 11]
        for t in [1.6, 2.0, 2.6, 3.0] {
            #expect(patched.render(at: t).items == gathered.render(at: t).items)
        }
        #expect(patched.graph.counters.drawingsPatched > 5)
        #expect(gathered.graph.counters.drawingsPatched == 0)
    }
}
