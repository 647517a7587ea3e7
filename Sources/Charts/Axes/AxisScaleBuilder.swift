import Foundation
import Declarative

/// One value marked on an axis: its position along the axis and its label.
struct AxisTickValue {
    var value: PlottablePrimitive
    var position: CGFloat
    var label: String
}

/// Builds a position scale for one axis from the data and the chart modifiers, and the values
/// its axis marks (Swift Charts' documentation): numbers → zero-including, d3-niced linear scale; dates →
/// calendar-niced time scale; categories → bands (paddingInner 0.1, paddingOuter 0.05).
struct AxisScaleBuilder {
    var kind: ChannelKind
    var configuration: ScaleConfiguration
    var calendar: Calendar

    /// The scale over `range` (start = where the domain's start goes: plot bottom for y).
    func scale(continuous values: [Double], categories: CategoryDomain, range: (CGFloat, CGFloat), tickCount: Int) -> PositionScale {
        var r = (range.0 + (range.1 >= range.0 ? configuration.padding.start : -configuration.padding.start),
                 range.1 - (range.1 >= range.0 ? configuration.padding.end : -configuration.padding.end))
        if let points = configuration.points {
            // Positions given in points, from where the domain starts (the plot's leading edge, or its bottom for y).
            let direction: CGFloat = range.1 >= range.0 ? 1 : -1
            r = (range.0 + direction * points.start, range.0 + direction * points.end)
        }
        if configuration.reversed { r = (r.1, r.0) }
        switch kind {
        case .category:
            var names = configuration.categories ?? categories.names
            var index = categories.index
            let edit = configuration.categories == nil ? configuration.modifyInferredDomain : nil
            if let edit { names = edit.apply(names.map { .string($0) }).map(PositionScale.categoryKey) }
            if configuration.categories != nil || edit != nil {
                index = [:]
                for (i, n) in names.enumerated() where index[n] == nil { index[n] = i }
            }
            return .band(BandScale(count: names.count, range: (r.0, r.1)), categories: names, index: index)
        case .date:
            if let (a, b) = configuration.continuousDomain, let lo = a.continuousValue, let hi = b.continuousValue, lo.isFinite, hi.isFinite {
                return .date(LinearScale(domain: (lo, hi), range: (r.0, r.1), tickCount: tickCount))
            }
            let finite = values.filter(\.isFinite)
            guard var lo = finite.min(), var hi = finite.max() else { return .date(LinearScale(domain: (0, 86_400), range: (r.0, r.1))) }
            if let edited = configuration.modifyInferredDomain?.extent(lo, hi, dates: true) { (lo, hi) = edited }
            if lo == hi { lo -= 43_200; hi += 43_200 }
            let (s, e) = DateScale.nice(from: Date(timeIntervalSinceReferenceDate: lo), to: Date(timeIntervalSinceReferenceDate: hi),
                                        count: tickCount, calendar: calendar)
            return .date(LinearScale(domain: (s.timeIntervalSinceReferenceDate, e.timeIntervalSinceReferenceDate), range: (r.0, r.1), tickCount: tickCount))
        case .number, .none:
            let transform = configuration.type?.transform ?? .identity
            var scale: LinearScale
            if let (a, b) = configuration.continuousDomain, let lo = a.continuousValue, let hi = b.continuousValue, lo.isFinite, hi.isFinite {
                scale = LinearScale(domain: (lo, hi), range: (r.0, r.1), tickCount: tickCount)
                if transform == .log, min(lo, hi) <= 0 {       // a log domain is positive: keep the given upper end
                    let top = max(lo, hi) > 0 ? max(lo, hi) : 10
                    scale.domainStart = lo <= hi ? top / 1000 : top
                    scale.domainEnd = lo <= hi ? top : top / 1000
                }
            } else if transform == .log {
                // Only positive values place on a log scale; the domain runs between the powers of ten around them.
                let d = LinearScale.inferredDomain(values: values.filter { $0 > 0 }, includesZero: false)
                let lo = d.lowerBound > 0 ? d.lowerBound : 1, hi = max(d.upperBound, lo)
                let n = transform.nice(lo, hi == lo ? lo * 10 : hi, count: tickCount)
                scale = LinearScale(domain: n, range: (r.0, r.1), tickCount: tickCount)
            } else {
                // An edited inferred domain is inferred from the edited extent (the data's least and greatest values).
                let finite = values.filter(\.isFinite)
                let edited = finite.min().flatMap { lo in configuration.modifyInferredDomain?.extent(lo, finite.max() ?? lo, dates: false) }
                scale = LinearScale.automatic(values: edited.map { [$0.0, $0.1] } ?? values, includesZero: configuration.includesZero ?? true,
                                              tickCount: tickCount, range: (r.0, r.1))
            }
            scale.transform = transform
            return .linear(scale)
        }
    }

