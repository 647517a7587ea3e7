import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A `ButtonStyle` sees `isPressed` while the pointer is held down on the button, as in SwiftUI; the action runs
/// when the press is released over the button, and not when it is released elsewhere.
@Suite @MainActor struct ButtonPressTests {
    /// Draws "pressed" or "up", so the frame shows what the style was told.
    struct PressReporting: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(configuration.isPressed ? "pressed" : "up")
            }
            .padding(8)
        }
    }

    static func host(_ count: Box<Int>) -> TestHost {
        TestHost.control(
            VStack {
                Button("Go") { count.value += 1 }.buttonStyle(PressReporting())
                Spacer()
            },
            size: CGSize(width: 200, height: 200))
    }

    @Test func isPressedWhileHeldAndTheActionRunsOnRelease() throws {
        let count = Box(0)
        let host = Self.host(count)
        #expect(host.texts == ["Go", "up"])
        let go = try #require(host.frame(of: "Text"))
        host.press(at: CGPoint(x: go.midX, y: go.midY))
        #expect(host.texts == ["Go", "pressed"])
        #expect(count.value == 0)
        host.advance(by: 0.5)
        #expect(host.texts == ["Go", "pressed"], "still held")
        host.release(at: CGPoint(x: go.midX, y: go.midY))
        #expect(host.texts == ["Go", "up"])
        #expect(count.value == 1)
    }

    @Test func draggingOffReleasesThePressAndCancelsTheAction() throws {
        let count = Box(0)
        let host = Self.host(count)
        let go = try #require(host.frame(of: "Text"))
        host.press(at: CGPoint(x: go.midX, y: go.midY))
        host.move(to: CGPoint(x: go.midX, y: 150))
        #expect(host.texts == ["Go", "up"], "off the button")
        host.move(to: CGPoint(x: go.midX + 1, y: go.midY))
        #expect(host.texts == ["Go", "pressed"], "back on it")
        host.move(to: CGPoint(x: go.midX, y: 150))
        host.release(at: CGPoint(x: go.midX, y: 150))
        #expect(host.texts == ["Go", "up"])
        #expect(count.value == 0)
    }

    @Test func aKeyRunsTheActionAtOnceWithoutAPressedFrame() {
        let count = Box(0)
        let host = Self.host(count)
        host.press(.tab)
        host.press(.space)
        #expect(count.value == 1)
        #expect(host.texts == ["Go", "up"])
    }

    @Test func aDisabledButtonIsNeverPressed() throws {
        let count = Box(0)
        let host = TestHost.control(Button("Go") { count.value += 1 }.buttonStyle(PressReporting()).disabled(true))
        let go = try #require(host.frame(of: "Text"))
        host.press(at: CGPoint(x: go.midX, y: go.midY))
        #expect(host.texts == ["Go", "up"])
        host.release(at: CGPoint(x: go.midX, y: go.midY))
        #expect(count.value == 0)
    }
}
