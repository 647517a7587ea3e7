import Foundation
import Testing
import Declarative
import Backends
import TestTools
@testable import Charts

/// A thinned line or area (`SeriesDecimation`) rasterises like the same chart drawn through every point: rendered
/// by rsvg-convert at 1× and 2×, no pixel differs by more than antialiasing does — under half the contrast between
/// the mark and what is behind it. (Skipped without rsvg-convert and ImageMagick's `convert`.)
@MainActor
@Suite(.enabled(if: Tool.isInstalled("rsvg-convert") && Tool.hasImageMagick,
                "rsvg-convert (librsvg2-bin) or ImageMagick's convert is not installed; skipped"))
struct ThinnedLinesRasteriseAlikeTests {
    static let size = CGSize(width: 240, height: 160)
    static let values: [Double] = (0..<30_000).map { (i: Int) -> Double in
        let wave: Double = 30 * sin(Double(i) / 2_000)
        return wave + Double((i * 7919) % 97) / 5
    }

    /// The largest difference of one channel of one pixel, out of 255, and how many pixels differ by more than half.
    func compare(_ chart: some View, scale: Int) throws -> (maximum: Int, overHalf: Int, thinnedBytes: Int, fullBytes: Int) {
        let thinned = SVGRenderer().render(ChartRender.svgHost(chart, size: Self.size).render())
        // At 1,000 pixels a point every point has a column of its own: nothing is thinned.
        let full = SVGRenderer().render(ChartRender.svgHost(chart.environment(\.displayScale, 1_000), size: Self.size).render())
        let a = try pixels(thinned, scale: scale), b = try pixels(full, scale: scale)
        if let keep = ProcessInfo.processInfo.environment["THINNED_PNG_DIR"] {      // to look at them
            try? thinned.write(toFile: keep + "/thinned-\(scale).svg", atomically: true, encoding: .utf8)
            try? full.write(toFile: keep + "/full-\(scale).svg", atomically: true, encoding: .utf8)
        }
        #expect(a.count == b.count && !a.isEmpty)
        var maximum = 0, overHalf = 0
        // Compared as seen on white: a pixel's colour counts as much as it covers.
        func onWhite(_ v: [UInt8], _ p: Int, _ c: Int) -> Int { (Int(v[p + c]) * Int(v[p + 3]) + 255 * (255 - Int(v[p + 3]))) / 255 }
        for p in stride(from: 0, to: min(a.count, b.count), by: 4) {
            let d = (0..<3).map { abs(onWhite(a, p, $0) - onWhite(b, p, $0)) }.max()!
            maximum = max(maximum, d)
            if d > 127 { overHalf += 1 }
        }
        return (maximum, overHalf, thinned.utf8.count, full.utf8.count)
    }

    /// The SVG rasterised by rsvg-convert at `scale`, as RGBA bytes.
    func pixels(_ svg: String, scale: Int) throws -> [UInt8] {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("thinned-\(UUID().uuidString)").path
        defer { for ext in [".svg", ".png", ".rgba"] { try? FileManager.default.removeItem(atPath: base + ext) } }
        try svg.write(toFile: base + ".svg", atomically: true, encoding: .utf8)
        let r = Tool.run("rsvg-convert", ["-z", String(scale), "-o", base + ".png", base + ".svg"])
        #expect(r.status == 0, "rsvg-convert: \(r.errors)")
        let c = Tool.run("convert", [base + ".png", "-depth", "8", "rgba:" + base + ".rgba"])
        #expect(c.status == 0, "convert: \(c.errors)")
        return [UInt8](FileManager.default.contents(atPath: base + ".rgba") ?? Data())
    }

    @Test(arguments: [1, 2]) func aNoisyLine(scale: Int) throws {
        let values = Self.values
        let chart = Chart { ForEach(0..<values.count, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", values[$0])) } }
        let r = try compare(chart, scale: scale)
        #expect(r.overHalf == 0, "\(r.overHalf) pixels differ by more than half; largest difference \(r.maximum)")
        #expect(r.thinnedBytes * 3 < r.fullBytes)
    }

    @Test(arguments: [1, 2]) func aSteppedLineOfTwoSeries(scale: Int) throws {
        let values = Self.values
        let chart = Chart {
            ForEach(0..<values.count, id: \.self) { i in
                LineMark(x: .value("i", i), y: .value("v", values[i] * (i % 2 == 0 ? 1 : 0.5)))
                    .foregroundStyle(by: .value("s", i % 2 == 0 ? "a" : "b"))
                    .interpolationMethod(.stepEnd)
            }
        }
        let r = try compare(chart, scale: scale)
        #expect(r.overHalf == 0, "\(r.overHalf) pixels differ by more than half; largest difference \(r.maximum)")
    }

    @Test(arguments: [1, 2]) func anArea(scale: Int) throws {
        let values = Self.values
        let chart = Chart { ForEach(0..<values.count, id: \.self) { AreaMark(x: .value("i", $0), y: .value("v", values[$0])) } }
        let r = try compare(chart, scale: scale)
        #expect(r.overHalf == 0, "\(r.overHalf) pixels differ by more than half; largest difference \(r.maximum)")
        #expect(r.thinnedBytes * 3 < r.fullBytes)
    }
}
