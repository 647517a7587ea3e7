import Testing
import Foundation
@testable import Declarative

/// UIKit's colour names in `Color(.systemGray6)` and `Color(uiColor:)`: the system colours adapt to light and dark
/// with UIKit's values; UIKit's plain colours are pure components.
@Suite struct UIColorTests {
    @Test func systemColoursAdaptAsUIKitsDo() {
        let gray6 = Color(.systemGray6)
        #expect(gray6.resolve(in: .light) == Color.Resolved(242, 242, 247))
        #expect(gray6.resolve(in: .dark) == Color.Resolved(28, 28, 30))
        #expect(Color(uiColor: .systemBackground).resolve(in: .dark) == Color.Resolved(0, 0, 0))
        #expect(Color(uiColor: .label).resolve(in: .light) == Color.Resolved(0, 0, 0))
        #expect(Color(.systemBlue).resolve(in: .light) == Color.blue.resolve(in: .light))
    }

    @Test func plainColoursAreFixedComponents() {
        #expect(Color(UIColor.red).resolve(in: .dark) == Color.Resolved(red: 1, green: 0, blue: 0))
        let half = Color(UIColor(red: 0, green: 0, blue: 1, alpha: 1).withAlphaComponent(0.5)).resolve(in: .light)
        #expect(abs(half.opacity - 0.5) < 1e-6)
        #expect(UIColor(named: "AccentColor") == nil)
    }
}
