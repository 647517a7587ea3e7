import Testing
@testable import Gallery

/// `gallery list`, `gallery --help`, and what a bad command line prints.
@Suite @MainActor struct ListAndHelpCommandTests {
    @Test func listPrintsOneNamePerLine() async {
        let result = await GalleryCLI().run(["list"])
        #expect(result.status == 0)
        #expect(result.output == DemoCatalogue.all.map { $0.name + "\n" }.joined())
        #expect(result.output.split(separator: "\n").contains("expenses"))
        #expect(result.errors.isEmpty)
    }

    @Test func helpDescribesEveryCommandAndKey() async {
        let result = await GalleryCLI().run(["--help"])
        #expect(result.status == 0)
        for word in ["gallery list", "gallery show NAME", "gallery export DIR", "--at SECONDS", "--width COLS",
                     "--color always|never|auto", "--reduce-motion", "--no-animated", "q  Ctrl-C"] {
            #expect(result.output.contains(word), "\(word)")
        }
    }

    @Test func usageErrorsExitWithTwoAndPointToHelp() async {
        let result = await GalleryCLI().run(["--bogus"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == "gallery: unknown option '--bogus'\nRun 'gallery --help' for usage.\n")
    }

    @Test func interactiveInATerminalIsLeftToMain() async {
        var context = GalleryCLI.Context(environment: [:])
        context.stdinIsTerminal = true
        context.stdoutIsTerminal = true
        let result = await GalleryCLI(context: context).run(["--reduce-motion"])
        #expect(result.runsInteractively == .init(colorScheme: .dark, reduceMotion: true))
        #expect(result.output.isEmpty)
    }

    @Test func withoutATerminalTheFirstDemoIsPrintedAsPlainText() async {
        let result = await GalleryCLI(context: .init(environment: ["TERM": "xterm-256color"])).run([])
        #expect(result.status == 0)
        #expect(result.runsInteractively == nil)
        #expect(result.output.contains("Workouts"))
        #expect(result.output.contains("█"))
        #expect(!result.output.contains("\u{1B}"))
    }
}
