import Foundation
import DeclarativeTesting

/// `bench fuzz [N]`: N differential fuzz cases (`DifferentialFuzzer`), from a seed that changes every run and is
/// printed, so that a failure can be replayed.
@MainActor
enum FuzzSuite {
    static func run(cases: Int) {
        let seed = UInt64(Date().timeIntervalSince1970 * 1000)
        let start = Timing.now()
        let report = DifferentialFuzzer.run(seed: seed, cases: cases)
        for failure in report.failures.prefix(20) { print("  " + failure) }
        print(String(format: "fuzz: seed %llu, %d cases, %d comparisons, %d failures (divergences, traps or NaN) in %.1f s",
                     seed, report.cases, report.comparisons, report.failures.count, Timing.now() - start))
        exit(report.failures.isEmpty ? 0 : 1)
    }
}
