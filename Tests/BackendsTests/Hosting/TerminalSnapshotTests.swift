import Testing
import Declarative
import Backends

/// One frame of a view as text, on a virtual clock.
@Suite @MainActor struct TerminalSnapshotTests {
    @Test func finalFrameShowsTheFinishedAnimation() async {
        let art = await TerminalSnapshot.render(HostingFixture.GrowingBar(), columns: 10, rows: 2)
        #expect(art == """
            ██████████
            ██████████
            """)
    }

    @Test func frameAtATimeShowsTheAnimationMidway() async {
        let art = await TerminalSnapshot.render(HostingFixture.GrowingBar(), columns: 10, rows: 2, at: 0.25)
        #expect(art == """

            ██████████
            """)
    }

    @Test func reduceMotionIsPassedToTheView() async {
        struct MotionLabel: View {
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            var body: some View { Text(reduceMotion ? "still" : "moving") }
        }
        let still = await TerminalSnapshot.render(MotionLabel(), columns: 10, rows: 1, reduceMotion: true)
        let moving = await TerminalSnapshot.render(MotionLabel(), columns: 10, rows: 1)
        #expect(still.contains("still"))
        #expect(moving.contains("moving"))
    }

    @Test func tasksAreSettledBeforeTheFrame() async {
        let art = await TerminalSnapshot.render(HostingFixture.DelayedText(), columns: 10, rows: 1)
        #expect(art.contains("ready"))
    }

    @Test func plainTextHasNoEscapesAndColourHasSGR() async {
        let plain = await TerminalSnapshot.render(HostingFixture.GrowingBar(), columns: 10, rows: 2)
        let colored = await TerminalSnapshot.render(HostingFixture.GrowingBar(), columns: 10, rows: 2, colorLevel: .trueColor)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[") && colored.contains("38;2;0;122;255"))
    }
}
