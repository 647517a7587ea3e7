import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A `.menu` picker opens its options as an overlay: they float below the picker's row over the rows that follow,
/// which do not move, and close with `Return`, `Space`, `Esc`, a tap on an option or a tap outside.
@Suite @MainActor struct MenuPickerOverlayTests {
    enum Curve: String, CaseIterable, Identifiable {
        case linear = "Linear", smooth = "Smooth", step = "Step"
        var id: Self { self }
    }

    struct Settings: Equatable {
        var curve = Curve.linear
        var symbols = false
        var resets = 0
    }

    /// A form with the picker first and more rows below it.
    static func form(_ settings: Box<Settings>, size: CGSize = CGSize(width: 390, height: 520)) -> TestHost {
        TestHost.control(Stateful(settings) { s in
            Form {
                Section("Style") {
                    Picker("Curve", selection: s.curve) {
                        ForEach(Curve.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Toggle("Show symbols", isOn: s.symbols)
                    Button("Reset") { s.wrappedValue.resets += 1 }
                    Text("Footnote")
                }
            }
        }, size: size)
    }

    /// The options shown in the open menu, top to bottom.
    func menuOptions(_ host: TestHost) -> [String] {
        host.items(named: "PickerMenuList").compactMap { item in
            if case .text(let t) = item.content, Curve(rawValue: t.lines[0].text) != nil { return t.lines[0].text }
            return nil
        }
    }

    /// The option on the highlighted row (the row filled with `systemFill`).
    func highlighted(_ host: TestHost) -> String? {
        let items = host.items(named: "PickerMenuList")
        let fill = Paint.color(Color.systemFill.resolve(in: .light))
        guard let band = items.first(where: { if case .shape(let s) = $0.content { s.fill == fill } else { false } })?.frame
        else { return nil }
        return items.lazy.compactMap { item -> String? in
            guard case .text(let t) = item.content, band.contains(CGPoint(x: item.frame.midX, y: item.frame.midY)) else { return nil }
            return t.lines[0].text
        }.first { Curve(rawValue: $0) != nil }
    }

    @Test func openingTheMenuMovesNothingAndDrawsItOverTheRowsBelow() throws {
        let host = Self.form(Box(Settings()))
        let closed = host.render()
        host.tap(label: "Curve")
        let open = host.render()
        #expect(menuOptions(host) == ["Linear", "Smooth", "Step"])
        // Every item of the closed form is where it was.
        for item in closed.items {
            #expect(open[item.id]?.frame == item.frame, "\(item.id) moved")
        }
        for name in ["Show symbols", "Reset", "Footnote"] {
            #expect(closed.items.first { $0.accessibility.label == name || text($0) == name }?.frame
                    == open.items.first { $0.accessibility.label == name || text($0) == name }?.frame)
        }
        // The menu covers the next row and is drawn (and hit) after everything in the form.
        let toggleRow = try #require(open.items.first { text($0) == "Show symbols" }).frame
        let menu = open.items(matching: "PickerMenuList")
        #expect(menu.contains { $0.frame.intersects(toggleRow) })
        let lastFormItem = try #require(open.items.lastIndex { text($0) == "Footnote" })
        let firstMenuItem = try #require(open.items.firstIndex { $0.id.path.contains("PickerMenuList") })
        #expect(firstMenuItem > lastFormItem)
    }

    @Test func keysOpenMoveChooseAndClose() {
        let settings = Box(Settings())
        let host = Self.form(settings)
        host.press(.tab)
        host.press(.return)
        #expect(highlighted(host) == "Linear")
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(highlighted(host) == "Step")
        host.press(.upArrow)
        #expect(highlighted(host) == "Smooth")
        host.press(.return)
        #expect(settings.value.curve == .smooth)
        #expect(menuOptions(host).isEmpty)
        host.press(.space)
        #expect(highlighted(host) == "Smooth")
        host.press(.downArrow)
        host.press(.space)
        #expect(settings.value.curve == .step)
        #expect(menuOptions(host).isEmpty)
    }

    @Test func escapeClosesWithoutChoosing() {
        let settings = Box(Settings())
        let host = Self.form(settings)
        host.press(.tab)
        host.press(.space)
        host.press(.downArrow)
        host.press(.escape)
        #expect(settings.value.curve == .linear)
        #expect(menuOptions(host).isEmpty)
    }

    @Test func aTapOpensTheMenuAndATapOnAnOptionChoosesIt() {
        let settings = Box(Settings())
        let host = Self.form(settings)
        host.tap(label: "Curve")
        #expect(menuOptions(host).count == 3)
        #expect(host.tap(label: "Step"))
        #expect(settings.value.curve == .step)
        #expect(menuOptions(host).isEmpty)
    }

    @Test func aTapOutsideClosesTheMenuAndReachesNothingBelow() throws {
        let settings = Box(Settings())
        let host = Self.form(settings)
        let reset = try #require(host.render().items.first { text($0) == "Reset" }).frame
        host.tap(label: "Curve")
        host.tap(at: CGPoint(x: reset.midX, y: reset.midY))
        #expect(menuOptions(host).isEmpty)
        #expect(settings.value == Settings())
        host.tap(at: CGPoint(x: reset.midX, y: reset.midY))
        #expect(settings.value.resets == 1)
    }

    @Test func theMenuOpensAboveThePickerWhenThereIsNoRoomBelow() throws {
        let host = TestHost.control(VStack {
            Spacer()
            Picker("Curve", selection: .constant(Curve.linear)) {
                ForEach(Curve.allCases) { Text($0.rawValue).tag($0) }
            }
        }, size: CGSize(width: 390, height: 240))
        let row = try #require(host.render().items.first { text($0) == "Curve" }).frame
        host.tap(label: "Curve")
        let menu = host.render().items(matching: "PickerMenuList")
        #expect(!menu.isEmpty)
        #expect(menu.allSatisfy { $0.frame.maxY <= row.minY + 0.5 && $0.frame.minY >= 0 })
    }

    private func text(_ item: DisplayItem) -> String? {
        if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
        return nil
    }
}
