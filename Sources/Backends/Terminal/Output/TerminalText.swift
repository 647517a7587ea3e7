/// A terminal frame's bytes as a `String`, without validating them again.
///
/// `String(decoding:as:)` checks every byte of its input, and a frame mixes ASCII escape sequences with three-byte
/// block glyphs, so the check takes the standard library's slow path: about 9 instructions a byte, a third of writing
/// the text (69 k of a 12-bar frame's 207 k). The writers that call this know their bytes are valid UTF-8 by how they
/// were made — ASCII literals and digits, and each cell's glyph encoded from a `Unicode.Scalar` (never a surrogate) or
/// copied from a `String` (see `Glyph.appendUTF8(to:)`) — so the bytes are copied into the string as they are
/// (`ByteWriter.validUTF8String()`; debug builds still check them).
extension ByteWriter {
    /// The bytes written, which must be valid UTF-8, as a `String` (see above).
    func terminalText() -> String {
        validUTF8String()
    }
}
