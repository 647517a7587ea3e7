import Foundation
import Testing
import Declarative
import Backends
@testable import Charts
import DeclarativeTesting

/// Renders charts for tests: terminal string art, SVG text and display lists, on a virtual clock.
@MainActor
enum ChartRender {
    static let utc: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    static func terminalHost<V: View>(_ view: V, columns: Int = 40, rows: Int = 12) -> TestHost {
        var env = EnvironmentValues()
        env.textMetrics = TerminalTextMetrics()
        env.calendar = utc
        return TestHost(view, size: CGSize(width: columns * 8, height: rows * 16), environment: env)
    }

    /// The chart as plain terminal text (no colour), trailing spaces trimmed.
    static func terminal<V: View>(_ view: V, columns: Int = 40, rows: Int = 12) -> String {
        let list = terminalHost(view, columns: columns, rows: rows).render()
        let text = TerminalRenderer(rasterizer: TerminalRasterizer(), colorLevel: .none).render(list)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }

    static func svgHost<V: View>(_ view: V, size: CGSize = CGSize(width: 320, height: 200)) -> TestHost {
        var env = EnvironmentValues()
        env.textMetrics = SVGTextMetrics()
        env.calendar = utc
        return TestHost(view, size: size, environment: env)
    }

    static func svg<V: View>(_ view: V, size: CGSize = CGSize(width: 320, height: 200)) -> String {
        SVGRenderer().render(svgHost(view, size: size).render())
    }

    /// The display list at the default size with approximate metrics.
    static func list<V: View>(_ view: V, size: CGSize = CGSize(width: 400, height: 300)) -> DisplayList {
        var env = EnvironmentValues()
        env.calendar = utc
        return TestHost(view, size: size, environment: env).render()
    }

    /// Whether an item is drawn for a mark (not an axis, label or legend): chart elements are identified
    /// by their kind's tag and their id (see `ChartElement.Kind.keyPrefix`).
    static func isMark(_ item: DisplayItem) -> Bool {
        item.id.path.range(of: #"/(r|c[0-9]+b?|p|a|x)~?:"#, options: .regularExpression) != nil
    }

    /// Whether an item is a filled rectangular mark (bar, rectangle, rule).
    static func isBar(_ item: DisplayItem) -> Bool {
        guard isMark(item), case .shape(let s) = item.content, s.fill != nil else { return false }
        if case .roundedRect = s.path.storage { return true }
        if case .rect = s.path.storage { return true }
        return false
    }

    /// The frames of the filled rectangles drawn for marks (bars, rectangles, rules), in order.
    static func markRects(_ list: DisplayList) -> [CGRect] {
        list.items.filter(isBar).map(\.frame)
    }
}

struct Sale: Identifiable, Hashable {
    var id: String { month }
    var month: String
    var total: Double
}

let sales = [Sale(month: "Jan", total: 5), Sale(month: "Feb", total: 10), Sale(month: "Mar", total: 15)]
