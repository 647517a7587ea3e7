import Testing
import Foundation
import TestTools
@testable import Gallery
import Backends
import Synchronization

/// The time oracle: every demo's animated SVG, seen in Chromium at every 100 ms of its animation and at its end,
/// equals the still of the live view at that time (`gallery export --at`), scenario steps (Enter, a tap) included.
///
/// One page per time holds every demo twice, rasterised by the same browser: the animated SVG inline
/// (its ids made unique per copy), its CSS animations and SMIL clock paused and set to the time by a script, and
/// the still as an `<img>`. One Chromium loads every page in turn (`HeadlessChromium`); the screenshots are then
/// decoded in parallel and compared region by region: a pixel differs when a channel differs by more than
/// `channelThreshold`, and a demo fails when more than `tolerance` of its pixels differ (what antialiasing and the
/// 0.25 pt the keyframes may stray leave is far below it).
@MainActor
struct AnimatedExportOracleTests {
    nonisolated static let browser = ["chromium", "chromium-browser", "google-chrome"].first(where: Tool.isInstalled)
    nonisolated static let tools = browser != nil && Tool.hasImageMagick

    /// A channel difference that counts (of 255).
    nonisolated static let channelThreshold = 51
    /// The share of a demo's pixels that may differ. Measured: at most 0.33 % (selection at 0 s); most demos stay
    /// under 0.1 %. A text shown at the wrong time, or a ring or bar that
    /// does not move, is 2–20 %.
    nonisolated static let tolerance = 0.005
    /// The width of one time's tile: animated SVGs at 0, stills at 440.
    nonisolated static let tileWidth = 880
    /// Where the stills of the live view go (one run per demo, reused by every page).
    nonisolated static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString)")

    /// One demo on the pages: its animated SVG, its size, and where its row starts.
    struct Row: Sendable {
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
        // One browser renders every page; the screenshots are decoded and compared two at a time.
        let chromium = try HeadlessChromium(executable: Self.browser!, profile: Self.directory.appendingPathComponent("profile"))
        defer { chromium.close() }
        try chromium.resize(width: Self.tileWidth, height: top)
        var screenshots: [URL] = []
        for time in sorted {
            let page = try Self.page(rows, at: time)
            let png = page.deletingPathExtension().appendingPathExtension("png")
            try chromium.screenshot(of: page, after: Self.settle).write(to: png)
            screenshots.append(png)
        }
        let differences = Self.differences(screenshots, rows: rows, times: sorted, height: top)
        var worst: (share: Double, name: String, time: Double) = (0, "", 0)
        for (time, counts) in zip(sorted, differences) {
            for (row, count) in zip(rows, counts) where time <= row.length + 1e-9 {
                guard let count else {
                    Issue.record("the screenshot at \(time) s is missing or has another size")
                    continue
                }
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

    /// Pauses every copy's CSS animations and SMIL clock at its time (SMIL does not follow the browser's clock).
    /// It runs as the page is parsed, before any animation can run to its end (a finished CSS animation is no
    /// longer in `getAnimations()`).
    static let pause = """
        for (const svg of document.querySelectorAll('svg[data-time]')) { svg.pauseAnimations(); svg.setCurrentTime(+svg.dataset.time); }
        for (const a of document.getAnimations()) { a.pause(); a.currentTime = 1000 * a.effect.target.closest('svg[data-time]').dataset.time; }
        """

    /// After the load event: the SMIL clocks set again (in case loading started them), then two frames, so that
    /// the screenshot shows them drawn.
    static let settle = """
        (() => {
          for (const svg of document.querySelectorAll('svg[data-time]')) { svg.pauseAnimations(); svg.setCurrentTime(+svg.dataset.time); }
          return new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
        })()
        """

    /// Writes the page for one time: each demo still running at that time, animated at the left, its still at 440.
    static func page(_ rows: [Row], at time: Double) throws -> URL {
        var html = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">"
        for row in rows where time <= row.length + 1e-9 {
            // Ids (and the urls and CSS that name them) carry the demo's prefix: unique on the page.
            let copy = row.animated.replacingOccurrences(of: "<svg ", with: "<svg data-time=\"\(time)\" ")
            html += "<div style=\"position:absolute;left:0;top:\(row.top)px\">\(copy)</div>"
            html += "<div style=\"position:absolute;left:440px;top:\(row.top)px\">"
                + "<img src=\"\(still(row.demo.name, time).lastPathComponent)\"></div>"
        }
        html += "<script>\n\(pause)\n</script></body></html>"
        let page = directory.appendingPathComponent("page-\(Int((time * 1000).rounded())).html")
        try Data(html.utf8).write(to: page)
        return page
    }

    /// The pixels that differ, per screenshot and row, between each animated SVG and its still (nil when the
    /// screenshot is missing or has another size). ImageMagick decodes the PNGs, two at a time.
    nonisolated static func differences(_ screenshots: [URL], rows: [Row], times: [Double], height: Int) -> [[Int?]] {
        let results = Mutex([[Int?]](repeating: rows.map { _ in nil }, count: screenshots.count))
        DispatchQueue.concurrentPerform(iterations: screenshots.count) { index in
            let rgb = screenshots[index].deletingPathExtension().appendingPathExtension("rgb")
            Tool.run("convert", [screenshots[index].path, "-depth", "8", "rgb:\(rgb.path)"])
            guard let data = try? Data(contentsOf: rgb), data.count == tileWidth * height * 3 else { return }
            let counts = [UInt8](data).withUnsafeBufferPointer { pixels in
                rows.map { row -> Int? in
                    guard times[index] <= row.length + 1e-9 else { return nil }
                    var count = 0
                    for y in row.top..<(row.top + Int(row.size.height)) {
                        var a = y * tileWidth * 3
                        for _ in 0..<Int(row.size.width) {
                            let b = a + 440 * 3
                            if abs(Int(pixels[a]) - Int(pixels[b])) > channelThreshold
                                || abs(Int(pixels[a + 1]) - Int(pixels[b + 1])) > channelThreshold
                                || abs(Int(pixels[a + 2]) - Int(pixels[b + 2])) > channelThreshold { count += 1 }
                            a += 3
                        }
                    }
                    return count
                }
            }
            results.withLock { $0[index] = counts }
        }
        return results.withLock { $0 }
    }
}
