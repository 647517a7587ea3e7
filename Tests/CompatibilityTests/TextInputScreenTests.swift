import Testing
import Declarative
import TestTools

/// The text-input and axis-format screens: each compiles in Swift 5 mode and renders once to both backends.
///
/// | screen | APIs |
/// |---|---|
/// | textInput | `TextField(_:text:)`, `TextField(_:value:format:prompt:)` (plain and optional value), `TextField(_:text:prompt:axis:)`, `SecureField(_:text:prompt:)`, `.focused(_:equals:)`, `onSubmit`, `onSubmit(of:)`, `submitLabel`, `keyboardType`, `autocorrectionDisabled`, `disableAutocorrection`, `textInputAutocapitalization`, `autocapitalization`, `textContentType`, `.textFieldStyle(.roundedBorder / .plain / .automatic)`, a custom `TextFieldStyle` with `_body(configuration:)`, `accessibilityHint` |
/// | axisFormats | `AxisMarks(format: .percent)`, `AxisMarks(format:values: .automatic)`, `AxisMarks(format:values: [Double])`, `AxisValueLabel(format: .percent)`, `.currency(code:)`, `.dateTime.month()`, `.number.precision(_:)`, `FloatingPointFormatStyle<Double>.Percent()` |
@MainActor
@Suite struct TextInputScreenTests {
    @Test func textInput() async {
        let render = await checkScreen(ControlsTextInputScreen(), height: 900)
        #expect(render.texts.contains("Weekly steps"))
        #expect(render.texts.contains("8,000"))
        #expect(render.texts.contains("25%"))
        #expect(render.texts.contains("Paste your token"))
        #expect(render.svg.contains("aria-description=\"Saves the chart settings\""))
    }

    @Test func axisFormats() async {
        let render = await checkScreen(ChartsAxisFormatsScreen(), height: 700)
        #expect(render.texts.contains("25%"))
        #expect(render.texts.contains("50%"))
        #expect(render.texts.contains { $0.contains("$") && $0.contains("1,000") })
        #expect(render.texts.contains("Feb"))
    }
}
