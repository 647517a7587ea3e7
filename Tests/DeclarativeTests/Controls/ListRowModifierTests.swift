import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `listRowInsets`, `listRowSeparator` and `listRowBackground` are read from each row of a `List`, and applied to a
/// `Group`, `ForEach` or `Section` they reach every row inside.
@Suite @MainActor struct ListRowModifierTests {
    func frame(_ host: TestHost, _ text: String) -> CGRect? {
        host.render().items.first { item in
            if case .text(let t) = item.content { t.lines.map(\.text).joined() == text } else { false }
        }?.frame
    }

    /// The separators drawn between rows: 0.5 pt high rules.
    func separators(_ host: TestHost) -> [DisplayItem] {
        host.render().items.filter { item in
            guard case .shape = item.content else { return false }
            return abs(item.frame.height - 0.5) < 0.01
        }
    }

    @Test func aRowsInsetsReplaceTheListStylesPadding() throws {
        let host = TestHost.control(List {
            Text("Default")
            Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
        }.listStyle(.plain))
        let standard = try #require(frame(host, "Default"))
        let inset = try #require(frame(host, "Inset"))
        #expect(abs(standard.minX - 16) < 0.5)
        #expect(abs(inset.minX - 60) < 0.5)
        // Zero vertical insets: the row keeps the list's minimum height, so it is no taller than the default one.
        #expect(inset.minY > standard.maxY)
    }

    @Test func aHiddenSeparatorIsDrawnNeitherAboveNorBelowTheRow() {
        let plain = TestHost.control(List { Text("One"); Text("Two"); Text("Three") }.listStyle(.plain))
        #expect(separators(plain).count == 2)
        let hidden = TestHost.control(List {
            Text("One"); Text("Two").listRowSeparator(.hidden); Text("Three")
        }.listStyle(.plain))
        #expect(separators(hidden).isEmpty)
        let bottomOnly = TestHost.control(List {
            Text("One").listRowSeparator(.hidden, edges: .bottom); Text("Two"); Text("Three")
        }.listStyle(.plain))
        #expect(separators(bottomOnly).count == 1)
    }

    @Test func aTraitOnAGroupReachesEveryRowAndKeepsThemRows() throws {
        let host = TestHost.control(List {
            Group {
                Section { Text("A1"); Text("A2") }
                Section { ForEach(["B1", "B2"], id: \.self) { Text($0) } }
            }
            .listRowSeparator(.hidden)
            .listRowInsets(EdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 4))
        }.listStyle(.plain))
        #expect(separators(host).isEmpty)
        for name in ["A1", "A2", "B1", "B2"] {
            let f = try #require(frame(host, name))
            #expect(abs(f.minX - 40) < 0.5, "\(name) at \(f.minX)")
        }
        // Each text is its own row: B1 below A2, not beside it in one row.
        let a2 = try #require(frame(host, "A2")), b1 = try #require(frame(host, "B1"))
        #expect(b1.minY >= a2.maxY)
    }

    @Test func aRowBackgroundFillsTheRowBehindItsContent() throws {
        let host = TestHost.control(List {
            Text("Plain")
            Text("Marked").listRowBackground(Color.orange)
        }.listStyle(.plain))
        let marked = try #require(frame(host, "Marked"))
        let orange = Paint.color(Color.orange.resolve(in: .light))
        let fills = host.render().items.filter { item in
            if case .shape(let s) = item.content { s.fill == orange } else { false }
        }
        #expect(fills.count == 1)
        let fill = try #require(fills.first?.frame)
        #expect(fill.contains(CGPoint(x: marked.midX, y: marked.midY)))
        #expect(fill.width > 300)
        let plain = try #require(frame(host, "Plain"))
        #expect(!fill.contains(CGPoint(x: plain.midX, y: plain.midY)))
    }
}
