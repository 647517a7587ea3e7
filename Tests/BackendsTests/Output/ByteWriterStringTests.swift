import Testing
@testable import Backends

/// A writer's bytes become the same `String` wherever its non-ASCII bytes are: the text is made of an ASCII run, the
/// span through the last non-ASCII byte and an ASCII run (see `ByteWriter.string`), across a head and a body too.
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
    func oneBufferReadsBackAsWritten(text: String) {
        let made = Self.writer(text).string()
        #expect(made == text)
        #expect(made.count == text.count)
        #expect(Array(made.utf8) == Array(text.utf8))
    }

    @Test(arguments: texts, texts)
    func headAndBodyReadBackAsWritten(head: String, body: String) {
        let made = Self.writer(body).string(after: Self.writer(head))
        #expect(made == head + body)
        #expect(made.unicodeScalars.count == (head + body).unicodeScalars.count)
    }
}
