import Foundation
import Declarative

// A gradient as the range of the colour scale, as Swift Charts takes one (`Gradient` is a `ScaleRange` there):
// `.chartForegroundStyleScale(range: Gradient(colors: [.yellow, .blue]))` colours two cities yellow and blue, five
// categories at 0, ¼, ½, ¾ and the whole of the gradient, and numbers by where they fall between the least and the
// greatest.

nonisolated extension View {
    /// Colours `foregroundStyle(by:)` values with the colours of a gradient, spread over the values.
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.foregroundStyleScale.gradient = range; $0.foregroundStyleScale.type = type }
    }

    /// Colours the values of `domain`, in that order, with the colours of a gradient spread over them.
    public func chartForegroundStyleScale<D: Plottable>(domain: [D], range: Gradient, type: ScaleType? = nil) -> some View {
        let d = domain.map(\.primitive)
        return chartConfiguration {
            $0.foregroundStyleScale.domain = d
            $0.foregroundStyleScale.gradient = range
            $0.foregroundStyleScale.type = type
        }
    }
}

extension Gradient {
    /// The gradient's colour at `t` (0…1): the stops' colours mixed between the two stops around `t` (stops in
    /// location order; before the first and after the last, their colours).
    func color(at t: Double) -> Color {
        let stops = self.stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return .clear }
        let t = t.isFinite ? t : 0
        if t <= Double(first.location) { return first.color }
        if t >= Double(last.location) { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.location) {
            let span = Double(b.location - a.location)
            return span > 0 ? a.color.mix(with: b.color, by: (t - Double(a.location)) / span) : b.color
        }
        return last.color
    }
}
