import Testing
import Foundation
import TestTools
@testable import Gallery
import Backends

/// The time oracle: every demo's animated SVG, seen in Chromium at every 100 ms of its animation and at its end,
/// equals the still of the live view at that time (`gallery export --at`), scenario steps (Enter, a tap) included.
///
/// One page per time holds every demo twice, rasterised by the same browser: the animated SVG inline, its CSS
/// animations and SMIL clock paused and set to the time by a script, and the still as an `<img>`. The screenshot
/// is compared region by region: a pixel differs when a channel differs by more than `channelThreshold`, and a
/// demo fails when more than `tolerance` of its pixels differ (what antialiasing and the 0.25 pt the keyframes
/// may stray leave is far below it).
@MainActor
struct AnimatedExportOracleTests {
    nonisolated static let browser = ["chromium", "chromium-browser", "google-chrome"].first(where: Tool.isInstalled)
    nonisolated static let tools = browser != nil && Tool.isInstalled("convert")

    /// A channel difference that counts (of 255).
    static let channelThreshold = 51
    /// The share of a demo's pixels that may differ.
    static let tolerance = 0.005
    /// Where the stills of the live view go (one run per demo, reused by every page).
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString)")

    /// One demo on the pages: its animated SVG, its size, and where its row starts.
    struct Row {
        var demo: Demo
        var animated: String
        var size: CGSize
        var top: Int
        var length: Double
    }

    @Test(.enabled(if: tools, "chromium or ImageMagick's convert is not installed (apt-get install chromium imagemagick); skipped"))
    func everyAnimatedExportEqualsTheLiveViewEvery100ms() async throws {
        _ = await ExportCommandTests.exported()
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: Self.directory) }
        var rows: [Row] = []
        var top = 0
        for demo in DemoCatalogue.all {
            let url = ExportCommandTests.directory.appendingPathComponent("\(demo.name).animated.svg")
            let animated = try String(contentsOf: url, encoding: .utf8)
            rows.append(Row(demo: demo, animated: animated, size: demo.exportSize, top: top, length: try Self.length(of: animated)))
            top += Int(demo.exportSize.height.rounded(.up)) + 10
        }
        // Every 100 ms through each animation, and its end.
        var times = Set(rows.flatMap { row in (0...Int(row.length * 10)).map { Double($0) / 10 } + [row.length] })
        times = Set(times.map { ($0 * 1000).rounded() / 1000 })
        let sorted = times.sorted()
        for row in rows {
            let mine = sorted.filter { $0 <= row.length + 1e-9 }
            let stills = await SVGExport.svgs(of: row.demo.view, size: row.size, at: mine.map(row.demo.liveTime),
                                              scenario: row.demo.exportScenario,
                                              options: SVGRenderOptions(drawsBackground: true, idPrefix: row.demo.name + "-"))
            for (time, svg) in zip(mine, stills) { try Data(svg.utf8).write(to: Self.still(row.demo.name, time)) }
        }
        var worst: (share: Double, name: String, time: Double) = (0, "", 0)
        for time in sorted {
            let shown = rows.filter { time <= $0.length + 1e-9 }
            let differences = try compare(shown, at: time, height: top)
            for (row, count) in zip(shown, differences) {
                let share = Double(count) / Double(row.size.width * row.size.height)
                if share > worst.share { worst = (share, row.demo.name, time) }
                #expect(share <= Self.tolerance, "\(row.demo.name) at \(time) s: \(count) pixels differ from the live view")
            }
        }
        print("oracle: \(sorted.count) times; largest difference \(String(format: "%.3f", worst.share * 100)) % of the pixels (\(worst.name) at \(worst.time) s); tolerance \(Self.tolerance * 100) %")
    }

    static func still(_ name: String, _ time: Double) -> URL {
        directory.appendingPathComponent("\(name)-\(Int((time * 1000).rounded())).svg")
    }

    /// How long an animated SVG runs: the latest end of a CSS animation (delay + duration) or a SMIL `dur`.
    static func length(of svg: String) throws -> Double {
        var end = 0.0
        for match in svg.matches(of: try Regex(#"([0-9.]+)s linear ([0-9.]+)s"#)) {
            end = max(end, (Double(match.output[1].substring ?? "") ?? 0) + (Double(match.output[2].substring ?? "") ?? 0))
        }
        for match in svg.matches(of: try Regex(#"dur="([0-9.]+)s""#)) { end = max(end, Double(match.output[1].substring ?? "") ?? 0) }
        return (end * 1000).rounded(.up) / 1000
    }

    /// The pixels that differ, per row, between each animated SVG at `time` and its still.
    func compare(_ rows: [Row], at time: Double, height: Int) throws -> [Int] {
        let width = 880
        var html = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">"
        for row in rows {
            html += "<div style=\"position:absolute;left:0;top:\(row.top)px\">\(row.animated)</div>"
            html += "<div style=\"position:absolute;left:440px;top:\(row.top)px\"><img src=\"\(Self.still(row.demo.name, time).lastPathComponent)\"></div>"
        }
        // SMIL clocks and CSS animations, paused at the time (SMIL does not follow Chromium's virtual time).
        html += """
            <script>
            for (const svg of document.querySelectorAll('body > div > svg')) { svg.pauseAnimations(); svg.setCurrentTime(\(time)); }
            for (const a of document.getAnimations()) { a.pause(); a.currentTime = \(time * 1000); }
            </script></body></html>
            """
        let page = Self.directory.appendingPathComponent("page-\(Int(time * 1000)).html")
        let png = Self.directory.appendingPathComponent("page-\(Int(time * 1000)).png")
        let rgb = Self.directory.appendingPathComponent("page-\(Int(time * 1000)).rgb")
        try Data(html.utf8).write(to: page)
        Tool.run(Self.browser!, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(width),\(height)",
                                 "--virtual-time-budget=200", "--screenshot=\(png.path)", page.absoluteString])
        Tool.run("convert", [png.path, "-depth", "8", "rgb:\(rgb.path)"])
        let pixels = [UInt8](try Data(contentsOf: rgb))
        try #require(pixels.count == width * height * 3, "the screenshot of \(page.lastPathComponent) is missing or has another size")
        return rows.map { row in
            var count = 0
            for y in row.top..<(row.top + Int(row.size.height)) {
                for x in 0..<Int(row.size.width) {
                    let a = (y * width + x) * 3, b = a + 440 * 3
                    if (0..<3).contains(where: { abs(Int(pixels[a + $0]) - Int(pixels[b + $0])) > Self.channelThreshold }) { count += 1 }
                }
            }
            return count
        }
    }
}
