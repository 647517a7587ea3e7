import Testing
@testable import Declarative

/// When a new view value counts as unchanged, so that its body is not evaluated again: the in-place plan and the
/// `Mirror` comparison give the same answers.
@MainActor
struct ViewEqualityTests {
    struct Point { var x: Double; var y: Double }
    struct Nested { var point: Point; var label: String }
    final class Model { var value = 1 }
    enum Mode { case on, off }
    enum Payload { case value(Int) }
    struct Item { var name: String }

    struct Plain: View {
        var title: String
        var nested: Nested
        @State private var count = 0
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text(title) }
    }

    struct WithClosure: View {
        var title = "a"
        var action: () -> Void = {}
        var body: some View { Text(title) }
    }

    struct WithClass: View {
        var model: Model
        var body: some View { EmptyView() }
    }

    struct WithEnum: View {
        var mode: Mode
        var payload: Payload?
        var body: some View { EmptyView() }
    }

    struct WithItems: View {
        var items: [Item]
        var body: some View { EmptyView() }
    }

    struct Deep: View {
        struct L1 { var l2: L2 }
        struct L2 { var l3: L3 }
        struct L3 { var l4: L4 }
        struct L4 { var l5: L5 }
        struct L5 { var value: Int }
        var l1: L1
        var body: some View { EmptyView() }
    }

    @Test func equatableFieldsAndNestedStructsCompareByValue() {
        let a = Plain(title: "t", nested: Nested(point: Point(x: 1, y: 2), label: "p"))
        #expect(ViewEquality.isEqual(a, Plain(title: "t", nested: Nested(point: Point(x: 1, y: 2), label: "p"))))
        #expect(!ViewEquality.isEqual(a, Plain(title: "t", nested: Nested(point: Point(x: 1, y: 3), label: "p"))))
        #expect(!ViewEquality.isEqual(a, Plain(title: "u", nested: Nested(point: Point(x: 1, y: 2), label: "p"))))
        #expect(ViewEquality.mirrored(a, Plain(title: "t", nested: Nested(point: Point(x: 1, y: 2), label: "p")), depth: 0))
    }

    @Test func closuresAndClassesCountAsChanged() {
        #expect(!ViewEquality.isEqual(WithClosure(), WithClosure()))
        let model = Model()
        #expect(!ViewEquality.isEqual(WithClass(model: model), WithClass(model: model)))
        #expect(!ViewEquality.mirrored(WithClass(model: model), WithClass(model: model), depth: 0))
    }

    @Test func enumsCompareByCaseUnlessTheyCarryAPayload() {
        #expect(ViewEquality.isEqual(WithEnum(mode: .on, payload: nil), WithEnum(mode: .on, payload: nil)))
        #expect(!ViewEquality.isEqual(WithEnum(mode: .on, payload: nil), WithEnum(mode: .off, payload: nil)))
        #expect(!ViewEquality.isEqual(WithEnum(mode: .on, payload: .value(1)), WithEnum(mode: .on, payload: .value(1))))
    }

    @Test func shortCollectionsCompareElementByElementLongOnesCountAsChanged() {
        let few = (0..<3).map { Item(name: "\($0)") }
        #expect(ViewEquality.isEqual(WithItems(items: few), WithItems(items: few)))
        #expect(!ViewEquality.isEqual(WithItems(items: few), WithItems(items: few.reversed())))
        let many = (0..<(ViewEquality.longCollection + 1)).map { Item(name: "\($0)") }
        #expect(!ViewEquality.isEqual(WithItems(items: many), WithItems(items: many)))
    }

    @Test func nestingDeeperThanTheLimitCountsAsChanged() {
        let deep = Deep(l1: .init(l2: .init(l3: .init(l4: .init(l5: .init(value: 1))))))
        #expect(!ViewEquality.isEqual(deep, deep))
        #expect(ViewEquality.isEqual(deep, deep) == ViewEquality.mirrored(deep, deep, depth: 0))
    }

    @Test func differentTypesAreNeverEqual() {
        #expect(!ViewEquality.isEqual(Text("a"), WithEnum(mode: .on, payload: nil)))
    }
}
