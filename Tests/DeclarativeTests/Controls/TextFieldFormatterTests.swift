import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `TextField(_:value:formatter:)` shows a value through a Foundation formatter and writes what the formatter reads
/// back when the edit is submitted; text it cannot read leaves the value.
@Suite @MainActor struct TextFieldFormatterTests {
    func type(_ text: String, into host: TestHost) {
        for character in text { host.host.press(KeyPress(key: KeyEquivalent(character))) }
    }

    @Test func aNumberFormatterFieldWritesAnIntWhenSubmitted() {
        let rows = Box(3)
        let host = TestHost.control(Stateful(rows) { TextField("Rows", value: $0, formatter: NumberFormatter()) })
        #expect(host.texts.contains("3"))
        host.press(.tab)
        host.press(.delete)
        type("12", into: host)
        #expect(rows.value == 3)
        host.press(.return)
        #expect(rows.value == 12)
        host.press(.end)
        type("x", into: host)
        host.press(.return)
        #expect(rows.value == 12)
    }

    @Test func aDoubleTakesTheFormattersNumber() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let amount = Box(1.5)
        let host = TestHost.control(Stateful(amount) {
            TextField("Amount", value: $0, formatter: formatter, prompt: Text("0"))
        })
        #expect(host.texts.contains("1.5"))
        host.press(.tab)
        for _ in 0..<3 { host.press(.delete) }
        type("2,500.25", into: host)
        host.press(.return)
        #expect(amount.value == 2500.25)
    }
}