    /// The values an axis marks for `values`, with their default labels; at most 1,000.
    func ticks(_ scale: PositionScale, values: AxisMarkValues) -> [AxisTickValue] {
        var out: [AxisTickValue] = []
        switch scale {
        case .band(let b, let categories, let index):
            if case .explicit(let v) = values.kind {
                for c in v.map(PositionScale.categoryKey) {
                    if let p = scale.position(of: .string(c)) { out.append(AxisTickValue(value: .string(c), position: p, label: c)) }
                }
            } else {
                // Every category, each at its own band (the first of a repeated name's, as `position(of:)` finds it).
                let isDistinct = index.count == categories.count
                out.reserveCapacity(categories.count)
                for (i, c) in categories.enumerated() {
                    guard let p = isDistinct ? b.center(of: i) : scale.position(of: .string(c)) else { continue }
                    out.append(AxisTickValue(value: .string(c), position: p, label: c))
                }
            }
        case .linear(let s):
            let lo = min(s.domainStart, s.domainEnd), hi = max(s.domainStart, s.domainEnd)
            var step = s.tickStep
            let numbers: [Double]
            switch values.kind {
            case .automatic(let count):
                var t = s
                t.tickCount = count ?? s.tickCount
                numbers = t.ticks()
                step = t.tickStep
            case .numberStride(let st):
                step = abs(st)
                numbers = Self.multiples(of: step, in: lo...hi)
            case .explicit(let v):
                numbers = v.compactMap(\.continuousValue)
                step = Self.labelStep(for: numbers, atMost: step)
            case .dateStride: numbers = s.ticks()
            }
            let f = TickLabelFormatter(step: step)
            out.reserveCapacity(min(numbers.count, 1000))
            for v in numbers.prefix(1000) where v.isFinite {
                out.append(AxisTickValue(value: .number(v), position: s.position(of: v), label: f.string(for: v)))
            }
        case .date(let s):
            let a = Date(timeIntervalSinceReferenceDate: min(s.domainStart, s.domainEnd))
            let b = Date(timeIntervalSinceReferenceDate: max(s.domainStart, s.domainEnd))
            let dates: [Date]
            switch values.kind {
            case .automatic(let count): dates = DateScale.ticks(from: a, to: b, count: count ?? s.tickCount, calendar: calendar)
            case .dateStride(let c, let n, let cal):
                if let unit = DateTickUnit(c) {
                    dates = DateScale.ticks(from: a, to: b, interval: DateTickInterval(unit, step: n), calendar: cal ?? calendar)
                } else {
                    dates = DateScale.ticks(from: a, to: b, count: s.tickCount, calendar: calendar)
                }
            case .numberStride(let st):
                dates = Self.multiples(of: abs(st), in: s.domainStart...s.domainEnd).map(Date.init(timeIntervalSinceReferenceDate:))
            case .explicit(let v): dates = v.compactMap { $0.continuousValue.map(Date.init(timeIntervalSinceReferenceDate:)) }
            }
            let f = DateTickLabelFormatter(calendar: calendar)
            out.reserveCapacity(min(dates.count, 1000))
            for d in dates.prefix(1000) {
                out.append(AxisTickValue(value: .date(d), position: s.position(of: d.timeIntervalSinceReferenceDate), label: f.string(for: d)))
            }
        }
        return out.filter { $0.position.isFinite }
    }

    /// The step whose labels write each of the given values in full: at most `step` (the scale's), finer where a
    /// value has more decimals, so that explicit values `[0.25, 0.75]` are labelled "0.25" and "0.75" on an axis
    /// whose automatic ticks are 0.2 apart (Swift Charts labels the values it is given). Up to six decimals.
    static func labelStep(for values: [Double], atMost step: Double) -> Double {
        var finest = step.isFinite && step > 0 ? step : 1
        for v in values.prefix(1000) where v.isFinite {
            var scale = 1.0
            for _ in 0..<6 {
                let scaled = v * scale
                if abs(scaled - scaled.rounded()) <= 1e-9 * max(1, abs(scaled)) { break }
                scale *= 10
            }
            finest = min(finest, 1 / scale)
        }
        return finest
    }

    /// The multiples of `step` inside `range` (at most 1,000).
    static func multiples(of step: Double, in range: ClosedRange<Double>) -> [Double] {
        guard step > 0, step.isFinite else { return [] }
        let first = (range.lowerBound / step - 1e-9).rounded(.up), last = (range.upperBound / step + 1e-9).rounded(.down)
        guard first.isFinite, last.isFinite, last >= first else { return [] }
        let n = min(Int(last - first), 999)
        return (0...n).map { (first + Double($0)) * step }
    }
}
