import Testing
import Declarative
import DeclarativeTesting

/// The incremental frame at any time equals a fresh host's frame at that time, and no frame holds NaN, over random
/// trees, hostile numbers, list edits and animations started at random times (see `DifferentialFuzzer`; more cases
/// run with `swift run bench fuzz`).
@Suite @MainActor struct DifferentialFuzzTests {
    @Test func incrementalFramesEqualFreshOnesAndStayFinite() {
        let report = DifferentialFuzzer.run(seed: 20_261_201, cases: 1_000)
        #expect(report.cases == 1_000)
        #expect(report.comparisons > 1_000)
        #expect(report.failures.isEmpty, "\(report.failures.prefix(5))")
    }
}
