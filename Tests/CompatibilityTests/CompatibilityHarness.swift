import Testing
import Foundation
import Declarative
import Backends

// The compatibility suite: chart screens written the way published SwiftUI and Swift Charts code is written
// (example apps, blog posts, WWDC samples), compiled in Swift 5 language mode as most of that code is. Each screen
// lives in `Screens/`, with `import SwiftUI` replaced by `import Declarative` (and `Charts` kept); nothing else of
// the original style is changed. A screen must compile, and render once to the terminal and to SVG without a
// diagnostic.

/// Renders a screen once to SVG and to terminal text, and checks that both hold something and that the view graph
/// reported no problem.
@MainActor
func checkScreen<V: View>(_ screen: V, width: CGFloat = 390, height: CGFloat = 600,
                          sourceLocation: SourceLocation = #_sourceLocation) async {
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
}
