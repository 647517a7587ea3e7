#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of a terminal in cells.
public struct TerminalSize: Hashable, Sendable {
    /// The number of columns.
    public var columns: Int
    /// The number of rows.
    public var rows: Int

    /// Creates a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size a terminal reports for a file descriptor (`ioctl TIOCGWINSZ`), or nil if it is not a terminal or
    /// reports 0 × 0 (as a pty under `script` with no size set does).
    public static func query(fileDescriptor fd: Int32) -> TerminalSize? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(ws.ws_col), rows: Int(ws.ws_row))
    }

    /// The size from `COLUMNS` and `LINES`, then 80 × 24: what to use when the terminal cannot say, as notcurses and crossterm do.
    public static func fallback(environment: [String: String]) -> TerminalSize {
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
        let rows = environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 24
        return TerminalSize(columns: columns, rows: rows)
    }

    /// The size of the terminal on `fd`, falling back to the environment and then 80 × 24.
    public static func current(fileDescriptor fd: Int32, environment: [String: String]) -> TerminalSize {
        query(fileDescriptor: fd) ?? fallback(environment: environment)
    }
}
