import Foundation
import TestTools

extension Tool {
    /// The built `gallery` executable: next to the test bundle in the build directory.
    static var galleryBinary: String? {
        var candidates: [URL] = []
        let argument0 = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = argument0.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(dir.appendingPathComponent("gallery"))
            dir = dir.deletingLastPathComponent()
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("gallery"))
        return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
