import Testing
import Foundation
import TestTools
@testable import Gallery
import Backends

/// The time oracle: every demo's animated SVG, seen in Chromium at every 100 ms of its animation and at its end,
/// equals the still of the live view at that time (`gallery export --at`), scenario steps (Enter, a tap) included.
///
/// One page per time holds every demo twice, rasterised by the same browser: the animated SVG inline
/// (its ids made unique per copy), its CSS animations and SMIL clock paused and set to the time by a script, and
/// the still as an `<img>`. Each screenshot is compared region by region: a pixel differs when a channel differs by more than `channelThreshold`, and a
/// demo fails when more than `tolerance` of its pixels differ (what antialiasing and the 0.25 pt the keyframes
/// may stray leave is far below it).
@MainActor
struct AnimatedExportOracleTests {
    nonisolated static let browser = ["chromium", "chromium-browser", "google-chrome"].first(where: Tool.isInstalled)
    nonisolated static let tools = browser != nil && Tool.isInstalled("convert")

    /// A channel difference that counts (of 255).
    static let channelThreshold = 51
    /// The share of a demo's pixels that may differ. Measured: at most 0.31 % (donut at 2.0 s, its slices' seams
    /// between two keyframes); most demos stay under 0.1 %. A text shown at the wrong time, or a ring or bar that
    /// does not move, is 2–20 %.
    static let tolerance = 0.005
    /// Times shown on one page, side by side. Pages of 4 or 8 times would start the browser less often, but then
    /// Chromium now and then showed some copies at their end rather than at their time; one time per page has not.
    static let timesPerPage = 1
    /// The width of one time's tile: animated SVGs at 0, stills at 440.
    static let tileWidth = 880
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
        for start in stride(from: 0, to: sorted.count, by: Self.timesPerPage) {
            let page = Array(sorted[start..<min(start + Self.timesPerPage, sorted.count)])
            let differences = try compare(rows, at: page, height: top)
            for (time, counts) in zip(page, differences) {
                for (row, count) in zip(rows, counts) where time <= row.length + 1e-9 {
                    let share = Double(count) / Double(row.size.width * row.size.height)
                    if share > worst.share { worst = (share, row.demo.name, time) }
                    #expect(share <= Self.tolerance, "\(row.demo.name) at \(time) s: \(count) pixels differ from the live view")
                }
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

    /// The pixels that differ, per time and row, between each animated SVG at the time and its still.
    func compare(_ rows: [Row], at times: [Double], height: Int) throws -> [[Int]] {
        let width = Self.tileWidth * times.count, pageHeight = height
        var html = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">"
        for (index, time) in times.enumerated() {
            let left = Self.tileWidth * index
            for row in rows where time <= row.length + 1e-9 {
                // Ids (and the urls and CSS that name them) carry the demo's prefix: one prefix per copy.
                let prefix = "\(row.demo.name)-animated-"
                let copy = row.animated.replacingOccurrences(of: prefix, with: "\(prefix)t\(index)-")
                    .replacingOccurrences(of: "<svg ", with: "<svg data-time=\"\(time)\" ")
                html += "<div style=\"position:absolute;left:\(left)px;top:\(row.top)px\">\(copy)</div>"
                html += "<div style=\"position:absolute;left:\(left + 440)px;top:\(row.top)px\">"
                    + "<img src=\"\(Self.still(row.demo.name, time).lastPathComponent)\"></div>"
            }
        }
        // SMIL clocks and CSS animations, paused at each copy's time (SMIL does not follow Chromium's virtual time).
        html += """
            <script>
            for (const svg of document.querySelectorAll('svg[data-time]')) { svg.pauseAnimations(); svg.setCurrentTime(+svg.dataset.time); }
            for (const a of document.getAnimations()) { a.pause(); a.currentTime = 1000 * a.effect.target.closest('svg[data-time]').dataset.time; }
            </script></body></html>
            """
        let name = "page-\(Int(times[0] * 1000))"
        let page = Self.directory.appendingPathComponent("\(name).html")
        let png = Self.directory.appendingPathComponent("\(name).png")
        let rgb = Self.directory.appendingPathComponent("\(name).rgb")
        try Data(html.utf8).write(to: page)
        // A profile of its own: a headless Chromium started with another one's profile may hand its page over.
        let profile = Self.directory.appendingPathComponent("profile-\(name)")
        Tool.run(Self.browser!, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(width),\(pageHeight)",
                                 "--user-data-dir=\(profile.path)",
                                 "--virtual-time-budget=500", "--screenshot=\(png.path)", page.absoluteString])
        Tool.run("convert", [png.path, "-depth", "8", "rgb:\(rgb.path)"])
        let pixels = [UInt8](try Data(contentsOf: rgb))
        try #require(pixels.count == width * pageHeight * 3, "the screenshot of \(page.lastPathComponent) is missing or has another size")
        return pixels.withUnsafeBufferPointer { pixels in
            times.indices.map { index in
                let left = Self.tileWidth * index
                return rows.map { row in
                    var count = 0
                    for y in row.top..<(row.top + Int(row.size.height)) {
                        var a = (y * width + left) * 3
                        for _ in 0..<Int(row.size.width) {
                            let b = a + 440 * 3
                            if abs(Int(pixels[a]) - Int(pixels[b])) > Self.channelThreshold
                                || abs(Int(pixels[a + 1]) - Int(pixels[b + 1])) > Self.channelThreshold
                                || abs(Int(pixels[a + 2]) - Int(pixels[b + 2])) > Self.channelThreshold { count += 1 }
                            a += 3
                        }
                    }
                    return count
                }
            }
        }
    }
}
