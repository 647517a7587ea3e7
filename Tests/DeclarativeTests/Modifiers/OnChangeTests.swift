import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `onChange(of:)` in its three forms: old and new values (iOS 17), no values, and iOS 14's new value only
/// (`onChange(of:perform:)`); each runs after the update that changed the value, not on the first one unless
/// `initial` says so.
@Suite @MainActor struct OnChangeTests {
    final class Log { var entries: [String] = [] }

    struct Counter: View {
        let log: Log
        @State private var count = 0
        var body: some View {
            Text("count \(count)")
                .onTapGesture { count += 1 }
                .onChange(of: count) { old, new in log.entries.append("\(old)→\(new)") }
                .onChange(of: count) { log.entries.append("changed") }
                .onChange(of: count, perform: { new in log.entries.append("now \(new)") })
                .onChange(of: count, initial: true) { _, new in log.entries.append("initial \(new)") }
        }
    }

    @Test func everyFormRunsAfterTheValueChanges() {
        let log = Log()
        let host = TestHost(Counter(log: log))
        host.render()
        #expect(log.entries == ["initial 0"])
        #expect(host.tap(label: "count 0"))
        host.render()
        #expect(Set(log.entries) == ["initial 0", "0→1", "changed", "now 1", "initial 1"])
        #expect(log.entries.count == 5)
        host.render()                                        // no change, no action
        #expect(log.entries.count == 5)
    }
}
