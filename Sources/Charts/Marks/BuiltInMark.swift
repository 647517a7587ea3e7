import Foundation
import Declarative

/// A built-in mark: a value that already holds its resolved description.
@MainActor
protocol BuiltInMark: ChartContent, ResolvableChartContent where Body == Never {
    var mark: ResolvedMark { get }
}

extension BuiltInMark {
    /// Marks are drawn by `Chart`; they have no body.
    public var body: Never { fatalError("\(Self.self) is a chart mark; put it inside a Chart") }
    func resolve(into resolver: inout ChartContentResolver) { resolver.add(mark) }
}

/// A mark description with its channel labels, built by the mark initializers.
extension ResolvedMark {
    init<X, Y>(_ kind: MarkKind, x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
               height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init(kind: kind, x: ChannelValue(x), y: ChannelValue(y), xLabel: x.label, yLabel: y.label, width: width, height: height,
                  stacking: stacking)
    }

    /// Sets the x channel and its label.
    mutating func setX<X>(_ v: PlottableValue<X>) { x = ChannelValue(v); xLabel = v.label }
    /// Sets the y channel and its label.
    mutating func setY<Y>(_ v: PlottableValue<Y>) { y = ChannelValue(v); yLabel = v.label }

    /// A channel from a start and end value (`xStart:xEnd:`).
    static func interval<V>(_ start: PlottableValue<V>, _ end: PlottableValue<V>) -> ChannelValue {
        .interval(start.primitive, end.primitive)
    }
}
