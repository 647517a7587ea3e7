import Testing
@testable import Gallery

/// The command line, word by word.
@Suite struct CLIParsingTests {
    func parse(_ line: String) throws -> GalleryCommand {
        try GalleryCommand.parse(line.split(separator: " ").map(String.init))
    }

    func error(_ line: String) -> String? {
        do {
            _ = try parse(line)
            return nil
        } catch let e as UsageError {
            return e.description
        } catch {
            return "\(error)"
        }
    }

    @Test func noArgumentsIsTheInteractiveGalleryInDark() throws {
        #expect(try GalleryCommand.parse([]) == .interactive(.init(colorScheme: .dark)))
        #expect(try parse("--light --reduce-motion") == .interactive(.init(colorScheme: .light, reduceMotion: true)))
    }

    @Test func helpAndList() throws {
        #expect(try parse("--help") == .help)
        #expect(try parse("-h") == .help)
        #expect(try parse("help") == .help)
        #expect(try parse("show x --help") == .help)
        #expect(try parse("list") == .list)
    }

    @Test func showTakesANameAndOptionsInAnyOrder() throws {
        var expected = GalleryCommand.ShowOptions(name: "expenses")
        expected.time = 1.5
        expected.columns = 60
        expected.rows = 20
        expected.appearance.color = .never
        expected.appearance.reduceMotion = true
        #expect(try parse("show expenses --at 1.5 --width 60 --height 20 --color never --reduce-motion") == .show(expected))
        #expect(try parse("show --at=1.5 --width=60 --height 20 --color=never --reduce-motion expenses") == .show(expected))
    }

    @Test func showDefaultsToLightAndAutoColour() throws {
        #expect(try parse("show donut") == .show(.init(name: "donut")))
        #expect(try parse("show donut --dark") == .show(.init(name: "donut", appearance: .init(colorScheme: .dark))))
    }

    @Test func exportIsAnimatedUnlessToldNot() throws {
        #expect(try parse("export out") == .export(.init(directory: "out")))
        #expect(try parse("export out --animated") == .export(.init(directory: "out")))
        #expect(try parse("export out --no-animated --reduce-motion")
            == .export(.init(directory: "out", animated: false, appearance: .init(colorScheme: .light, reduceMotion: true))))
        #expect(try parse("export out --at 2.5") == .export(.init(directory: "out", animated: false, time: 2.5)))
    }

    @Test func mistakesSayWhatIsWrong() {
        #expect(error("frobnicate") == "unknown command 'frobnicate'")
        #expect(error("list --bogus") == "unknown option '--bogus'")
        #expect(error("list extra") == "unexpected argument 'extra'")
        #expect(error("show") == "show needs a demo name (see 'gallery list')")
        #expect(error("show a b") == "unexpected argument 'b'")
        #expect(error("show a --at") == "--at needs a value")
        #expect(error("show a --at -1") == "--at takes seconds ≥ 0, not '-1'")
        #expect(error("show a --at soon") == "--at takes seconds ≥ 0, not 'soon'")
        #expect(error("show a --width 0") == "--width takes a number of cells from 1 to 1000, not '0'")
        #expect(error("show a --color sometimes") == "--color takes always, never or auto, not 'sometimes'")
        #expect(error("export") == "export needs a directory to write to")
        #expect(error("export d --at 1 --animated") == "--at writes still SVGs only; drop --animated")
        #expect(error("list --dark") == "--dark does not apply to 'list'")
        #expect(error("export d --animated --no-animated") == "--animated and --no-animated contradict each other")
    }
}
