import Testing
import Foundation
import TestTools
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Gallery

/// `gallery export DIR`: a still and an animated SVG per demo, and an index page; all valid.
@Suite(.serialized) @MainActor struct ExportCommandTests {
    static let directory: URL = {
        FileManager.default.temporaryDirectory.appendingPathComponent("gallery-export-\(UUID().uuidString)")
    }()

    /// Exports once for the suite (the export plays every demo, which takes a moment).
    static func exported() async -> GalleryCLI.Result {
        if let cached = cache { return cached }
        let result = await GalleryCLI().run(["export", directory.path])
        cache = result
        return result
    }
    static var cache: GalleryCLI.Result?

    @Test func exportWritesEveryFileAndSaysSo() async throws {
        let result = await Self.exported()
        #expect(result.status == 0, "\(result.errors)")
        for demo in DemoCatalogue.all {
            for file in ["\(demo.name).svg", "\(demo.name).animated.svg"] {
                let path = Self.directory.appendingPathComponent(file).path
                #expect(FileManager.default.fileExists(atPath: path), "\(file)")
                #expect(result.output.contains("wrote \(path)\n"))
            }
        }
        #expect(result.output.hasSuffix("wrote \(Self.directory.appendingPathComponent("index.html").path)\n"))
    }

    @Test func everySVGIsWellFormedXML() async throws {
        _ = await Self.exported()
        for file in try Self.svgFiles() {
            let parser = XMLParser(contentsOf: file)!
            #expect(parser.parse(), "\(file.lastPathComponent): \(String(describing: parser.parserError))")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(file.lastPathComponent)")
        }
    }

    @Test(.enabled(if: Tool.isInstalled("xmllint"), "xmllint is not installed (apt-get install libxml2-utils); skipped"))
    func everySVGPassesXmllint() async throws {
        _ = await Self.exported()
        for file in try Self.svgFiles() {
            let run = Tool.run("xmllint", ["--noout", "--nonet", file.path])
            #expect(run.status == 0, "\(file.lastPathComponent): \(run.errors)")
        }
    }

    @Test func animatedSVGsAnimateAndRespectReducedMotion() async throws {
        _ = await Self.exported()
        for name in ["workouts", "expenses", "equalizer"] {
            let text = try String(contentsOf: Self.directory.appendingPathComponent("\(name).animated.svg"), encoding: .utf8)
            #expect(text.contains("@keyframes"), "\(name)")
            #expect(text.contains("@media (prefers-reduced-motion: reduce)"), "\(name)")
        }
        let equalizer = try String(contentsOf: Self.directory.appendingPathComponent("equalizer.animated.svg"), encoding: .utf8)
        #expect(equalizer.contains("infinite"))
    }

    @Test func ringsAndSectorsAnimateAsExactArcs() async throws {
        _ = await Self.exported()
        let read = { (name: String) in try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8) }
        for name in ["donut", "progress"] {
            #expect(try read("\(name).animated.svg").contains("{ stroke-dasharray: "), "\(name)'s rings move")
        }
        for name in ["market-share.svg", "market-share.animated.svg"] {
            let paths = try read(name).matches(of: #/ d="([^"]*)"/#).map { String($0.output.1) }
            #expect(!paths.isEmpty && paths.allSatisfy { !$0.contains("C") }, "\(name): sectors are arcs, not cubics")
        }
        #expect(try read("market-share.animated.svg").contains(#"<animate attributeName="d""#), "the sectors move")
        for file in try Self.svgFiles() {
            let ids = try String(contentsOf: file, encoding: .utf8).matches(of: #/ id="([^"]*)"/#).map { String($0.output.1) }
            #expect(Set(ids).count == ids.count, "\(file.lastPathComponent) repeats an id")
        }
    }

    @Test func indexShowsEveryDemo() async throws {
        _ = await Self.exported()
        let html = try String(contentsOf: Self.directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for demo in DemoCatalogue.all {
            #expect(html.contains("<img src=\"\(demo.name).svg\""))
            #expect(html.contains("<img src=\"\(demo.name).animated.svg\""))
        }
    }

    @Test func noAnimatedWritesOnlyStills() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-still-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = await GalleryCLI().run(["export", directory.path, "--no-animated", "--reduce-motion"])
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!files.contains { $0.hasSuffix(".animated.svg") })
        #expect(files.contains("index.html"))
        #expect(files.filter { $0.hasSuffix(".svg") }.count == DemoCatalogue.all.count)
    }

    @Test func unwritableDirectoryIsAClearError() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = await GalleryCLI().run(["export", file.appendingPathComponent("sub").path])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("gallery: cannot create directory '\(file.path)/sub': "))
        #expect(result.errors.contains("Not a directory"))
    }

    static func svgFiles() throws -> [URL] {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "svg" }.sorted { $0.path < $1.path }
        #expect(files.count == 2 * DemoCatalogue.all.count)
        return files
    }
}
