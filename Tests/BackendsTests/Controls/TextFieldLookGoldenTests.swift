import Testing
import Foundation
import Declarative
@testable import Backends

/// Text fields as the terminal and SVG draw them — placeholder, typed text with the caret, text scrolled past the
/// field's width, wide characters and marks, the rounded border and a secure field — compared with the golden files
/// in `Goldens/` (re-record with `RECORD_GOLDENS=1`, then look at the diff and at the SVGs).
@Suite @MainActor struct TextFieldLookGoldenTests {
    /// A view whose field takes the focus when it appears.
    struct Focused<Content: View>: View {
        @FocusState private var focused: Bool
        let content: Content
        var body: some View {
            content.focused($focused).onAppear { focused = true }
        }
    }

    enum Look: String, CaseIterable, Sendable {
        case placeholder = "field-placeholder", typed = "field-typed", scrolled = "field-scrolled"
        case wide = "field-wide", rounded = "field-rounded", roundedTyped = "field-rounded-typed"
        case secure = "secure-field"

        @MainActor var view: AnyView {
            switch self {
            case .placeholder: AnyView(TextField("Chart title", text: .constant("")))
            case .typed: AnyView(Focused(content: TextField("Chart title", text: .constant("Weekly steps"))))
            case .scrolled:
                AnyView(Focused(content: TextField("Title", text: .constant("Steps walked in the second week of March"))))
            case .wide: AnyView(Focused(content: TextField("Title", text: .constant("漢字 👍🏽 e\u{301}\u{1B}[2J!"))))
            case .rounded: AnyView(TextField("Chart title", text: .constant("")).textFieldStyle(.roundedBorder))
            case .roundedTyped:
                AnyView(Focused(content: TextField("Chart title", text: .constant("Steps")).textFieldStyle(.roundedBorder)))
            case .secure: AnyView(Focused(content: SecureField("Token", text: .constant("hunter2"))))
            }
        }
    }

    @Test(arguments: Look.allCases)
    func terminal(_ look: Look) async {
        // A cell of room on the left for the focus mark's `▸`.
        let view = look.view.padding(.leading, 8)
        ControlLookGoldenTests.check(await TerminalSnapshot.render(view, columns: 20, rows: 1) + "\n", "\(look.rawValue).txt")
    }

    @Test(arguments: Look.allCases)
    func svg(_ look: Look) async {
        let svg = await SVGExport.svg(of: look.view.padding(8), size: CGSize(width: 240, height: 50))
        ControlLookGoldenTests.check(svg, "\(look.rawValue).svg")
        #expect(!svg.contains("\u{1B}"))
    }

    @Test func theCaretCellIsDrawnInReverse() async {
        let pipeline = TerminalPipeline(grid: TerminalSize(columns: 12, rows: 1), colorLevel: .trueColor)
        let runner = ScenarioRunner(Focused(content: TextField("T", text: .constant("ab"))), size: pipeline.size,
                                    environment: pipeline.environment(colorScheme: .light, reduceMotion: false))
        let cells = pipeline.cells(of: await runner.finalFrame())
        let text = cells[0, 0], caret = cells[2, 0]
        #expect(text.grapheme == "a")
        // The caret after the text: a cell in the text colour, where the text is drawn on the background.
        #expect(caret.background != nil)
        #expect(caret.background == text.foreground)
    }

    @Test func theCaretOverACharacterShowsItInReverse() {
        let pipeline = TerminalPipeline(grid: TerminalSize(columns: 12, rows: 1), colorLevel: .trueColor)
        let host = ViewHost(rootView: TextField("T", text: .constant("abc")), size: pipeline.size,
                            environment: pipeline.environment(colorScheme: .light, reduceMotion: false))
        host.render()
        host.press(KeyPress(key: .tab))
        host.press(KeyPress(key: .leftArrow))
        let cells = pipeline.cells(of: host.render())
        let plain = cells[0, 0], caret = cells[2, 0]
        #expect(caret.grapheme == "c")
        #expect(caret.background == plain.foreground, "\(caret) after \(plain)")
        #expect(caret.foreground != plain.foreground)
    }
}
