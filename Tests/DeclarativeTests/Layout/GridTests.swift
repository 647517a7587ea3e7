import Testing
@testable import Declarative
import DeclarativeTesting

/// `Grid`, `GridRow` and the grid cell modifiers: columns line up across rows, spans, unsized axes, alignment.
@MainActor
struct GridTests {
    private func frames(_ view: some View, size: CGSize = CGSize(width: 200, height: 200)) -> [CGRect] {
        TestHost(view, size: size).render().items.map(\.frame)
    }

    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() {
        let f = frames(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 30, height: 10)
            }
            GridRow {
                Color.blue.frame(width: 20, height: 20)
                Color.yellow.frame(width: 10, height: 5)
            }
        })
        // Columns 20 and 30 wide, rows 10 and 20 tall: a 50 × 30 grid centred in 200 × 200 at (75, 85).
        // Cells are centred in their rectangles.
        #expect(f == [CGRect(x: 80, y: 85, width: 10, height: 10), CGRect(x: 95, y: 85, width: 30, height: 10),
                      CGRect(x: 75, y: 95, width: 20, height: 20), CGRect(x: 105, y: 102.5, width: 10, height: 5)])
    }

    @Test func spacingSeparatesColumnsAndRows() {
        let f = frames(Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 6) {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 10)
            }
            GridRow {
                Color.blue.frame(width: 10, height: 10)
                Color.yellow.frame(width: 10, height: 10)
            }
        })
        #expect(f[1].minX - f[0].minX == 14)
        #expect(f[2].minY - f[0].minY == 16)
        #expect(f[3] == CGRect(x: f[0].minX + 14, y: f[0].minY + 16, width: 10, height: 10))
    }

    @Test func aCellSpanningColumnsWidensThemWhenTooNarrow() {
        let f = frames(Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 10)
            }
            GridRow {
                Color.blue.frame(width: 40, height: 10).gridCellColumns(2)
            }
        })
        // The two columns grow evenly from 10 to 20 each: the second column starts 20 in.
        #expect(f[1].minX - f[0].minX == 20)
        #expect(f[2].width == 40 && f[2].minX == f[0].minX)
    }

    @Test func aViewOutsideTheRowsSpansEveryColumn() {
        let f = frames(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 30, height: 10)
            }
            Color.blue.frame(height: 2).gridCellUnsizedAxes(.horizontal)
        })
        // The flexible-width blue line fills the 40 the columns chose, without widening the grid.
        #expect(f[2].width == 40 && f[2].minX == f[0].minX)
    }

    @Test func aFlexibleViewOutsideTheRowsWidensTheGridUnlessUnsized() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10) }
            Color.blue.frame(height: 2)
        }
        #expect(frames(grid)[1].width == 200, "a colour asks for all the width, as Apple's documentation describes")
    }

    @Test func columnAlignmentAppliesToTheWholeColumn() {
        let f = frames(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 10)
            }
            GridRow {
                Color.blue.frame(width: 10, height: 10)
            }
            GridRow {
                Color.green.frame(width: 20, height: 10).gridColumnAlignment(.trailing)
            }
        })
        #expect(f[1].maxX == f[0].maxX && f[2].maxX == f[0].maxX)
    }

    @Test func aCellAnchorOverridesAlignment() {
        let f = frames(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                Color.clear.frame(width: 1, height: 1)
                Color.green.frame(width: 30, height: 1)
            }
        })
        // The blue sits in the bottom-trailing corner of its 30 × 40 rectangle.
        #expect(f[1].maxX == f[3].maxX && f[1].maxY == f[0].maxY)
    }

    @Test func rowAlignmentOverridesTheGrids() {
        let f = frames(Grid(alignment: .top, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 10)
            }
        })
        #expect(f[1].maxY == f[0].maxY)
    }

    @Test func aProposedWidthIsSharedAmongFlexibleColumns() {
        let f = frames(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(height: 10)
                Color.green.frame(height: 10)
            }
        }, size: CGSize(width: 100, height: 50))
        // The fixed column keeps 20; the two flexible ones share the other 80.
        #expect(f.map(\.width) == [20, 40, 40])
        #expect(f[2].maxX == 100)
    }

    @Test func textColumnsLineUpAcrossRowsAndDividersSpanTheGrid() {
        let host = TestHost(Grid(alignment: .leading) {
            GridRow {
                Text("Steps")
                Text("8,204").gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Distance")
                Text("6.1 km")
            }
        }, size: CGSize(width: 300, height: 200), environment: .layoutCases)
        host.render()
        let frame = { (s: String) in host.frame(ofText: s) ?? .null }
        #expect(frame("Steps").minX == frame("Distance").minX, "the first column is leading-aligned")
        #expect(frame("8,204").maxX == frame("6.1 km").maxX, "the second column is trailing-aligned")
        #expect(frame("8,204").width < frame("6.1 km").width)
        let divider = host.frames(of: "Divider")[0]
        #expect(divider.minX == frame("Distance").minX && divider.maxX == frame("6.1 km").maxX)
        #expect(divider.height < 2 && divider.minY > frame("Steps").maxY, "a horizontal line between the rows")
    }

    @Test func emptyAndDegenerateGridsDrawNothingAndDoNotCrash() {
        #expect(frames(Grid {}).isEmpty)
        #expect(frames(Grid { GridRow {} }).isEmpty)
        let f = frames(Grid(horizontalSpacing: -.infinity, verticalSpacing: .nan) {
            GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(-3) }
        }, size: .zero)
        #expect(f.count == 1 && f[0].width == 10, "bad spacings count as 0, a span below 1 as 1")
    }

    @Test func aGridRowOutsideAGridIsAnHStack() {
        let f = frames(GridRow {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(f[1].minX - f[0].maxX == 8 && f[0].minY == f[1].minY)
    }

    @Test func cellsKeepTheirStateWhenTheGridRelayouts() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("\(count)").onTapGesture { count += 1 } }
        }
        struct Screen: View {
            @State var wide = false
            var body: some View {
                VStack {
                    Grid {
                        GridRow {
                            Counter()
                            Color.red.frame(width: wide ? 80 : 20, height: 10)
                        }
                    }
                    Button("Widen") { wide.toggle() }
                }
            }
        }
        let host = TestHost(Screen(), size: CGSize(width: 300, height: 200))
        host.render()
        host.tap(label: "0")
        host.tap(label: "Widen")
        #expect(host.frame(ofText: "1") != nil, "the counter kept its state")
    }
}
