import Testing
@testable import Backends

/// A writer's bytes become the same `String` wherever its non-ASCII bytes are, whether checked (`string()`) or copied
/// as valid UTF-8 without a check (`validUTF8String()`, which the SVG and terminal writers use); a checked string
/// reads invalid bytes as U+FFFD.
@Suite struct ByteWriterStringTests {
    static let texts = [
        "", "a", "plain ASCII text, longer than a word or two", "…", "é", "…starts", "ends…", "mid…dle",
        "two … far … apart, with ASCII between and after them", "😀 emoji and 中文 and ascii", "ASCII for 16 bytes…",
        String(repeating: "x", count: 37) + "—" + String(repeating: "y", count: 41),
    ]

    static func writer(_ text: String) -> ByteWriter {
        var writer = ByteWriter(capacity: 4)
        writer.append(text)
        return writer
    }

    @Test(arguments: texts)
    func checkedStringReadsBackAsWritten(text: String) {
        let made = Self.writer(text).string()
        #expect(made == text)
        #expect(made.count == text.count)
        #expect(Array(made.utf8) == Array(text.utf8))
    }

    @Test(arguments: texts)
    func validUTF8StringReadsBackAsWritten(text: String) {
        let made = Self.writer(text).validUTF8String()
        #expect(made == text)
        #expect(made.count == text.count)
        #expect(made.unicodeScalars.elementsEqual(text.unicodeScalars))
        #expect(Array(made.utf8) == Array(text.utf8))
    }

    @Test func checkedStringRepairsInvalidBytes() {
        var writer = ByteWriter(capacity: 4)
        writer.append(UInt8(ascii: "a"))
        writer.append(0xFF)
        writer.append(UInt8(ascii: "b"))
        #expect(writer.string() == "a\u{FFFD}b")
    }
}
