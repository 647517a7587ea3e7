import Foundation
import Declarative

/// Where a scrolling chart shows from when no binding holds the position: its own state, per axis, in scroll units.
struct ChartScrollOffsets: Equatable {
    var x: Double?
    var y: Double?
}

/// A scrolling chart's windows at one update, and how to move them.
struct ChartScrollState {
    var x: ChartScrollAxisState?
    var y: ChartScrollAxisState?

    /// The axis state for `axis`.
    subscript(axis: Axis) -> ChartScrollAxisState? { axis == .horizontal ? x : y }

    /// The state for a chart's marks, or nil when it does not scroll (not scrollable, or no data on a scrolled axis).
    static func make(_ scrolling: ChartScrolling, marks: MarkList, configuration: ChartConfiguration,
                     stored: Binding<ChartScrollOffsets>, calendar: Calendar) -> ChartScrollState? {
        func state(_ axis: Axis) -> ChartScrollAxisState? {
            guard scrolling.scrolls(axis) else { return nil }
            let isX = axis == .horizontal
            return ChartScrollAxisState(axis: axis, settings: scrolling[axis], channels: marks.lazy.filter { $0.kind != .rule }.map { isX ? $0.x : $0.y },
                                        scale: isX ? configuration.xScale : configuration.yScale,
                                        stored: isX ? stored.x : stored.y, calendar: calendar)
        }
        let result = ChartScrollState(x: state(.horizontal), y: state(.vertical))
        return result.x == nil && result.y == nil ? nil : result
    }

    /// Shows only the windows: the scrolled scales' domains are set to them. The other axis infers its domain from
    /// all the marks, and the scene builder leaves out the marks outside the window (`ChartModel.keepingMarks`).
    func apply(to configuration: inout ChartConfiguration) {
        x?.apply(to: &configuration.xScale)
        y?.apply(to: &configuration.yScale)
    }

    /// Scrolls for an arrow key: ←/→ along x, ↑/↓ along y (↓ shows what is below); false when no axis takes it.
    func scroll(for key: KeyEquivalent) -> Bool {
        switch key {
        case .leftArrow, .rightArrow:
            guard let x else { return false }
            x.step(key == .rightArrow ? 1 : -1)
        case .upArrow, .downArrow:
            guard let y else { return false }
            // Down moves to later categories (listed top to bottom), or to lower numbers.
            y.step((key == .downArrow) == y.isCategorical ? 1 : -1)
        default:
            return false
        }
        return true
    }

    /// Scrolls for a wheel turn over a plot of `size`: down or right shows what is below or after. With both axes
    /// scrolling, the vertical turn scrolls y and the horizontal one x.
    func wheel(_ delta: CGSize, plot size: CGSize) {
        switch (x, y) {
        case let (x?, y?):
            x.set(x.start + x.units(forPoints: -delta.width, extent: size.width))
            y.set(y.start + y.units(forPoints: -delta.height, extent: size.height))
        case let (x?, nil):
            x.set(x.start + x.units(forPoints: -(delta.width + delta.height), extent: size.width))
        case let (nil, y?):
            y.set(y.start + y.units(forPoints: -(delta.height + delta.width), extent: size.height))
        case (nil, nil):
            break
        }
    }
}

extension ChartModel {
    /// This model with the marks outside a scrolling chart's windows made undrawable, once the scales are inferred
    /// (so the axis that does not scroll keeps the domain of all the data). Marks spanning no value on a scrolled axis
    /// (a `RuleMark(y:)` across a horizontally scrolled chart) stay.
    func keepingMarks(shownBy scrolling: ChartScrolling, x: PositionScale, y: PositionScale, plot: CGSize) -> ChartModel {
        let clipX = scrolling.scrolls(.horizontal), clipY = scrolling.scrolls(.vertical)
        guard clipX || clipY else { return self }
        var model = self
        for i in marks.indices where isDrawable[i] {
            if clipX && !Self.shows(marks[i].x, on: x, extent: plot.width) || clipY && !Self.shows(marks[i].y, on: y, extent: plot.height) {
                model.isDrawable[i] = false
            }
        }
        return model
    }

    /// Whether a channel's value (or interval) falls within `0...extent` on the scale (half a point either side).
    private static func shows(_ channel: ChannelValue, on scale: PositionScale, extent: CGFloat) -> Bool {
        switch channel {
        case .none, .fixed:
            return true
        case .value(let v):
            guard let p = scale.position(of: v) else { return false }
            return p >= -0.5 && p <= extent + 0.5
        case .interval(let a, let b):
            guard let p = scale.position(of: a), let q = scale.position(of: b) else { return false }
            return max(p, q) >= -0.5 && min(p, q) <= extent + 0.5
        }
    }
}

extension ChartScrollState {
    /// Follows a drag from the positions at its start (nil: where the windows are now).
    func drag(from origin: ChartScrollOffsets?, _ value: DragGesture.Value, plot size: CGSize) {
        x?.follow(from: origin?.x, moved: value.translation.width, extent: size.width)
        y?.follow(from: origin?.y, moved: value.translation.height, extent: size.height)
    }

    /// Settles each window where the drag ends, by the scroll target behaviour.
    func endDrag(from origin: ChartScrollOffsets?, _ value: DragGesture.Value, plot size: CGSize) {
        x?.end(from: origin?.x, moved: value.translation.width, predicted: value.predictedEndTranslation.width, extent: size.width)
        y?.end(from: origin?.y, moved: value.translation.height, predicted: value.predictedEndTranslation.height, extent: size.height)
    }
}

extension ChartScrollAxisState {
    /// Moves the window so that the content follows a drag of `moved` points from `origin`.
    func follow(from origin: Double?, moved: CGFloat, extent: CGFloat) {
        set((origin ?? start) + units(forPoints: moved, extent: extent))
    }

    /// Settles the window after a drag of `moved` points that would glide `predicted` points.
    func end(from origin: Double?, moved: CGFloat, predicted: CGFloat, extent: CGFloat) {
        let o = origin ?? start
        set(settle(from: o, moved: units(forPoints: moved, extent: extent), predicted: units(forPoints: predicted, extent: extent)))
    }
}
