import Declarative
import Charts

/// Three progress rings; each data step sets new progress and the rings move to it.
struct ProgressDemo: View {
    var step = 0

    private static let goals: [(String, Color)] = [("Move", .pink), ("Exercise", .green), ("Stand", .cyan)]
    private static let progress: [[Double]] = [[0.72, 0.45, 0.9], [0.3, 0.8, 0.55], [1, 0.6, 0.25]]

    var body: some View {
        HStack(spacing: 24) {
            ForEach(Array(Self.goals.enumerated()), id: \.offset) { index, goal in
                let value = Self.progress[step % Self.progress.count][index]
                VStack(spacing: 8) {
                    ProgressRing(progress: value, lineWidth: 10, tint: goal.1)
                        .frame(width: 72, height: 72)
                    Text("\(goal.0) \(Int(value * 100))%")
                        .font(.caption)
                }
            }
        }
        .padding(16)
    }
}
