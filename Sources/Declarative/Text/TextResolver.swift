import Foundation

/// How a `Text` made from a format style or a date style makes its string in a view's environment.
///
/// The string is made once when the text is created (in the default environment, so a text drawn in a `Canvas` or
/// read in a test has one), and again when its view is updated, in that view's locale, time zone, calendar and
/// clock. Text that shows a time relative to now (`.relative`, `.timer`, `.offset`, `Text(timerInterval:)`) asks
/// for an update every second on the host's clock, as a `TimelineView` does.
struct TextResolver: Equatable, @unchecked Sendable {
    // @unchecked: `resolve` is immutable and only reads what it captured — the value and the format style (or date
    // style) given to `Text`'s initialiser, copied in when the text was made — so calling it from any thread
    // cannot race with another call. Like SwiftUI's `Text`, a text made from a value is itself a value.
    /// What the text shows, to compare two texts without calling `resolve`.
    let key: String
    /// Seconds between updates, for text that changes with time.
    var refreshInterval: Double?
    let resolve: (EnvironmentValues) -> String

    init(key: String, refreshInterval: Double? = nil, resolve: @escaping (EnvironmentValues) -> String) {
        self.key = key
        self.refreshInterval = refreshInterval
        self.resolve = resolve
    }

    static func == (a: TextResolver, b: TextResolver) -> Bool { a.key == b.key && a.refreshInterval == b.refreshInterval }

    /// The environment text is first resolved in: the default one (en_US-style output where the system locale is
    /// unset, the virtual clock at its start).
    static let defaultEnvironment = EnvironmentValues()

    /// Asks the host for an update of `node` when the text next changes.
    @MainActor func scheduleRefresh(_ node: ViewNode) {
        guard let refreshInterval else { return }
        node.lifecycle.timelineNext = node.environment.clock.date.addingTimeInterval(refreshInterval)
        node.graph.timelines[ObjectIdentifier(node)] = node
    }
}
