import Testing
import Declarative

/// Screens compiled in Swift 6 language mode, with strict concurrency: the same code must compile there too.
@MainActor
@Suite struct Swift6ScreenTests {
    @Test func seedIdioms() async { await checkScreen(Swift6SeedIdiomsScreen()) }
    @Test func waveShape() async { await checkScreen(Swift6WaveShapeScreen()) }
    @Test func observableModel() async { await checkScreen(Swift6ObservableModelScreen()) }
}
