/// Makes untrusted text safe to put on a terminal (C0/C1 controls per ECMA-48, bidi controls per
/// Unicode's UAX #9 and CVE-2021-42574).
///
/// Labels and series names come from users and data. An `ESC` in them would start a control sequence: `ESC [ 2 J`
/// erases the screen, `ESC ] 52 ; c ; … BEL` writes the clipboard, `ESC [ 6 n` makes the terminal type a reply
/// into our input. So every C0 control, DEL and C1 control becomes U+FFFD (visible, one cell, harmless), as do
/// the bidi overrides and isolates that reorder what is shown (Trojan Source). A tab becomes a space, and line and
/// paragraph separators become spaces; layout has already split lines.
///
/// ```
/// "ok\u{1B}]52;c;ZXZpbA==\u{07}" → "ok�]52;c;ZXZpbA==�"
/// ```
public enum TextSanitizer {
    /// The replacement for a control character.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Whether a scalar must not reach the terminal as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Whether `text` is already safe, so that the common case allocates nothing.
    public static func isSafe(_ text: some StringProtocol) -> Bool {
        !text.unicodeScalars.contains(where: isUnsafe)
    }

    /// The text with tabs and separators turned into spaces and every other control character replaced.
    public static func sanitize(_ text: String) -> String {
        if isSafe(text) { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x2028, 0x2029: out.append(" ")
            default: out.append(isUnsafe(scalar) ? replacement : scalar)
            }
        }
        return String(out)
    }
}
