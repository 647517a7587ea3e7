import Testing
import Foundation
import TestTools
@testable import Gallery

/// An animated export really moves in a browser, and stands still when the reader prefers reduced motion.
/// Headless Chromium screenshots the SVG after two amounts of virtual time and the images are compared.
@MainActor
struct ChromiumAnimationTests {
    nonisolated static let browser = ["chromium", "chromium-browser", "google-chrome"].first(where: Tool.isInstalled)

    func screenshot(_ svg: URL, after milliseconds: Int, reducedMotion: Bool) throws -> Data {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("shot-\(UUID().uuidString).png")
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: png)
            try? FileManager.default.removeItem(at: profile)
        }
        // A profile of its own: a headless Chromium started with another one's profile may hand its page over.
        var arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=420,330",
                         "--user-data-dir=\(profile.path)",
                         "--virtual-time-budget=\(milliseconds)", "--screenshot=\(png.path)"]
        if reducedMotion { arguments.append("--force-prefers-reduced-motion") }
        Tool.run(Self.browser!, arguments + [svg.absoluteString])
        return try Data(contentsOf: png)
    }

    @Test(.enabled(if: browser != nil, "chromium is not installed (apt-get install chromium); skipped"))
    func animatedExportMovesUnlessMotionIsReduced() async throws {
        _ = await ExportCommandTests.exported()
        let svg = ExportCommandTests.directory.appendingPathComponent("workouts.animated.svg")
        let early = try screenshot(svg, after: 300, reducedMotion: false)
        let late = try screenshot(svg, after: 3000, reducedMotion: false)
        #expect(early != late, "the bars should have grown between 0.3 s and 3 s")
        let stillEarly = try screenshot(svg, after: 300, reducedMotion: true)
        let stillLate = try screenshot(svg, after: 3000, reducedMotion: true)
        #expect(try differingPixels(stillEarly, stillLate) <= 20, "with reduced motion the final state shows at once")
    }

    /// The pixels of two PNGs that differ by more than 20 % (ImageMagick's `compare`), or, without ImageMagick, 0 for
    /// equal files and everything for others. PNG bytes alone can differ for one antialiased pixel.
    func differingPixels(_ a: Data, _ b: Data) throws -> Int {
        guard Tool.isInstalled("compare") else { return a == b ? 0 : .max }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cmp-\(UUID().uuidString)")
        let (first, second) = (base.appendingPathExtension("a.png"), base.appendingPathExtension("b.png"))
        defer { [first, second].forEach { try? FileManager.default.removeItem(at: $0) } }
        try a.write(to: first)
        try b.write(to: second)
        let run = Tool.run("compare", ["-metric", "AE", "-fuzz", "20%", first.path, second.path, "null:"])
        return Int(run.errors.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .max
    }
}
