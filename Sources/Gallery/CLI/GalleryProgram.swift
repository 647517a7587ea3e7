import Foundation
import Backends
#if canImport(Glibc)
import Glibc
#endif

/// The `gallery` process: parse, dispatch, print, and run the interactive gallery when asked to.
///
/// The command runs as a main-actor task while the main thread serves the main queue in Foundation's run loop. An
/// `await` at the top level of `main.swift` would hand the main queue to `dispatch_main`, which ends the main thread
/// (`pthread_exit`) and serves the queue from a new one: a thread more to start and wake, and, in the static
/// executable the release build makes, an unwinding that first sorts every frame description of the binary (+35 ms).
public enum GalleryProgram {
    /// Runs the command line's command and exits with its status.
    @MainActor
    public static func main() -> Never {
        Task { @MainActor in await run(Array(CommandLine.arguments.dropFirst())) }
        RunLoop.main.run()
        exit(0)    // not reached: the run loop of the main thread always has the main queue to serve
    }

    @MainActor
    private static func run(_ arguments: [String]) async -> Never {
        let context = GalleryCLI.Context(
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            terminalSize: TerminalSize.query(fileDescriptor: STDOUT_FILENO))
        let cli = GalleryCLI(context: context)
        let result = await cli.run(arguments)
        FileDescriptorOutput.write(result.output, to: STDOUT_FILENO)
        FileDescriptorOutput.write(result.errors, to: STDERR_FILENO)
        if let appearance = result.runsInteractively {
            do {
                try await GalleryApp.run(demos: cli.demos, colorScheme: appearance.colorScheme,
                                         reduceMotion: appearance.reduceMotion,
                                         colorLevel: appearance.color == .auto ? nil : cli.colorLevel(appearance.color))
            } catch {
                FileDescriptorOutput.write("gallery: cannot run in this terminal: \(error)\n", to: STDERR_FILENO)
                exit(1)
            }
        }
        exit(result.status)
    }
}
