import Foundation

/// A schedule of dates on which a `TimelineView` updates, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule: Sendable {
    /// The next update date strictly after `date`, or nil when the schedule has ended.
    func nextDate(after date: Date) -> Date?
}

/// Updates at the display's frame rate (60 per second here), as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let interval: Double
    let paused: Bool
    /// Creates the schedule.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        interval = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
        self.paused = paused
    }
    public func nextDate(after date: Date) -> Date? { paused ? nil : date.addingTimeInterval(interval) }
}

/// Updates every `interval` seconds from a start date, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: Double
    /// Creates the schedule; intervals below 1 ms are raised to 1 ms.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval.isFinite ? max(interval, 0.001) : 1
    }
    public func nextDate(after date: Date) -> Date? {
        let n = ((date.timeIntervalSince(start)) / interval).rounded(.down) + 1
        return start.addingTimeInterval(max(n, 0) * interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, no more often than an interval.
    public static func animation(minimumInterval: Double?, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from a date.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

/// A view that updates on a schedule, with the date of the update, as SwiftUI's `TimelineView`.
/// The date comes from the host's clock, so timelines run on virtual time in tests and exports.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content receives.
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content

    /// Creates a timeline view.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        let now = node.environment.clock.date
        node.lifecycle.timelineNext = schedule.nextDate(after: now)
        node.graph.timelines[ObjectIdentifier(node)] = node.lifecycle.timelineNext == nil ? nil : node
        context.child(content(Context(date: now)), key: .position(0))
    }
}

/// What a `TimelineView`'s content receives, as SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
    /// The date of this update.
    public let date: Date
}

extension ViewGraph {
    /// Marks the timelines whose next date has come.
    func markDueTimelines(at date: Date) {
        for node in timelines.values where (node.lifecycle.timelineNext.map { $0 <= date } ?? false) {
            node.markDirty(transaction: Transaction())
        }
    }
}
