import Testing
import Foundation
import Declarative
import Backends

/// Each control's default style, on and off or at its minimum and maximum, as terminal text (whole cells, plain)
/// and as SVG (iOS's geometry and colours), compared with the golden files in `Goldens/`.
///
/// Re-record after an intended change with `RECORD_GOLDENS=1 swift test --filter ControlLookGoldenTests`, then look
/// at the diff (and the SVGs, e.g. `rsvg-convert`) before committing.
@Suite @MainActor struct ControlLookGoldenTests {
    enum Look: String, CaseIterable, Sendable {
        case toggleOff = "toggle-off", toggleOn = "toggle-on"
        case sliderMinimum = "slider-minimum", sliderMaximum = "slider-maximum"
        case stepperMinimum = "stepper-minimum", stepperMaximum = "stepper-maximum"
        case segmentedFirst = "segmented-first", segmentedLast = "segmented-last"
        case menuPicker = "menu-picker", colorPicker = "color-picker"
        case button = "button", borderedProminentButton = "bordered-prominent-button"

        /// The control, one small view.
        @MainActor var view: AnyView {
            switch self {
            case .toggleOff: AnyView(Toggle("Symbols", isOn: .constant(false)))
            case .toggleOn: AnyView(Toggle("Symbols", isOn: .constant(true)))
            case .sliderMinimum: AnyView(Slider(value: .constant(1.0), in: 1...8))
            case .sliderMaximum: AnyView(Slider(value: .constant(8.0), in: 1...8))
            case .stepperMinimum: AnyView(Stepper("Points", value: .constant(3), in: 3...12))
            case .stepperMaximum: AnyView(Stepper("Points", value: .constant(12), in: 3...12))
            case .segmentedFirst: AnyView(Self.segmented(0))
            case .segmentedLast: AnyView(Self.segmented(2))
            case .menuPicker:
                AnyView(Picker("Curve", selection: .constant(1)) {
                    Text("Linear").tag(0)
                    Text("Smooth").tag(1)
                })
            case .colorPicker: AnyView(ColorPicker("Colour", selection: .constant(Color.orange)))
            case .button: AnyView(Button("Reset") {})
            case .borderedProminentButton: AnyView(Button("Reset") {}.buttonStyle(.borderedProminent))
            }
        }

        @MainActor static func segmented(_ selection: Int) -> some View {
            Picker("Curve", selection: .constant(selection)) {
                Text("Linear").tag(0)
                Text("Smooth").tag(1)
                Text("Step").tag(2)
            }
            .pickerStyle(.segmented)
        }
    }

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Compares `actual` with the golden file `name` in `Goldens`, or writes it when recording (`RECORD_GOLDENS=1`).
    /// The controls' other golden suites use it too.
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = Self.goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden \(name); record it with RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "\(name) differs from its golden:\n\(actual)", sourceLocation: sourceLocation)
    }

    @Test(arguments: Look.allCases)
    func terminal(_ look: Look) async {
        Self.check(await TerminalSnapshot.render(look.view, columns: 30, rows: 1) + "\n", "\(look.rawValue).txt")
    }

    @Test(arguments: Look.allCases)
    func svg(_ look: Look) async {
        Self.check(await SVGExport.svg(of: look.view, size: CGSize(width: 240, height: 44)), "\(look.rawValue).svg")
    }
}
