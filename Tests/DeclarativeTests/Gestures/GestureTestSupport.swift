import Foundation
@testable import Declarative

/// Collects what gesture callbacks report, in order.
@MainActor
final class EventLog {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

/// A 100 × 100 square centred in the test host's 300 × 200 root: its frame is (100, 50, 100, 100).
@MainActor
func square(_ color: Color = .blue) -> some View { color.frame(width: 100, height: 100) }

extension CGPoint {
    /// A point, briefly.
    static func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
}
