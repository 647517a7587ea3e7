import Foundation
import Declarative

/// A tree of N small custom views, each with its own `@State`, for measuring how much one state write costs.
///
/// ```
/// UpdateTree (custom)
/// └─ VStack
///    └─ ForEach 0..<N
///       └─ Leaf i (custom, @State isOn) → Rectangle().fill(isOn ? red : blue)
/// ```
///
/// The leaf at `target` hands its state's binding to `FlipSwitch` when it appears, so the bench can write that one
/// state from outside, exactly as a tap handler inside the leaf would.
struct UpdateTree: View {
    let count: Int
    let target: Int
    let flip: FlipSwitch

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { i in
                Leaf(index: i, target: target, flip: flip)
            }
        }
    }
}

/// One leaf of `UpdateTree`.
struct Leaf: View, Equatable {
    let index: Int
    let target: Int
    let flip: FlipSwitch
    @State private var isOn = false

    var body: some View {
        Rectangle()
            .fill(isOn ? Color.red : Color.blue)
            .onAppear { if index == target { flip.binding = $isOn } }
    }

    nonisolated static func == (a: Leaf, b: Leaf) -> Bool { a.index == b.index && a.target == b.target && a.flip === b.flip }
}

/// Holds the binding of the one leaf the update suite flips.
@MainActor
final class FlipSwitch: Sendable {
    var binding: Binding<Bool>?

    /// Writes the leaf's state: the one change of the update suite.
    func toggle() {
        guard let binding else { fatalError("the target leaf never appeared") }
        binding.wrappedValue.toggle()
    }
}
