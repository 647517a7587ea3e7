import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A settings form as apps write it (every value in `@State`): Tab visits its controls in reading order, and each
/// control changes its value by key and by tap, on the virtual clock.
@Suite @MainActor struct ControlFormTests {
    enum Curve: String, CaseIterable, Identifiable {
        case linear = "Linear", smooth = "Smooth", step = "Step"
        var id: Self { self }
    }

    struct Settings: Equatable {
        var symbols = false
        var width = 2.0
        var curve = Curve.linear
        var points = 8
        var color = Color.blue
        var resets = 0
    }

    static func form(_ settings: Box<Settings>) -> TestHost {
        TestHost.control(Stateful(settings) { s in
            Form {
                Section("Style") {
                    Toggle("Show symbols", isOn: s.symbols)
                    Slider(value: s.width, in: 1...8, step: 1) { Text("Width") } minimumValueLabel: { Text("1") }
                        maximumValueLabel: { Text("8") }
                    Picker("Curve", selection: s.curve) {
                        ForEach(Curve.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Stepper("Points", value: s.points, in: 3...12)
                    ColorPicker("Colour", selection: s.color)
                    Button("Reset") { s.wrappedValue = Settings(resets: s.wrappedValue.resets + 1) }
                }
            }
        }, size: CGSize(width: 390, height: 520))
    }

    @Test func tabVisitsTheControlsInReadingOrderAndWraps() {
        let host = Self.form(Box(Settings()))
        #expect(host.focusedTexts.isEmpty)
        var visited: [[String]] = []
        for _ in 0..<7 {
            host.press(.tab)
            visited.append(host.focusedTexts)
        }
        #expect(visited == [["Show symbols"], ["1", "8"], ["Linear", "Smooth", "Step"], ["Points", "−", "+"],
                            ["Colour"], ["Reset"], ["Show symbols"]])
        host.host.press(KeyPress(key: .tab, modifiers: .shift))
        host.render()
        #expect(host.focusedTexts == ["Reset"])
    }

    @Test func keysChangeEachValue() {
        let settings = Box(Settings())
        let host = Self.form(settings)
        host.press(.tab)
        host.press(.space)
        #expect(settings.value.symbols)
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(settings.value.width == 4)
        host.press(.tab)
        host.press(.rightArrow)
        #expect(settings.value.curve == .smooth)
        host.press(.tab)
        host.press(.leftArrow)
        #expect(settings.value.points == 7)
        host.press(.tab)
        host.press(.rightArrow)
        #expect(settings.value.color == .indigo)
        host.press(.tab)
        host.press(.return)
        #expect(settings.value == Settings(resets: 1))
    }

    @Test func tapsChangeEachValue() throws {
        let settings = Box(Settings())
        let host = Self.form(settings)
        host.tap(label: "Show symbols")
        #expect(settings.value.symbols)
        // The slider's track lies between its "1" and "8" labels: a tap at its right end sets the maximum.
        let track = try #require(host.shapes(in: "SliderTrack").first).frame
        host.tap(at: CGPoint(x: track.maxX - 2, y: track.midY))
        #expect(settings.value.width == 8)
        host.tap(label: "Step")
        #expect(settings.value.curve == .step)
        host.tap(label: "+")
        #expect(settings.value.points == 9)
        host.tap(label: "Colour")
        #expect(host.items(named: "ColorPicker").count > 15, "the palette opened")
        host.tap(label: "Reset")
        #expect(settings.value == Settings(resets: 1))
    }
}

/// `labelsHidden()` leaves each control's own part, sized to it, and keeps it working.
@Suite @MainActor struct LabelsHiddenTests {
    @Test func controlsDrawNoLabelAndStillWork() {
        let settings = Box(ControlFormTests.Settings())
        let host = TestHost.control(Stateful(settings) { s in
            VStack {
                Toggle("Show symbols", isOn: s.symbols)
                Stepper("Points", value: s.points, in: 3...12)
                Picker("Curve", selection: s.curve) {
                    ForEach(ControlFormTests.Curve.allCases) { Text($0.rawValue).tag($0) }
                }
                ColorPicker("Colour", selection: s.color)
            }
            .labelsHidden()
        })
        #expect(host.texts == ["−", "+", "Linear", "↕"])
        host.press(.tab)
        host.press(.space)
        #expect(settings.value.symbols)
        host.tap(label: "+")
        #expect(settings.value.points == 9)
        let track = host.shapes(in: "SwitchTrack")
        #expect(track.first?.frame.width == 51, "the switch keeps its size, without a row around it")
    }
}
