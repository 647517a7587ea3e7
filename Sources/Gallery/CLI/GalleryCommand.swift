import Foundation
import Declarative

/// A parsed command line.
///
/// ```
/// gallery                              interactive (or, when stdout is not a terminal, the first demo as text)
/// gallery list                         one demo name per line
/// gallery show NAME [--at S] [--width C --height R] [--color always|never|auto] [--reduce-motion] [--dark]
/// gallery export DIR [--animated | --no-animated | --at S] [--reduce-motion] [--dark]
/// gallery --help
/// ```
enum GalleryCommand: Equatable {
    case interactive(Appearance)
    case list
    case show(ShowOptions)
    case export(ExportOptions)
    case help

    /// Light or dark, and reduced motion: shared by every command that draws.
    struct Appearance: Equatable {
        var colorScheme: ColorScheme = .dark
        var reduceMotion = false
        var color: ColorChoice = .auto
    }

    /// `--color`.
    enum ColorChoice: String, Equatable, CaseIterable {
        case always, never, auto
    }

    struct ShowOptions: Equatable {
        var name: String
        var time: Double?
        var columns: Int?
        var rows: Int?
        var appearance = Appearance(colorScheme: .light)
    }

    struct ExportOptions: Equatable {
        var directory: String
        var animated = true
        /// `--at`: write each demo's still at this time, its scenario's steps included, and no animated SVG.
        var time: Double?
        var appearance = Appearance(colorScheme: .light)
    }
}

/// A command line that cannot be run, with the message to print.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

extension GalleryCommand {
    /// Parses the arguments after the program name. `--flag=value` and `--flag value` are the same, and flags may
    /// come before or after the positional arguments.
    static func parse(_ arguments: [String]) throws(UsageError) -> GalleryCommand {
        var words = ArgumentWords(arguments)
        if words.flag("--help") || words.flag("-h") { return .help }
        var values: [String: String] = [:]
        for name in ["--at", "--width", "--height", "--color"] { values[name] = try words.value(name) }
        var flags: Set<String> = []
        for name in ["--reduce-motion", "--dark", "--light", "--animated", "--no-animated"] where words.flag(name) {
            flags.insert(name)
        }
        try words.rejectUnknownOptions()
        let positionals = words.remaining
        let command = positionals.first ?? ""
        let known = ["", "help", "list", "show", "export"]
        guard known.contains(command) else { throw UsageError("unknown command '\(command)'") }
        let allowed: Set<String> = switch command {
        case "": ["--color", "--reduce-motion", "--dark", "--light"]
        case "show": ["--at", "--width", "--height", "--color", "--reduce-motion", "--dark", "--light"]
        case "export": ["--at", "--animated", "--no-animated", "--reduce-motion", "--dark", "--light"]
        default: []
        }
        if let misplaced = Set(values.keys).union(flags).subtracting(allowed).sorted().first {
            throw UsageError("\(misplaced) does not apply to \(command.isEmpty ? "the interactive gallery" : "'\(command)'")")
        }
        var appearance = Appearance(colorScheme: command.isEmpty ? .dark : .light)
        if flags.contains("--reduce-motion") { appearance.reduceMotion = true }
        if flags.contains("--dark") { appearance.colorScheme = .dark }
        if flags.contains("--light") { appearance.colorScheme = .light }
        if let color = values["--color"] {
            guard let choice = ColorChoice(rawValue: color) else {
                throw UsageError("--color takes always, never or auto, not '\(color)'")
            }
            appearance.color = choice
        }
        func expect(_ count: Int, _ missing: String) throws(UsageError) {
            if positionals.count < count { throw UsageError(missing) }
            if positionals.count > count { throw UsageError("unexpected argument '\(positionals[count])'") }
        }
        switch command {
        case "help":
            try expect(1, "")
            return .help
        case "list":
            try expect(1, "")
            return .list
        case "show":
            try expect(2, "show needs a demo name (see 'gallery list')")
            var options = ShowOptions(name: positionals[1], appearance: appearance)
            options.time = try values["--at"].map { s throws(UsageError) in try seconds(s) }
            options.columns = try values["--width"].map { s throws(UsageError) in try count(s, "--width") }
            options.rows = try values["--height"].map { s throws(UsageError) in try count(s, "--height") }
            return .show(options)
        case "export":
            try expect(2, "export needs a directory to write to")
            if flags.contains("--animated") && flags.contains("--no-animated") {
                throw UsageError("--animated and --no-animated contradict each other")
            }
            let time = try values["--at"].map { s throws(UsageError) in try seconds(s) }
            if time != nil && flags.contains("--animated") { throw UsageError("--at writes still SVGs only; drop --animated") }
            return .export(ExportOptions(directory: positionals[1], animated: time == nil && !flags.contains("--no-animated"),
                                         time: time, appearance: appearance))
        default:
            return .interactive(appearance)
        }
    }

    private static func seconds(_ s: String) throws(UsageError) -> Double {
        guard let v = Double(s), v.isFinite, v >= 0 else { throw UsageError("--at takes seconds ≥ 0, not '\(s)'") }
        return v
    }

    private static func count(_ s: String, _ flag: String) throws(UsageError) -> Int {
        guard let v = Int(s), v > 0, v <= 1000 else {
            throw UsageError("\(flag) takes a number of cells from 1 to 1000, not '\(s)'")
        }
        return v
    }
}

/// The words of a command line, consumed as options are recognised; what is left are the positional arguments.
private struct ArgumentWords {
    private var words: [String]

    init(_ arguments: [String]) {
        words = arguments.flatMap { word -> [String] in
            guard word.hasPrefix("--"), let eq = word.firstIndex(of: "=") else { return [word] }
            return [String(word[..<eq]), String(word[word.index(after: eq)...])]
        }
    }

    /// The words left.
    var remaining: [String] { words }

    /// Removes a boolean flag; returns whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let i = words.firstIndex(of: name) else { return false }
        words.remove(at: i)
        return true
    }

    /// Removes a flag and its value.
    mutating func value(_ name: String) throws(UsageError) -> String? {
        guard let i = words.firstIndex(of: name) else { return nil }
        guard i + 1 < words.count, !words[i + 1].hasPrefix("--") else { throw UsageError("\(name) needs a value") }
        let v = words[i + 1]
        words.removeSubrange(i...(i + 1))
        return v
    }

    /// Throws for the first word that looks like an option but is not one.
    func rejectUnknownOptions() throws(UsageError) {
        if let option = words.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError("unknown option '\(option)'")
        }
    }
}
