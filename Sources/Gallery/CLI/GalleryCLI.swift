import Foundation
import Declarative
import Backends

/// Runs a command line: parsing, then dispatch. Output is collected, so tests call it in-process.
///
/// ```swift
/// let result = await GalleryCLI(context: .init(environment: [:], stdoutIsTerminal: false)).run(["list"])
/// result.status   // 0
/// result.output   // "workouts\nexpenses\n…"
/// ```
///
/// The interactive gallery is the one command that does not return output: `main.swift` runs it on the terminal
/// when ``Result/runsInteractively`` is set.
@MainActor
struct GalleryCLI {
    /// What the process found around it.
    struct Context {
        var environment: [String: String] = ProcessInfo.processInfo.environment
        var stdoutIsTerminal = false
        var stdinIsTerminal = false
        /// The terminal's size, when stdout is one.
        var terminalSize: TerminalSize?
    }

    /// What a command printed and how it ended.
    struct Result: Equatable {
        var status: Int32 = 0
        var output = ""
        var errors = ""
        /// Set for the interactive command in a terminal: main runs the live gallery with this appearance.
        var runsInteractively: GalleryCommand.Appearance?
    }

    var context = Context()
    var demos = DemoCatalogue.all

    static let usage = """
        gallery: charts drawn by Declarative, live in the terminal or as SVG.

        USAGE
          gallery                      the interactive gallery (when stdout is not a terminal: the first demo as text)
          gallery list                 the names of the demos, one per line
          gallery show NAME            one frame of a demo, printed
              --at SECONDS             the frame at this time after it appears (default: once it is still)
              --width COLS --height ROWS   the size in cells (default: the terminal's, or 80 × 24)
              --color always|never|auto    colour codes (default auto: only on a colour terminal)
          gallery export DIR           writes NAME.svg, NAME.animated.svg and index.html for every demo
              --no-animated            skip the animated SVGs (--animated, the default, writes them)
              --at SECONDS             NAME.svg at this time of the animated export, its taps and keys included
              --select VALUE           what demos with a selection show selected (selection: a day, 2026-01-14)
          gallery --help               this text

        COMMON OPTIONS
          --reduce-motion              views skip their animations (accessibilityReduceMotion)
          --dark | --light             the colour scheme (interactive: dark; show and export: light)

        KEYS (interactive)
          ↑ ↓ ← → Tab   move between demos       Enter Space   replay, or change the data
          r   replay    m   reduce motion         t   light / dark        q  Ctrl-C   quit
          s   show or hide the list of demos (hidden at first below 70 columns, where ↑ ↓ still choose)
          click a name to choose it; click the demo where it takes taps (e.g. a month of the expenses chart)

        """

    /// Parses and runs `arguments` (without the program name).
    func run(_ arguments: [String]) async -> Result {
        let command: GalleryCommand
        do {
            command = try GalleryCommand.parse(arguments)
        } catch {
            return Result(status: 2, errors: "gallery: \(error.description)\nRun 'gallery --help' for usage.\n")
        }
        return await run(command)
    }

    /// Runs a parsed command.
    func run(_ command: GalleryCommand) async -> Result {
        switch command {
        case .help:
            return Result(output: Self.usage)
        case .list:
            return Result(output: demos.map { $0.name + "\n" }.joined())
        case .interactive(let appearance):
            if context.stdoutIsTerminal && context.stdinIsTerminal {
                return Result(runsInteractively: appearance)
            }
            guard let first = demos.first else { return Result() }
            var show = GalleryCommand.ShowOptions(name: first.name, appearance: appearance)
            show.appearance.color = .never
            return await self.show(show)
        case .show(let options):
            return await show(options)
        case .export(let options):
            return await ExportCommand(demos: demos).run(options)
        }
    }

    private func show(_ options: GalleryCommand.ShowOptions) async -> Result {
        guard let demo = demos.first(where: { $0.name == options.name }) else {
            return Result(status: 1, errors: "gallery: no demo named '\(options.name)'. Run 'gallery list' to see the names.\n")
        }
        let size = context.terminalSize ?? TerminalSize.fallback(environment: [:])
        let art = await TerminalSnapshot.render(demo.view, columns: options.columns ?? size.columns,
                                                rows: options.rows ?? size.rows,
                                                at: options.time ?? demo.stillTime,
                                                colorLevel: colorLevel(options.appearance.color),
                                                colorScheme: options.appearance.colorScheme,
                                                reduceMotion: options.appearance.reduceMotion)
        return Result(output: art + "\n")
    }

    /// The colour level for `--color`.
    func colorLevel(_ choice: GalleryCommand.ColorChoice) -> ColorLevel {
        switch choice {
        case .never: return .none
        case .auto: return ColorLevel.detect(environment: context.environment, isTTY: context.stdoutIsTerminal)
        case .always:
            var environment = context.environment
            environment["NO_COLOR"] = nil
            return max(ColorLevel.detect(environment: environment, isTTY: true), .ansi16)
        }
    }
}
