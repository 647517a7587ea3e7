import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

/// A line too wide for its proposal ends in "…" after the longest prefix that fits, without the blanks before it.
@MainActor
struct TruncationTests {
    @Test(arguments: ["  word  ", "\tword\u{3000}", "\u{A0}a b\u{2009}", "", "   ", "e\u{301} \u{202F}", "x\u{2028}"])
    func blanksAreTrimmedAsFoundationTrimsWhitespaces(_ text: String) {
        #expect(TextLayout.trimmingBlanks(text) == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func theLastWordThatFitsKeepsItsEllipsisWithoutTheSpaceBeforeIt() {
        // The test metrics give 17-point body text 8.5 points a character and "…" 17: 64 points hold "Hello…"
        // (59.5), and "Hello " + "…" is trimmed to the same.
        let host = TestHost(Text("Hello wonderful world").lineLimit(1).frame(width: 64, alignment: .leading),
                            size: CGSize(width: 200, height: 40))
        guard case .text(let t)? = host.render().items.first?.content else { Issue.record("no text"); return }
        #expect(t.lines.map(\.text) == ["Hello…"])
    }
}
