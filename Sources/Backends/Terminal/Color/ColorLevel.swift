/// How many colours the terminal can show, from none to 24-bit.
///
/// ``detect(environment:isTTY:)`` decides from the environment alone, in the order of the no-color.org, FORCE_COLOR
/// (supports-color) and CLICOLOR (bixense.com/clicolors) conventions, so that it
/// is a pure function a test can drive with a dictionary:
///
/// | # | condition                                      | level        |
/// |---|------------------------------------------------|--------------|
/// | 1 | `NO_COLOR` set and not empty                   | `.none`      |
/// | 2 | `FORCE_COLOR` = 0 / 1 / 2 / 3                  | none/16/256/true |
/// | 3 | `CLICOLOR_FORCE` set and ≠ 0                   | as if a tty  |
/// | 4 | output is not a tty                            | `.none`      |
/// | 5 | `TERM` unset or `dumb`                         | `.none`      |
/// | 6 | `COLORTERM` = `truecolor` or `24bit`           | `.trueColor` |
/// | 7 | `TERM` ends in `-256color`                     | `.ansi256`   |
/// | 8 | anything else (`xterm`, `linux`, `screen`…)    | `.ansi16`    |
public enum ColorLevel: Int, Comparable, CaseIterable, Hashable, Sendable {
    /// No colour at all (attributes such as bold and inverse still apply).
    case none
    /// The 16 theme colours (SGR 30–37, 90–97).
    case ansi16
    /// The 256-colour palette: 16 theme colours, a 6×6×6 cube and a 24-step grey ramp (SGR 38;5;n).
    case ansi256
    /// 24-bit colour (SGR 38;2;r;g;b).
    case trueColor

    public static func < (a: ColorLevel, b: ColorLevel) -> Bool { a.rawValue < b.rawValue }

    /// The colour level for an environment and whether standard output is a terminal.
    public static func detect(environment env: [String: String], isTTY: Bool) -> ColorLevel {
        if let noColor = env["NO_COLOR"], !noColor.isEmpty { return .none }
        switch env["FORCE_COLOR"] {
        case "0"?: return .none
        case "1"?: return .ansi16
        case "2"?: return .ansi256
        case "3"?: return .trueColor
        default: break
        }
        let forced = env["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
        if !isTTY && !forced { return .none }
        let term = env["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return forced ? .ansi16 : .none }
        if let colorTerm = env["COLORTERM"], colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.hasSuffix("-256color") { return .ansi256 }
        return .ansi16
    }
}
