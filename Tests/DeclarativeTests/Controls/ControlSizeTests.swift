import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `controlSize(_:)`, `scrollContentBackground(_:)` and `fontDesign(_:)`: environment values that controls, lists and
/// text read below the view that sets them.
@Suite @MainActor struct ControlSizeTests {
    struct SizeProbe: View {
        @Environment(\.controlSize) private var size
        var body: some View { Text("\(size)") }
    }

    @Test func controlSizeReachesTheViewsBelow() {
        #expect(TestHost.control(SizeProbe()).texts == ["regular"])
        #expect(TestHost.control(SizeProbe().controlSize(.large)).texts == ["large"])
        #expect(TestHost.control(VStack { SizeProbe().controlSize(.mini) }.controlSize(.large)).texts == ["mini"])
        #expect(ControlSize.allCases.count == 5)
    }

    /// The count of items filled with the grouped background.
    func groupedFills(_ host: TestHost) -> Int {
        let grouped = Paint.color(Color.systemGroupedBackground.resolve(in: .light))
        return host.render().items.filter { item in
            guard case .shape(let shape) = item.content else { return false }
            return shape.fill == grouped
        }.count
    }

    @Test func aHiddenScrollContentBackgroundLeavesTheFormsGreyOut() {
        let form = Form { Section("Units") { Text("km") } }
        #expect(groupedFills(TestHost.control(form)) == 1)
        #expect(groupedFills(TestHost.control(form.scrollContentBackground(.hidden))) == 0)
        #expect(groupedFills(TestHost.control(form.scrollContentBackground(.visible))) == 1)
    }

    @Test func fontDesignChangesTheDesignAndKeepsTheRest() {
        let host = TestHost.control(Text("42").font(.title.bold()).fontDesign(.rounded))
        let fonts = host.render().items.compactMap { item -> ResolvedFont? in
            if case .text(let text) = item.content { return text.font }
            return nil
        }
        #expect(fonts.map(\.design) == [.rounded])
        #expect(fonts.map(\.weight) == [.bold])
        let untouched = TestHost.control(Text("42").fontDesign(nil)).render().items.compactMap { item -> ResolvedFont? in
            if case .text(let text) = item.content { return text.font }
            return nil
        }
        #expect(untouched.map(\.design) == [.default])
    }
}
