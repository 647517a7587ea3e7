// The gallery executable: parse, dispatch, print. Everything else lives in the catalogue, the CLI types and the
// library modules.
import Foundation
import Backends
#if canImport(Glibc)
import Glibc
#endif

let context = GalleryCLI.Context(
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
    stdinIsTerminal: isatty(STDIN_FILENO) == 1,
    terminalSize: TerminalSize.query(fileDescriptor: STDOUT_FILENO))
let cli = GalleryCLI(context: context)
let result = await cli.run(Array(CommandLine.arguments.dropFirst()))
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
