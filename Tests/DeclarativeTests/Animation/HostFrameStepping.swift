import Foundation
@testable import Declarative
import DeclarativeTesting

@MainActor
extension TestHost {
    /// Draws every frame the host asks for (its `nextFrameTime`) up to `time`, then the frame at `time`, as a live
    /// host on this clock would: so completions run and the next phase starts on the frames they would.
    @discardableResult
    func playFrames(until time: Double) -> DisplayList {
        while let next = host.lastFrame?.nextFrameTime, next < time - 1e-9 { render(at: next) }
        return render(at: time)
    }

    /// The width of the first item drawn at the last frame.
    var firstWidth: CGFloat? { host.displayList.items.first?.frame.width }
}

/// What an animator's content closure was called with, in order, without repeats (closures run on the main actor).
@MainActor
final class ValueLog<Value: Equatable> {
    private(set) var values: [Value] = []
    func record(_ value: Value) { if values.last != value { values.append(value) } }
}
