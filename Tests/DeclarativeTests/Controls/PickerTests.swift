import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A picker chooses among its tagged options by key and tap, in each style.
@Suite @MainActor struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable, Hashable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct Flavors<S: PickerStyle>: View {
        let selection: Binding<Flavor>
        let style: S
        var body: some View {
            Picker("Flavor", selection: selection) {
                ForEach(Flavor.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(style)
        }
    }

    @Test func theMenuOpensMovesAndClosesWithReturnOrEscape() {
        let flavor = Box(Flavor.chocolate)
        let host = TestHost.control(Flavors(selection: flavor.binding, style: .menu))
        #expect(host.texts == ["Flavor", "chocolate", "↕"])
        host.press(.tab)
        host.press(.return)
        #expect(host.texts.contains("strawberry"))
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        #expect(flavor.value == .strawberry)
        #expect(!host.texts.contains("vanilla"))
        host.press(.space)
        host.press(.upArrow)
        host.press(.escape)
        #expect(flavor.value == .strawberry)
        #expect(!host.texts.contains("vanilla"))
    }

    @Test func inlineAndWheelChooseWithUpAndDown() {
        for style in [AnyStyle.inline, .wheel] {
            let flavor = Box(Flavor.vanilla)
            let host = TestHost.control(style.view(flavor.binding))
            host.press(.tab)
            host.press(.downArrow)
            #expect(flavor.value == .strawberry)
            host.press(.upArrow)
            host.press(.upArrow)
            #expect(flavor.value == .chocolate)
        }
    }

    enum AnyStyle {
        case inline, wheel
        @MainActor func view(_ b: Binding<Flavor>) -> AnyView {
            switch self {
            case .inline: AnyView(Flavors(selection: b, style: .inline))
            case .wheel: AnyView(Flavors(selection: b, style: .wheel))
            }
        }
    }

    @Test func anOptionalSelectionMatchesPlainTags() {
        let flavor = Box<Flavor?>(nil)
        let host = TestHost.control(
            Picker("Flavor", selection: flavor.binding) {
                ForEach(Flavor.allCases) { Text($0.rawValue).tag($0) }
            }.pickerStyle(.segmented))
        host.tap(label: "vanilla")
        #expect(flavor.value == .vanilla)
    }

    @Test func aSelectionMatchingNoTagShowsNothingChosenAndAKeyChoosesTheFirst() {
        let number = Box(42)
        let host = TestHost.control(
            Picker("Number", selection: number.binding) {
                Text("One").tag(1)
                Text("Two").tag(2)
            })
        #expect(host.texts == ["Number", "↕"])
        host.press(.tab)
        host.press(.rightArrow)
        #expect(number.value == 1)
    }

    @Test func staticOptionsWithoutTagsCannotBeChosen() {
        let number = Box(1)
        let host = TestHost.control(
            Picker("Number", selection: number.binding) {
                Text("One").tag(1)
                Text("Loose")
            }.pickerStyle(.segmented))
        host.tap(label: "Loose")
        #expect(number.value == 1)
    }

    @Test func anEmptyPickerDrawsItsLabel() {
        let host = TestHost.control(Picker("Nothing", selection: .constant(0)) { EmptyView() })
        #expect(host.texts == ["Nothing", "↕"])
    }
}
