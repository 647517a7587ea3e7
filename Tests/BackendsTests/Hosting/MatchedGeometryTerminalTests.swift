import Testing
import Declarative
import Backends

/// A selection underline matched across three tabs, as terminal cells: moved to the last tab as the view appears,
/// it slides there through the cells in between instead of jumping.
@Suite @MainActor struct MatchedGeometryTerminalTests {
    /// Three ten-cell tabs over a one-row underline; on appear the selection moves from the first to the last.
    struct Tabs: View {
        @Namespace private var underline
        @State private var selected = 0
        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                ForEach(0..<3, id: \.self) { i in
                    VStack(spacing: 0) {
                        Text("Tab \(i)").frame(width: 80, height: 16)
                        if selected == i {
                            Color.red.matchedGeometryEffect(id: "underline", in: underline).frame(width: 80, height: 16)
                        }
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .onAppear { withAnimation(.linear(duration: 1)) { selected = 2 } }
        }
    }

    @Test func underlineSlidesAcrossTheTabs() async {
        let start = await TerminalSnapshot.render(Tabs(), columns: 30, rows: 2, at: 0)
        let midway = await TerminalSnapshot.render(Tabs(), columns: 30, rows: 2, at: 0.5)
        let end = await TerminalSnapshot.render(Tabs(), columns: 30, rows: 2, at: 1)
        // Text is placed by whole cells and trailing blanks are trimmed.
        #expect(start == """
               Tab 0     Tab 1     Tab 2
            ██████████
            """, "under the first tab")
        #expect(midway == """
               Tab 0     Tab 1     Tab 2
                      ██████████
            """, "halfway, under the second")
        #expect(end == """
               Tab 0     Tab 1     Tab 2
                                ██████████
            """, "under the last")
    }
}
