import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `Table` with `TableColumn`s: a header row and a row of cells per element in a regular width, the first column
/// alone in a compact one; fixed widths; selection by tapping a row.
@Suite @MainActor struct TableTests {
    struct Sale: Identifiable {
        let id: Int
        let month: String
        let units: Double
    }

    static let sales = [Sale(id: 1, month: "Jan", units: 40), Sale(id: 2, month: "Feb", units: 35)]

    func table(width: CGFloat, selection: Box<Int?>? = nil) -> TestHost {
        let size = CGSize(width: width, height: 300)
        guard let selection else {
            return TestHost.control(Table(Self.sales) {
                TableColumn("Month", value: \.month)
                TableColumn("Units") { sale in Text(sale.units, format: .number) }.width(60)
            }, size: size)
        }
        return TestHost.control(Stateful(selection) { selected in
            Table(Self.sales, selection: selected) {
                TableColumn("Month", value: \.month)
                TableColumn("Units") { sale in Text(sale.units, format: .number) }.width(60)
            }
        }, size: size)
    }

    @Test func aRegularWidthShowsEveryColumnUnderItsHeader() throws {
        let host = table(width: 700)
        #expect(host.texts == ["Month", "Units", "Jan", "40", "Feb", "35"])
        let header = try #require(host.frame(ofText: "Units")), cell = try #require(host.frame(ofText: "40"))
        #expect(abs(header.minX - cell.minX) < 0.01)            // cells line up under their header
        let month = try #require(host.frame(ofText: "Jan"))
        #expect(cell.minX > month.maxX && cell.minX > 560)      // the fixed 60-point column is at the end
    }

    @Test func aCompactWidthShowsTheFirstColumnAsAList() {
        let host = table(width: 390)
        #expect(host.texts == ["Jan", "Feb"])
    }

    @Test func anyCollectionOfRowsAndAnIfAmongTheColumns() {
        let showUnits = false
        let host = TestHost.control(Table(Self.sales.reversed()) {
            TableColumn("Month") { (sale: Sale) in Text(sale.month) }
            if showUnits { TableColumn("Units") { (sale: Sale) in Text(sale.units, format: .number) } }
        }, size: CGSize(width: 700, height: 300))
        #expect(host.texts == ["Month", "Feb", "Jan"])
    }

    @Test func aTapSelectsTheRowsElement() {
        let selection = Box<Int?>(nil)
        let host = table(width: 700, selection: selection)
        #expect(host.tap(label: "Feb"))
        #expect(selection.value == 2)
    }
}
