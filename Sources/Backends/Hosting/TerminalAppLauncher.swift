import Declarative
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs an `App` in the terminal: what `App.main()` (and so `@main`) does when the executable links this module.
///
/// On a terminal, the app's first window scene fills the screen until the user quits (`q`, Ctrl-C, or the end of
/// input), and the scene's phase becomes `.background` on the way out, so that `onChange(of: scenePhase)` can
/// save. Piped or redirected, it prints that window's final frame as plain text, at the terminal's size when stdout
/// is one and 80 × 24 otherwise, as `gallery` does.
///
/// `App.main()` finds this type by its name at run time (the framework cannot import the module that hosts it), so
/// an app's files need not import `Backends`. Call it directly to run an app without `@main`:
///
/// ```swift
/// await TerminalAppLauncher.launch(SalesApp.self)
/// ```
public enum TerminalAppLauncher: AppLauncher {
    /// Runs `app` until the user quits, or prints its final frame when there is no terminal to take over.
    public static func launch<A: App>(_ app: A.Type) async {
        let root = AppRootView(A())
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            let size = TerminalSize.query(fileDescriptor: STDOUT_FILENO) ?? TerminalSize(columns: 80, rows: 24)
            FileDescriptorOutput.write(await snapshot(of: root, size: size), to: STDOUT_FILENO)
            return
        }
        let host = TerminalHost(rootView: root)
        do {
            try await host.run()
        } catch {
            FileDescriptorOutput.write("\(A.self): \(error)\n", to: STDERR_FILENO)
            exit(1)
        }
        leave(host.viewHost)
    }

    /// The final frame of an app's window as plain text, one line per row and a newline after each.
    static func snapshot<A: App>(of root: AppRootView<A>, size: TerminalSize) async -> String {
        let text = await TerminalSnapshot.render(root, columns: size.columns, rows: size.rows)
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Moves the app's scene to the background and lets its views answer (their `onChange(of: scenePhase)`).
    static func leave(_ host: ViewHost) {
        host.environment.scenePhase = .background
        _ = host.render()
    }
}
