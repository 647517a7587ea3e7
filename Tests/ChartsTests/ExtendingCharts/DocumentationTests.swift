import Testing
import Foundation

/// docs/ExtendingCharts.md shows the code of this folder verbatim, so the code a reader copies is the code that
/// compiles and passes the tests next to it.
struct ExtendingChartsDocumentationTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let guide = folder.appendingPathComponent("../../../docs/ExtendingCharts.md").standardized

    @Test(arguments: ["BulletChart.swift", "CandlestickMark.swift"])
    func theGuideShowsTheTestedCode(_ file: String) throws {
        let code = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let guide = try String(contentsOf: Self.guide, encoding: .utf8)
        #expect(guide.contains("```swift\n" + code + "```\n"), "docs/ExtendingCharts.md no longer shows \(file) as it is")
    }
}
