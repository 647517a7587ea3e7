import Testing
import Declarative
import TestTools

/// The compatibility screens of issue 15: controls and containers around charts, as published samples write them.
/// Each compiles in Swift 5 mode and renders once to both backends without a diagnostic; a few are driven too.
///
/// | screen | APIs |
/// |---|---|
/// | settingsForm | `Form`, `Section { } header: { } footer: { }`, `Section(_:)`, `Toggle` (title, label closure, animated binding), `Slider` (labels, `onEditingChanged`, `step`), `Picker` (`.segmented` over a `CaseIterable` enum, `.menu`), `ColorPicker` (`supportsOpacity:`), `Stepper` (`value:in:`, `step:` label closure, `onIncrement:onDecrement:`), `LabeledContent` (value, `format:`, label closure), `Button(_:role:)`, `disabled` |
/// | navigation | `NavigationStack(path:)`, `NavigationLink(value:)`, `NavigationLink(_:value:)`, `NavigationLink(_:destination:)`, `NavigationLink(destination:label:)`, `navigationDestination(for:)`, `navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar` with `ToolbarItem` and `ToolbarItemGroup`, `NavigationView`, `navigationBarTitle(_:displayMode:)`, `navigationViewStyle`, `List` over data, `.listStyle(.insetGrouped)` |
/// | tabView | `TabView(selection:)` with enum tags, `tabItem` with a `Label` or an `Image` and a `Text` |
/// | menus | toolbar `Menu` with a `Picker` and a `Label`, `Menu(_:)` with `Divider` and `Button(_:role:)`, `.contextMenu` with a `Toggle`, `ContentUnavailableView(_:systemImage:description:)`, `Link(_:destination:)`, `ShareLink(item:)`, `.badge` with a count and a string |
/// | containers | `ScrollView`, `GroupBox` (title, label closure, custom `GroupBoxStyle`), `DisclosureGroup` (`isExpanded:`, label closure), `Gauge` (labels, `.accessoryCircular`), `ProgressView` (determinate, indeterminate, titled, `.circular`), `.toggleStyle(.button)`, `SwitchToggleStyle(tint:)`, `.buttonStyle(.bordered / .borderedProminent / .plain)`, a `ButtonStyle` reading `isPressed`, `Section(_:isExpanded:)`, `Section { } header: { } footer: { }`, `.listStyle(.sidebar)` |
@MainActor
@Suite struct ControlsScreenTests {
    @Test func settingsForm() async { await checkScreen(ControlsSettingsFormScreen(), height: 1200) }
    @Test func navigation() async { await checkScreen(ControlsNavigationScreen()) }
    @Test func navigationView() async { await checkScreen(ControlsNavigationViewScreen()) }
    @Test func tabView() async { await checkScreen(ControlsTabViewScreen()) }
    @Test func containers() async { await checkScreen(ControlsContainersScreen(), height: 1400) }

    @Test func menus() async { await checkScreen(ControlsMenusScreen()) }

    @Test func theRangeMenuChoosesAndTheExportMenuEmptiesTheChart() {
        let host = ViewHost(rootView: ControlsMenusScreen(), size: CGSize(width: 390, height: 600))
        host.render()
        #expect(Self.texts(host).contains("7"))
        #expect(host.tap(label: "Range"))
        host.render()
        #expect(Self.texts(host).contains("Month"))
        #expect(host.tap(label: "Year"))
        host.render()
        #expect(!Self.texts(host).contains("Month"))
        #expect(host.tap(label: "Export"))
        host.render()
        #expect(host.tap(label: "Delete"))
        host.render()
        #expect(Self.texts(host).contains("No Data"))
        #expect(Self.texts(host).contains("Walk a little and come back."))
    }

    @Test func aLinkPushesTheChartAndEscapeGoesBack() {
        let host = ViewHost(rootView: ControlsNavigationScreen(), size: CGSize(width: 390, height: 600))
        host.render()
        #expect(Self.texts(host).contains("Samples"))
        #expect(host.tap(label: "Heart Rate"))
        host.render()
        #expect(Self.texts(host).contains("‹ Back"))
        #expect(!Self.texts(host).contains("Samples"))
        #expect(host.press(KeyPress(key: .escape)))
        host.render()
        #expect(Self.texts(host).contains("Samples"))
    }

    @Test func aTabSwitchesTheScreen() {
        let host = ViewHost(rootView: ControlsTabViewScreen(), size: CGSize(width: 390, height: 600))
        host.render()
        #expect(host.tap(label: "Entries"))
        host.render()
        #expect(Self.texts(host).contains("Tue"))
        #expect(host.tap(label: "Settings"))
        host.render()
        #expect(Self.texts(host).contains("Show average"))
    }

    static func texts(_ host: ViewHost) -> [String] {
        host.displayList.items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
    }
}
