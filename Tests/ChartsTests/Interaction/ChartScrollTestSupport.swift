import Foundation
import Testing
import Declarative
import DeclarativeTesting
@testable import Charts

/// What a scrolling chart under test reports: its proxy at the last render, and its bound position.
@MainActor
final class ScrollProbe<Position: Equatable> {
    var proxy: ChartProxy?
    var position: Position
    var writes = 0

    init(_ position: Position) { self.position = position }

    /// A terminal host (40 × 12 cells, 320 × 192 pt) of the chart `make` builds around a position binding.
    func host(columns: Int = 40, rows: Int = 12, _ make: @escaping (Binding<Position>) -> some View) -> TestHost {
        ChartRender.terminalHost(Bound(probe: self, make: make), columns: columns, rows: rows)
    }

    /// The first category or value at the plot's leading edge, and the last at its trailing edge.
    func visibleX<P: Plottable>(_ type: P.Type) throws -> (first: P?, last: P?) {
        let p = try #require(proxy)
        return (p.value(atX: 1, as: P.self), p.value(atX: p.plotSize.width - 1, as: P.self))
    }

    /// Holds the position in state and reports it to the probe.
    private struct Bound<Content: View>: View {
        let probe: ScrollProbe
        let make: (Binding<Position>) -> Content
        @State private var position: Position

        init(probe: ScrollProbe, make: @escaping (Binding<Position>) -> Content) {
            self.probe = probe
            self.make = make
            _position = State(initialValue: probe.position)
        }

        var body: some View {
            make($position)
                .chartOverlay { p in
                    let _ = { probe.proxy = p }()
                    Color.clear.allowsHitTesting(false)
                }
                .onChange(of: position) { _, new in
                    probe.position = new
                    probe.writes += 1
                }
        }
    }
}
