import Foundation

/// An ordered list of colour stops, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location between 0 and 1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient from stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient whose colours are spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    /// The stops resolved in a scheme, sorted, with non-finite locations dropped and locations clamped to 0…1.
    public func resolve(in scheme: ColorScheme) -> ResolvedGradient {
        ResolvedGradient(stops: stops.compactMap { stop in
            guard stop.location.isFinite else { return nil }
            return ResolvedGradient.Stop(color: stop.color.resolve(in: scheme), location: min(max(stop.location, 0), 1))
        }.sorted { $0.location < $1.location })
    }
}

/// A gradient whose colours are concrete: what backends draw.
public struct ResolvedGradient: Hashable, Sendable {
    /// A concrete colour at a location between 0 and 1.
    public struct Stop: Hashable, Sendable {
        public var color: Color.Resolved
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color.Resolved, location: CGFloat) { self.color = color; self.location = location }
    }

    /// The stops, sorted by location.
    public var stops: [Stop]

    /// Creates a gradient from concrete stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// The colour at `location` (0…1), interpolated in linear light between the neighbouring stops.
    public func color(at location: CGFloat) -> Color.Resolved {
        guard let first = stops.first, let last = stops.last else { return Color.Resolved(0, 0, 0, 0) }
        let t = location.isFinite ? location : 0
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.color.mixed(with: b.color, by: Double((t - a.location) / span)) : b.color
        }
        return last.color
    }
}
