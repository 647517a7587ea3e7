import Foundation

/// The machine the figures were measured on, for the report's header.
struct Machine {
    var processors: Int
    var cpuModel: String
    var memory: String
    var swiftVersion: String
    var kernel: String

    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let totalKB = meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        let swift = Subprocess.run("/usr/bin/env", ["swift", "--version"])
        let version = (swift.stdout + swift.stderr).split(separator: "\n").first { $0.contains("Swift version") }
            .map(String.init) ?? "unknown"
        let kernel = (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
        return Machine(processors: ProcessInfo.processInfo.activeProcessorCount, cpuModel: model ?? "unknown",
                       memory: String(format: "%.1f GB", Double(totalKB) / 1_048_576), swiftVersion: version,
                       kernel: "Linux \(kernel)")
    }

    var markdown: String {
        """
        | machine | |
        |---|---|
        | processors (nproc) | \(processors) (shared with other work; figures are noisy, compare ratios) |
        | CPU | \(cpuModel) |
        | memory | \(memory) |
        | Swift | \(swiftVersion) |
        | OS | \(kernel) |
        """
    }
}

/// Peak and current resident memory of this process, from `/proc/self/status`.
enum ResidentMemory {
    /// `VmHWM`: the peak resident set size so far, in kB.
    static var peakKB: Int { field("VmHWM") }
    /// `VmRSS`: the resident set size now, in kB.
    static var currentKB: Int { field("VmRSS") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
