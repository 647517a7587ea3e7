import Foundation
import Declarative

/// What a point-like mark (`LineMark`, `PointMark`) says at one data point, as its initializer was given it: kept in
/// the mark value itself rather than in a `ResolvedMark`'s box, so that a `ForEach` of a million of them makes no
/// object per point and can store their values by column (`MarkColumns`).
///
/// Usable from inlinable code: the marks' initialisers are inlined into the caller's module (see `LineMark`).
@usableFromInline struct MarkChannels {
    @usableFromInline var kind: MarkKind
    @usableFromInline var x: ChannelValue
    @usableFromInline var y: ChannelValue
    @usableFromInline var xLabel: String
    @usableFromInline var yLabel: String
    /// `series:` of a line mark.
    @usableFromInline var series: PlottablePrimitive?

    /// The channels of two plottable values.
    @inlinable init<X, Y>(_ kind: MarkKind, x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottablePrimitive? = nil) {
        // Each field is set in place: delegating to the init below made, copied and destroyed a whole
        // `MarkChannels` per mark (a third of a million-point line's resolving).
        self.kind = kind
        self.x = ChannelValue(x)
        self.y = ChannelValue(y)
        xLabel = x.label
        yLabel = y.label
        self.series = series
    }

    init(_ kind: MarkKind, x: ChannelValue, y: ChannelValue, xLabel: String, yLabel: String, series: PlottablePrimitive? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
    }

    /// The mark these channels describe.
    var mark: ResolvedMark {
        var m = ResolvedMark(kind: kind, x: x, y: y, xLabel: xLabel, yLabel: yLabel)
        if series != nil { m.series = series }
        return m
    }
}

/// A built-in mark that is one data point (`LineMark`, `PointMark`): a `ForEach` of it is stored by column when its
/// values allow (see `MarkColumns`).
@MainActor
protocol PointLikeMark: BuiltInMark {
    var channels: MarkChannels { get }
}

extension PointLikeMark {
    var mark: ResolvedMark { channels.mark }
}
