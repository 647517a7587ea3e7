import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `App`, `Scene`, `WindowGroup`, `Window`, `Settings`, `SceneBuilder`, scene modifiers and `scenePhase`: an app is
/// hosted as its first window scene's content, under the app's own state (`AppRootView`).
@MainActor
struct AppTests {
    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case .text(let t) = item.content, t.symbolShapes.isEmpty { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
    }

    @Observable final class Model {
        var units = 3
    }

    final class Store: ObservableObject {
        @Published var name = "store"
    }

    struct Counter: View {
        @Binding var count: Int
        @Environment(Model.self) private var model
        @EnvironmentObject private var store: Store
        var body: some View {
            VStack {
                Text("count \(count)")
                Text("units \(model.units)")
                Text(store.name)
                Text("add").onTapGesture { count += 1 }
                Text("more").onTapGesture { model.units += 1 }
            }
        }
    }

    struct CounterApp: App {
        @State private var count = 0
        @State private var model = Model()
        @StateObject private var store = Store()
        var body: some Scene {
            WindowGroup {
                Counter(count: $count)
            }
            .environment(model)
            .environmentObject(store)
        }
    }

    @Test func anAppShowsItsWindowGroupUnderItsOwnState() {
        let host = TestHost(AppRootView(CounterApp()), size: CGSize(width: 200, height: 300))
        #expect(Self.texts(host.render()) == ["count 0", "units 3", "store", "add", "more"])
        #expect(host.tap(label: "add"))
        #expect(host.tap(label: "add"))
        #expect(host.tap(label: "more"))
        // The app's @State kept its value across the body's runs, and the observed model updated the window.
        #expect(Self.texts(host.render()).prefix(2) == ["count 2", "units 4"])
    }

    struct SettingsFirstApp: App {
        var body: some Scene {
            Settings { Text("settings") }
            Window("Main", id: "main") { Text("main window") }
            WindowGroup { Text("second") }
        }
    }

    @Test func theFirstWindowSceneIsShownAndSettingsNever() {
        let host = TestHost(AppRootView(SettingsFirstApp()))
        #expect(Self.texts(host.render()) == ["main window"])
        let windows = _SceneWindows(SettingsFirstApp().body).windows
        #expect(windows.map(\.id) == [nil, "main", nil])
    }

    struct SwitchingApp: App {
        @State private var compact = false
        var body: some Scene {
            if compact {
                WindowGroup { Text("compact") }
            } else {
                WindowGroup { Text("full").onTapGesture { compact = true } }
            }
        }
    }

    @Test func aSceneBuilderChoosesAmongScenesAsTheAppsStateChanges() {
        let host = TestHost(AppRootView(SwitchingApp()))
        #expect(Self.texts(host.render()) == ["full"])
        #expect(host.tap(label: "full"))
        #expect(Self.texts(host.render()) == ["compact"])
    }

    struct Dashboard: Scene {
        let title: String
        var body: some Scene {
            WindowGroup(title) { Text("dashboard \(title)") }
                .environment(\.locale, Locale(identifier: "de_DE"))
        }
    }

    struct LocaleProbe: View {
        @Environment(\.locale) private var locale
        var body: some View { Text(locale.identifier) }
    }

    struct CustomSceneApp: App {
        var showsExtra = true
        var body: some Scene {
            Dashboard(title: "sales")
            if showsExtra {
                WindowGroup(id: "probe") { LocaleProbe() }
                    .environment(\.locale, Locale(identifier: "fr_FR"))
            }
        }
    }

    @Test func aCustomSceneAddsItsBodysWindowsAndModifiersReachEachWindow() {
        let windows = _SceneWindows(CustomSceneApp().body).windows
        #expect(windows.count == 2)
        #expect(windows.map(\.id) == [nil, "probe"])
        #expect(Self.texts(TestHost(AppRootView(CustomSceneApp())).render()) == ["dashboard sales"])
        #expect(Self.texts(TestHost(windows[1].content).render()) == ["fr_FR"])
    }

    final class Log { var phases: [ScenePhase] = [] }

    struct PhaseApp: App {
        static let log = Log()
        @Environment(\.scenePhase) private var scenePhase
        var body: some Scene {
            WindowGroup { Text("phase \(String(describing: scenePhase))") }
                .onChange(of: scenePhase) { _, phase in Self.log.phases.append(phase) }
        }
    }

    @Test func theScenePhaseIsActiveUntilTheHostMovesItToTheBackground() {
        let host = TestHost(AppRootView(PhaseApp()))
        #expect(Self.texts(host.render()) == ["phase active"])
        host.host.environment.scenePhase = .background
        #expect(Self.texts(host.render()) == ["phase background"])
        #expect(PhaseApp.log.phases == [.background])
    }

    struct EmptyApp: App {
        var body: some Scene { Settings { Text("only settings") } }
    }

    @Test func anAppWithoutAWindowSceneShowsNothing() {
        #expect(TestHost(AppRootView(EmptyApp())).render().items.isEmpty)
    }
}
