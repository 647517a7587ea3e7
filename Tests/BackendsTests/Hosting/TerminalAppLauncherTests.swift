import Testing
import Foundation
@testable import Backends
import Declarative

/// `App.main()` runs an app through `TerminalAppLauncher`, which it finds by name; piped, the launcher prints the
/// app's final frame, and on quitting it moves the scene to the background.
@MainActor
struct TerminalAppLauncherTests {
    @Test func appMainFindsTheTerminalLauncherByItsName() {
        // The name App.main() looks up is this type's: renaming one without the other would break every @main app.
        #expect(AppLaunch.terminalLauncher == TerminalAppLauncher.self)
        #expect(_typeName(TerminalAppLauncher.self, qualified: true) == "Backends.TerminalAppLauncher")
    }

    final class Saved { var phases: [ScenePhase] = [] }

    struct ReportApp: App {
        static let saved = Saved()
        @Environment(\.scenePhase) private var scenePhase
        var body: some Scene {
            WindowGroup {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Quarterly report")
                    Text("units 42")
                }
            }
            .onChange(of: scenePhase) { _, phase in Self.saved.phases.append(phase) }
        }
    }

    @Test func withoutATerminalTheAppsFinalFrameIsPrintedAsText() async {
        let text = await TerminalAppLauncher.snapshot(of: AppRootView(ReportApp()), size: TerminalSize(columns: 30, rows: 4))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Quarterly report"))
        #expect(lines.contains("units 42"))
        #expect(text.hasSuffix("\n"))
        #expect(!text.contains("\u{1B}"))       // plain text, for a pipe
    }

    @Test func leavingMovesTheSceneToTheBackgroundSoTheAppCanSave() {
        let host = ViewHost(rootView: AppRootView(ReportApp()), size: CGSize(width: 240, height: 64))
        _ = host.render()
        #expect(ReportApp.saved.phases.isEmpty)
        TerminalAppLauncher.leave(host)
        #expect(ReportApp.saved.phases == [.background])
    }
}
