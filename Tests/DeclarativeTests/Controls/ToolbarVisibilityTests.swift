import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `toolbar(.hidden, for: .navigationBar)` and `navigationBarHidden(_:)` remove a navigation level's bar and large
/// title; other bars leave it.
@Suite @MainActor struct ToolbarVisibilityTests {
    func stack<V: View>(_ content: V) -> TestHost {
        TestHost.control(NavigationStack { content.navigationTitle("Sales").toolbar { Button("Add") {} } })
    }

    @Test func hidingTheNavigationBarRemovesTitleAndItems() {
        #expect(stack(Text("body")).texts == ["Add", "Sales", "body"])
        #expect(stack(Text("body").toolbar(.hidden, for: .navigationBar)).texts == ["body"])
        #expect(stack(Text("body").toolbar(.hidden)).texts == ["body"])
        #expect(stack(Text("body").navigationBarHidden(true)).texts == ["body"])
    }

    @Test func otherBarsLeaveTheNavigationBar() {
        #expect(stack(Text("body").toolbar(.hidden, for: .tabBar)).texts == ["Add", "Sales", "body"])
        #expect(stack(Text("body").toolbar(.visible, for: .navigationBar)).texts == ["Add", "Sales", "body"])
        #expect(stack(Text("body").toolbarBackground(.visible, for: .navigationBar)
            .toolbarBackground(Color.blue, for: .navigationBar).toolbarColorScheme(.dark, for: .navigationBar)).texts
            == ["Add", "Sales", "body"])
    }
}
