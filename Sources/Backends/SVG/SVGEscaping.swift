/// Makes arbitrary strings safe as XML text nodes and attribute values.
///
/// Every label, title and line of text that reaches the SVG passes through here, so markup in user data
/// (`<script>`, `"><g onload=…`) is inert text:
///
/// ```
///   &  → &amp;     <  → &lt;     >  → &gt;     "  → &quot;     '  → &apos;
///   tab, LF, CR        → a space (XML would fold them anyway; keeps words apart)
///   other C0/C1 controls, DEL, U+FFFE, U+FFFF → removed (not XML characters, or invisible)
/// ```
public enum SVGEscaping {
    /// The string escaped for use between tags or inside a double- or single-quoted attribute.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += " "
            default:
                if isAllowed(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Whether a scalar may appear in the output: an XML 1.0 `Char` that is not a control character.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    /// A string reduced to the characters safe in an XML id and a CSS identifier: ASCII letters, digits,
    /// `-` and `_`.
    static func identifier(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }))
    }
}
