import Foundation

/// What a terminal can draw beyond what every terminal draws (the Block Elements and Braille Patterns).
///
/// Only sextants so far: the 2 × 3 blocks of Unicode 13's Symbols for Legacy Computing (U+1FB00–U+1FB3B). Terminals
/// that draw block glyphs themselves (kitty, foot, WezTerm, VTE from 0.64) show them; elsewhere they need a font
/// that has them, and most do not, so they are off unless the terminal is known or the user says so.
/// ``detect(environment:)`` is a pure function of the environment:
///
/// | # | condition                                        | sextants |
/// |---|--------------------------------------------------|----------|
/// | 1 | `DECLARATIVE_SEXTANTS` = `1` / `0`               | on / off |
/// | 2 | `TERM` = `xterm-kitty` or `foot`, or `TERM_PROGRAM` = `WezTerm` | on |
/// | 3 | `VTE_VERSION` ≥ 6400 (GNOME Terminal, xfce4-terminal, Tilix…)  | on |
/// | 4 | anything else                                    | off      |
public struct TerminalCapabilities: Hashable, Sendable {
    /// Whether the terminal draws the sextant glyphs (U+1FB00–U+1FB3B).
    public var sextants: Bool

    /// Capabilities; none beyond the common glyphs by default.
    public init(sextants: Bool = false) {
        self.sextants = sextants
    }

    /// The glyphs every terminal draws.
    public static let standard = TerminalCapabilities()

    /// The capabilities this process's environment declares, read once, when first asked: reading the environment
    /// copies all of it into a dictionary, which cost a new pipeline a sixth of a small frame.
    public static let ofProcess = detect(environment: ProcessInfo.processInfo.environment)

    /// The capabilities an environment declares (see the table above).
    public static func detect(environment env: [String: String]) -> TerminalCapabilities {
        switch env["DECLARATIVE_SEXTANTS"] {
        case "1"?: return TerminalCapabilities(sextants: true)
        case "0"?: return .standard
        default: break
        }
        let term = env["TERM"] ?? ""
        if term == "xterm-kitty" || term == "foot" || env["TERM_PROGRAM"] == "WezTerm" {
            return TerminalCapabilities(sextants: true)
        }
        if let vte = env["VTE_VERSION"].flatMap({ Int($0) }), vte >= 6400 { return TerminalCapabilities(sextants: true) }
        return .standard
    }
}
