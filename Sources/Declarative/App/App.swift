import Foundation

/// An app, as SwiftUI's `App`: its `body` lists its scenes, and `@main` runs it.
///
/// ```swift
/// @main
/// struct SalesApp: App {
///     @State private var model = SalesModel()
///     var body: some Scene {
///         WindowGroup { ContentView().environment(model) }
///     }
/// }
/// ```
///
/// The app's first window scene fills the terminal until the user quits (`q` or Ctrl-C); piped to a file, the
/// app prints that window's final frame as text. The app's own `@State`, `@StateObject` and `@Environment`
/// properties work as a view's do, and its body runs again when they change.
///
/// The terminal is the `Backends` module's, which depends on this one, so `main()` finds it by name when the
/// program runs (see `AppLauncher`): link `Backends` into the executable (`dependencies: ["Declarative",
/// "Backends"]`); the app's files need not import it.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the body of this app.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates the app; `main()` calls it once.
    @MainActor @preconcurrency init()
}

extension App {
    /// Runs the app in the terminal until the user quits, as `@main` does. Exits with status 1, saying why, when
    /// the executable does not link the `Backends` module.
    @MainActor
    public static func main() async {
        guard let launcher = AppLaunch.terminalLauncher else {
            let message = AppLaunch.missingLauncherMessage
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            exit(1)
        }
        await launcher.launch(Self.self)
    }
}

/// Runs an app: the terminal's launcher in `Backends` conforms. Not for use outside the framework.
@MainActor
public protocol AppLauncher {
    /// Runs `app` until the user quits.
    static func launch<A: App>(_ app: A.Type) async
}

/// How `App.main()` finds the terminal's launcher, which lives in a module that depends on this one.
package enum AppLaunch {
    /// The launcher's mangled type name: `Backends.TerminalAppLauncher`, an enum (a test checks it).
    package static let terminalLauncherName = "8Backends19TerminalAppLauncherO"

    /// The terminal's launcher, when the executable links `Backends`.
    package static var terminalLauncher: (any AppLauncher.Type)? {
        _typeByName(terminalLauncherName) as? any AppLauncher.Type
    }

    static var missingLauncherMessage: String {
        "An App runs in the terminal through the Backends module: add \"Backends\" to the executable's dependencies.\n"
    }
}

/// An app as a view: its first window scene's content, under the app's own state. `main()`'s launcher hosts it, and
/// tests host it like any view.
///
/// The app's dynamic properties (`@State`, `@StateObject`, `@Environment`) are bound to this view's node, so they
/// live as long as the app runs and re-evaluate the app's body when they change.
public struct AppRootView<A: App>: View {
    let app: A

    /// Hosts `app`.
    public init(_ app: A) { self.app = app }

    /// The app's first window scene's content (nothing when it declares none).
    public var body: some View {
        _SceneWindows(app.body).primary?.content ?? AnyView(EmptyView())
    }
}
