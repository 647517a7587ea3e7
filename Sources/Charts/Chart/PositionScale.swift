import Foundation
import Declarative

/// A resolved x or y scale: data values → points along one plot dimension.
///
/// Numbers use a ``LinearScale``; dates use a ``LinearScale`` over seconds since the reference
/// date with calendar ticks; categories use a ``BandScale`` in first-appearance order (any
/// non-string value on a categorical axis is a category named by its description).
enum PositionScale {
    case linear(LinearScale)
    case date(LinearScale)
    case band(BandScale, categories: [String], index: [String: Int])

    /// A scale with nothing on it (empty data): 0…1 over the range.
    static func empty(range: (CGFloat, CGFloat)) -> PositionScale {
        .linear(LinearScale(domain: (0, 1), range: (range.0, range.1)))
    }

    var isBand: Bool { if case .band = self { true } else { false } }
    var isDate: Bool { if case .date = self { true } else { false } }

    /// The category key of a value.
    static func categoryKey(_ p: PlottablePrimitive) -> String {
        if case .string(let s) = p { return s }
        return p.description
    }

    /// The position of a value (band centre for categories), nil when not placeable.
    func position(of p: PlottablePrimitive) -> CGFloat? {
        switch self {
        case .linear(let s), .date(let s):
            guard let v = p.continuousValue, v.isFinite else { return nil }
            let x = s.position(of: v)
            return x.isFinite ? x : nil
        case .band(let b, _, let index):
            guard let i = index[Self.categoryKey(p)] else { return nil }
            return b.center(of: i)
        }
    }

    /// As `position(of:)`, trying the band at `slotGuess` first and leaving it at the band after the one found.
    ///
    /// The categories are in the order the marks first named them, so a chart's bars mostly ask for one band after
    /// the other: comparing the guessed band's name is a few instructions where looking it up hashes the name (~400 a
    /// bar). The guess is taken only when every name is distinct, where it is the band the look-up would find.
    func position(of p: PlottablePrimitive, slotGuess slot: inout Int) -> CGFloat? {
        guard case .band(let b, let categories, let index) = self else { return position(of: p) }
        let key = Self.categoryKey(p)
        if slot >= 0, slot < categories.count, categories[slot] == key, index.count == categories.count {
            defer { slot += 1 }
            return b.center(of: slot)
        }
        guard let i = index[key] else { return nil }
        slot = i + 1
        return b.center(of: i)
    }

    /// The band of a category; a zero-width range at the position for continuous scales.
    func band(of p: PlottablePrimitive) -> ClosedRange<CGFloat>? {
        switch self {
        case .band(let b, _, let index):
            guard let i = index[Self.categoryKey(p)] else { return nil }
            let s = b.start(of: i)
            return s...(s + b.bandwidth)
        case .linear, .date:
            return position(of: p).map { $0...$0 }
        }
    }

    /// The value at a position.
    func value(at position: CGFloat) -> PlottablePrimitive? {
        switch self {
        case .linear(let s): return .number(s.value(at: position))
        case .date(let s): return .date(Date(timeIntervalSinceReferenceDate: s.value(at: position)))
        case .band(let b, let categories, _):
            guard let i = b.index(at: position), categories.indices.contains(i) else { return nil }
            return .string(categories[i])
        }
    }

    /// The band step (categories) or nil.
    var bandStep: CGFloat? { if case .band(let b, _, _) = self { b.step } else { nil } }
    /// The bandwidth (categories) or nil.
    var bandwidth: CGFloat? { if case .band(let b, _, _) = self { b.bandwidth } else { nil } }
}
