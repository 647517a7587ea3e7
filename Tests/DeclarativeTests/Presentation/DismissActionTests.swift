import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `@Environment(\.dismiss)` and `@Environment(\.isPresented)`: inside a presentation, dismiss sets its binding to
/// false (or its item to nil) and `onDismiss` runs after; outside any, dismiss does nothing and isPresented is
/// false. The presented content inherits the presenter's environment.
@Suite @MainActor struct DismissActionTests {
    final class Log {
        var dismissals = 0
    }

    struct Day: Identifiable, Hashable {
        let id: Int
    }

    struct Screen: View {
        let log: Log
        @State private var day: Day?
        var body: some View {
            VStack {
                Button("Open 1") { day = Day(id: 1) }
                Button("Open 2") { day = Day(id: 2) }
                DismissProbe(name: "outside")
            }
            .sheet(item: $day, onDismiss: { log.dismissals += 1 }) { day in
                VStack {
                    DismissProbe(name: "day \(day.id)")
                    Button("Switch") { self.day = Day(id: day.id == 1 ? 2 : 1) }
                }
            }
            .environment(\.locale, Locale(identifier: "fr_FR"))
        }
    }

    struct DismissProbe: View {
        let name: String
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        @Environment(\.locale) private var locale
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(name) \(isPresented ? "presented" : "not presented") \(locale.identifier) \(count)")
                Button("Count \(name)") { count += 1 }
                Button("Dismiss \(name)") { dismiss() }
            }
        }
    }

    static let size = CGSize(width: 390, height: 600)

    @Test func outsideAPresentationDismissDoesNothing() {
        let log = Log()
        let host = TestHost(Screen(log: log), size: Self.size)
        host.render()
        #expect(host.texts.contains("outside not presented fr_FR 0"))
        host.tap(label: "Dismiss outside")
        #expect(host.texts.contains("outside not presented fr_FR 0"))
        #expect(log.dismissals == 0)
    }

    @Test func insideASheetDismissClearsTheItemThenOnDismissRuns() {
        let log = Log()
        let host = TestHost(Screen(log: log), size: Self.size)
        host.render()
        host.tap(label: "Open 1")
        #expect(host.texts.contains("day 1 presented fr_FR 0"))
        host.tap(label: "Dismiss day 1")
        #expect(!host.texts.contains { $0.hasPrefix("day 1") })
        #expect(log.dismissals == 1)
    }

    @Test func anotherItemReplacesTheContentAndItsState() {
        let log = Log()
        let host = TestHost(Screen(log: log), size: Self.size)
        host.render()
        host.tap(label: "Open 1")
        host.tap(label: "Count day 1")
        #expect(host.texts.contains("day 1 presented fr_FR 1"))
        host.tap(label: "Switch")
        #expect(host.texts.contains("day 2 presented fr_FR 0"))
        #expect(log.dismissals == 1)
    }
}
