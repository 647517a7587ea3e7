import Foundation

/// What one frame of a host produced: the display list, and when the host should run the next frame.
///
/// A live host sleeps until ``nextFrameTime`` (or until input or a state write wakes it). A host on a virtual clock
/// that wants the frame at a later time may jump straight to it, stopping only at each ``nextEventTime`` on the way:
/// between events, every value is a function of time alone.
public struct RenderedFrame {
    /// The time of the frame, in seconds on the host's clock.
    public let time: Double
    /// What to draw.
    public let displayList: DisplayList
    /// When the next frame is wanted, on the host's clock: the next display frame while something animates or a
    /// state write is pending, else a `TimelineView`'s next update, else nil (nothing changes until input or a write).
    public let nextFrameTime: Double?
    /// The next time at which something happens that later frames depend on, or nil when there is none: the frame
    /// at which an animation with a completion handler, or a leaving view's removal transition, ends (handlers and
    /// `onDisappear` run then), or the next display frame when a state write is pending. Never earlier than the next
    /// display frame.
    public let nextEventTime: Double?

    /// The same frame, wanting the next frame no later than `time` (a gesture's deadline, such as a long press).
    func wanting(frameAt time: Double) -> RenderedFrame {
        RenderedFrame(time: self.time, displayList: displayList, nextFrameTime: min(nextFrameTime ?? time, time),
                      nextEventTime: nextEventTime)
    }
}
