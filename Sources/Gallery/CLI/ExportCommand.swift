import Foundation
import Declarative
import Backends
#if canImport(Glibc)
import Glibc
#endif

/// `gallery export DIR`: every demo as a still SVG and an animated SVG, and an HTML page that shows them all.
@MainActor
struct ExportCommand {
    let demos: [Demo]

    func run(_ options: GalleryCommand.ExportOptions) async -> GalleryCLI.Result {
        let directory = URL(fileURLWithPath: options.directory, isDirectory: true)
        if let reason = Self.makeDirectory(directory.path) {
            return failure("cannot create directory '\(options.directory)': \(reason)")
        }
        var result = GalleryCLI.Result()
        let look = options.appearance
        var charts: [String: [ChartDescription]] = [:]
        for demo in demos {
            do {
                let still = directory.appendingPathComponent("\(demo.name).svg")
                let list = await SVGExport.displayList(of: demo.view, size: demo.exportSize, at: demo.stillTime,
                                                       colorScheme: look.colorScheme, reduceMotion: look.reduceMotion)
                charts[demo.name] = list.charts
                try Data(SVGRenderer(options: renderOptions(for: demo, suffix: "")).render(list).utf8).write(to: still, options: .atomic)
                result.output += "wrote \(still.path)\n"
                if options.animated {
                    let animated = directory.appendingPathComponent("\(demo.name).animated.svg")
                    try await SVGExport.writeAnimatedSVG(of: demo.view, size: demo.exportSize, duration: demo.exportDuration,
                                                         colorScheme: look.colorScheme, reduceMotion: look.reduceMotion,
                                                         scenario: demo.exportScenario, loop: demo.loop,
                                                         options: renderOptions(for: demo, suffix: "-animated"), to: animated)
                    result.output += "wrote \(animated.path)\n"
                }
            } catch {
                return failure("cannot write to '\(options.directory)': \(Self.reason(error))", partial: result)
            }
        }
        let index = directory.appendingPathComponent("index.html")
        do {
            try Data(IndexPage(demos: demos, animated: options.animated, colorScheme: look.colorScheme, charts: charts).html.utf8)
                .write(to: index, options: .atomic)
        } catch {
            return failure("cannot write '\(index.path)': \(Self.reason(error))", partial: result)
        }
        result.output += "wrote \(index.path)\n"
        return result
    }

    private func renderOptions(for demo: Demo, suffix: String) -> SVGRenderOptions {
        SVGRenderOptions(drawsBackground: true, idPrefix: demo.name + suffix + "-")
    }

    private func failure(_ message: String, partial: GalleryCLI.Result = GalleryCLI.Result()) -> GalleryCLI.Result {
        var result = partial
        result.status = 1
        result.errors += "gallery: \(message)\n"
        return result
    }

    /// `mkdir -p`: nil when the directory exists (or was made) and is writable, else why not (`strerror`).
    static func makeDirectory(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { return String(cString: strerror(errno)) }
        guard info.st_mode & S_IFMT == S_IFDIR else { return String(cString: strerror(ENOTDIR)) }
        guard access(path, W_OK) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }

    private static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
    }
}
