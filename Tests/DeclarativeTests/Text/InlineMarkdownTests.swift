import Testing
import Foundation
@testable import Declarative

/// A text key's inline Markdown, as SwiftUI reads it: delimiters and links taken out, a style over the whole text
/// kept, and interpolated values never read as Markdown.
@Suite struct InlineMarkdownTests {
    func plain(_ source: String) -> String { InlineMarkdown(source).text }

    @Test func delimitersAndLinksAreTakenOut() {
        #expect(plain("Tap **Add** to log a run") == "Tap Add to log a run")
        #expect(plain("an *italic* and a _second_ one") == "an italic and a second one")
        #expect(plain("`code` and ~~gone~~") == "code and gone")
        #expect(plain("Read the [guide](https://example.com) first") == "Read the guide first")
        #expect(plain("**bold _inside_ bold**") == "bold inside bold")
    }

    @Test func whatIsNotMarkdownStaysAsItIs() {
        #expect(plain("5 * 3 = 15") == "5 * 3 = 15")               // a lone star with spaces
        #expect(plain("snake_case_name") == "snake_case_name")    // underscores inside a word
        #expect(plain("**unclosed") == "**unclosed")
        #expect(plain("\\*literal\\*") == "*literal*")
        #expect(plain("[no link]") == "[no link]")
        #expect(plain("") == "" && plain("*") == "*" && plain("**") == "**")
    }

    @Test func aStyleOverTheWholeTextIsKept() {
        #expect(InlineMarkdown("**Total**").isBold)
        #expect(InlineMarkdown("_Note_").isItalic)
        #expect(!InlineMarkdown("**Total** 5").isBold)
        let text = Text("**Weekly goal**")
        #expect(text.string == "Weekly goal" && text.weight == .bold)
    }

    @Test func interpolatedValuesAreNeverMarkdown() {
        let file = "report_2024_final", stars = "**5**"
        let key: LocalizedStringKey = "**File:** \(file) rated \(stars)"
        #expect(Text(key).string == "File: report_2024_final rated **5**")
        #expect(Text(verbatim: "**as is**").string == "**as is**")
        let name = "**x**"
        #expect(Text(name).string == "**x**")                     // a String is not a key
    }
}
