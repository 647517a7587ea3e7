import Declarative
import Backends

/// The live gallery in the terminal: a `TerminalHost` with the gallery view and two host commands.
@MainActor
enum GalleryApp {
    /// Runs until q or Ctrl-C. Throws if the terminal cannot be taken over.
    static func run(demos: [Demo], colorScheme: ColorScheme, reduceMotion: Bool, colorLevel: ColorLevel?) async throws {
        let host = TerminalHost(rootView: GalleryView(demos: demos),
                                options: .init(colorScheme: colorScheme, reduceMotion: reduceMotion, colorLevel: colorLevel,
                                              chartDataKey: "d"))
        host.command("m") { $0.reduceMotion.toggle() }
            .command("t") { $0.colorScheme = $0.colorScheme == .dark ? .light : .dark }
        try await host.run()
    }
}
