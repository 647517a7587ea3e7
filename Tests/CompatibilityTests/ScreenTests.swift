import Testing
import Declarative
import TestTools

/// Each screen of `Screens/` compiles (in Swift 5 mode) and renders once to both backends without a diagnostic.
/// Add one `@Test` per screen, named after the screen.
@MainActor
@Suite struct ScreenTests {
    @Test func seedIdioms() async { await checkScreen(SeedIdiomsScreen()) }
}
