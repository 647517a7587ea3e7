import Testing
import Foundation
import Declarative
import Backends

// The compatibility suites' harness. Their screens are chart screens written the way published SwiftUI and Swift
// Charts code is written (example apps, blog posts, WWDC samples): CompatibilityTests compiles them in Swift 5
// language mode, as most of that code is, and CompatibilitySwift6Tests a few in Swift 6 mode. Each screen lives in
// its suite's `Screens/`, with `import SwiftUI` replaced by `import Declarative` (and `Charts` kept); nothing else of
// the original style is changed. A screen must compile, and render once to the terminal and to SVG without a
// diagnostic (`checkScreen`).

/// What a screen rendered: its display list (at its final frame), its SVG and its terminal text.
public struct ScreenRender: Sendable {
    /// The display list at the screen's final frame.
    public let list: DisplayList
    /// The screen as SVG.
    public let svg: String
    /// The screen as terminal text.
    public let text: String

    /// The strings of the list's text items, in drawing order.
    public var texts: [String] {
        list.items.compactMap { item in
            guard case .text(let t) = item.content else { return nil }
            return t.lines.map(\.text).joined(separator: " ")
        }
    }

    /// The chart elements of a kind, by the tag that begins their id (see Charts' `ChartElement.Kind.keyPrefix`):
    /// "r" rectangles and bars, "c" lines and areas, "p" symbols, "a" sectors, "s" rules and grid lines, "tr" turned text.
    public func chartElements(_ tag: String) -> [DisplayItem] {
        list.items.filter { $0.id.path.range(of: "/\(tag)[0-9]*b?~?:", options: .regularExpression) != nil }
    }
}

/// Renders a screen once to SVG and to terminal text, and checks that both hold something and that the view graph
/// reported no problem. Returns what it rendered, for the screen's own checks.
@MainActor @discardableResult
public func checkScreen<V: View>(_ screen: V, width: CGFloat = 390, height: CGFloat = 600,
                          sourceLocation: SourceLocation = #_sourceLocation) async -> ScreenRender {
    let runner = ScenarioRunner(screen, size: CGSize(width: width, height: height))
    let list = await runner.finalFrame(limit: 3)
    #expect(runner.host.graph.diagnostics.isEmpty, "\(runner.host.graph.diagnostics)", sourceLocation: sourceLocation)
    #expect(!list.items.isEmpty, "the screen drew nothing", sourceLocation: sourceLocation)
    let svg = await SVGExport.svg(of: screen, size: CGSize(width: width, height: height), limit: 3)
    #expect(svg.hasPrefix("<svg"), sourceLocation: sourceLocation)
    #expect(!svg.contains("NaN"), "the SVG holds NaN", sourceLocation: sourceLocation)
    let text = await TerminalSnapshot.render(screen, columns: Int(width / 8), rows: Int(height / 16))
    #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "the terminal frame is blank",
            sourceLocation: sourceLocation)
    return ScreenRender(list: list, svg: svg, text: text)
}
