import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// The host sets `horizontalSizeClass` and `verticalSizeClass` from the window's size, unless its environment names
/// them; a resize changes them; a subtree can override them.
@Suite @MainActor struct SizeClassTests {
    struct Reader: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            Text("\(horizontal == .compact ? "wC" : horizontal == .regular ? "wR" : "w?") \(vertical == .compact ? "hC" : vertical == .regular ? "hR" : "h?")")
        }
    }

    @Test func theWindowsSizeSetsTheClasses() {
        #expect(TestHost(Reader(), size: CGSize(width: 390, height: 844)).texts == ["wC hR"])     // an iPhone upright
        #expect(TestHost(Reader(), size: CGSize(width: 844, height: 390)).texts == ["wR hC"])     // on its side
        #expect(TestHost(Reader(), size: CGSize(width: 1024, height: 768)).texts == ["wR hR"])    // an iPad
        #expect(TestHost(Reader(), size: CGSize(width: 640, height: 384)).texts == ["wR hC"])     // 80 × 24 cells
    }

    @Test func aResizeChangesThemAndAnEnvironmentWrittenBackKeepsFollowing() {
        let host = TestHost(Reader(), size: CGSize(width: 390, height: 844))
        host.render()
        host.host.environment.colorScheme = .dark        // read, changed and written back: the classes stay the window's
        host.host.size = CGSize(width: 1024, height: 768)
        #expect(host.texts == ["wR hR"])
    }

    @Test func classesTheHostIsGivenStay() {
        // A class named stays; the other is the window's when the environment is given, and stays too.
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .regular
        let host = TestHost(Reader(), size: CGSize(width: 390, height: 844), environment: environment)
        host.render()
        #expect(host.texts == ["wR hR"])
        host.host.size = CGSize(width: 300, height: 300)
        #expect(host.texts == ["wR hR"])
        #expect(TestHost(Reader().environment(\.horizontalSizeClass, .compact), size: CGSize(width: 1024, height: 768)).texts == ["wC hR"])
    }
}
