import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `PreviewProvider` and the preview modifiers: previews are plain views any host shows; the modifiers record what
/// they were given.
@MainActor
struct PreviewTests {
    struct Card: View {
        @Environment(\.previewSettings) var settings
        var body: some View { Text(settings.displayName ?? "unnamed") }
    }

    struct Card_Previews: PreviewProvider {
        static var previews: some View {
            Card()
                .previewDisplayName("Dark card")
                .previewLayout(.fixed(width: 200, height: 100))
                .previewDevice("iPhone 15")
        }
    }

    @Test func previewsAreViewsAndModifiersRecordTheirValues() {
        let list = TestHost(Card_Previews.previews).render()
        guard case .text(let text)? = list.items.first?.content else {
            Issue.record("the preview draws its text")
            return
        }
        #expect(text.lines.first?.text == "Dark card")
        #expect(Card_Previews.platform == nil)
        #expect(PreviewDevice("iPhone 15").rawValue == "iPhone 15")
    }

    struct Orientation: View {
        @Environment(\.previewSettings) var settings
        var body: some View { Text(settings.interfaceOrientation?.id ?? "none") }
    }

    @Test func theOrientationIsRecorded() {
        let list = TestHost(Orientation().previewInterfaceOrientation(.landscapeLeft)).render()
        guard case .text(let text)? = list.items.first?.content else {
            Issue.record("the preview draws its text")
            return
        }
        #expect(text.lines.first?.text == "landscapeLeft")
        #expect(InterfaceOrientation.allCases.map(\.id) == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
    }
}
