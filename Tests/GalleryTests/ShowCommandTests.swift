import Testing
@testable import Gallery

/// `gallery show NAME`: one frame of a demo as text.
@Suite @MainActor struct ShowCommandTests {
    let plain = GalleryCLI(context: .init(environment: ["TERM": "xterm-256color"]))

    @Test func showPrintsTheFinalFrameAtTheGivenSize() async {
        let result = await plain.run(["show", "workouts", "--width", "60", "--height", "20"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 20)
        #expect(lines.allSatisfy { $0.count <= 60 })
        #expect(result.output.contains("Workouts"))
        #expect(result.output.contains("This week"))
        #expect(result.output.contains("30"))          // the tallest bar's value label
    }

    @Test func showAtTimeZeroHasNoBarsYet() async {
        let start = await plain.run(["show", "workouts", "--width", "60", "--height", "20", "--at", "0"])
        let end = await plain.run(["show", "workouts", "--width", "60", "--height", "20"])
        #expect(!start.output.contains("██"))
        #expect(end.output.contains("██"))
    }

    @Test func reduceMotionShowsTheFinalStateAtOnce() async {
        let result = await plain.run(["show", "workouts", "--width", "60", "--height", "20", "--at", "0", "--reduce-motion"])
        #expect(result.output.contains("██"))
    }

    @Test func colourFollowsTheFlag() async {
        let always = await plain.run(["show", "equalizer", "--width", "30", "--height", "8", "--color", "always"])
        let never = await plain.run(["show", "equalizer", "--width", "30", "--height", "8", "--color", "never"])
        let auto = await plain.run(["show", "equalizer", "--width", "30", "--height", "8"])   // stdout is not a terminal
        #expect(always.output.contains("\u{1B}["))
        #expect(!never.output.contains("\u{1B}"))
        #expect(!auto.output.contains("\u{1B}"))
    }

    @Test func noColorWinsOverAutoButNotOverAlways() async {
        var context = GalleryCLI.Context(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        context.stdoutIsTerminal = true
        let auto = await GalleryCLI(context: context).run(["show", "equalizer", "--width", "30", "--height", "8"])
        let always = await GalleryCLI(context: context).run(["show", "equalizer", "--width", "30", "--height", "8", "--color", "always"])
        #expect(!auto.output.contains("\u{1B}"))
        #expect(always.output.contains("\u{1B}["))
    }

    @Test func unknownDemoIsAnErrorThatPointsToList() async {
        let result = await plain.run(["show", "nope"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors == "gallery: no demo named 'nope'. Run 'gallery list' to see the names.\n")
    }

    @Test func everyDemoShowsSomething() async {
        for demo in DemoCatalogue.all {
            let result = await plain.run(["show", demo.name, "--width", "80", "--height", "30"])
            #expect(result.status == 0, "\(demo.name)")
            #expect(result.output.contains { !$0.isWhitespace }, "\(demo.name) is blank")
        }
    }
}
