import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `sensoryFeedback` plays when its trigger changes — never on first appearance — subject to its condition, and
/// hands the feedback to the environment's player (the outputs have no haptics of their own).
@Suite @MainActor struct SensoryFeedbackTests {
    /// A chart-selection screen as published code writes it: a tap changes the selection, which plays `.selection`.
    struct Selector: View {
        @State private var selected = 0
        let feedback: (_ old: Int, _ new: Int) -> SensoryFeedback?

        var body: some View {
            VStack {
                Button("Next") { selected += 1 }
                Button("Same") { selected = selected }
                Text("Selected \(selected)")
            }
            .sensoryFeedback(trigger: selected, feedback)
        }
    }

    static func host(_ feedback: @escaping (Int, Int) -> SensoryFeedback?, log: Box<[SensoryFeedback]>) -> TestHost {
        var environment = EnvironmentValues()
        environment.sensoryFeedbackPlayer = SensoryFeedbackPlayer { log.value.append($0) }
        let host = TestHost(Selector(feedback: feedback), environment: environment)
        host.render()
        return host
    }

    @Test func playsOnEachChangeOfTheTriggerButNotOnAppearOrAnEqualWrite() {
        let log = Box<[SensoryFeedback]>([])
        let host = Self.host({ _, _ in .selection }, log: log)
        #expect(log.value.isEmpty)
        #expect(host.tap(label: "Next"))
        #expect(log.value == [.selection])
        #expect(host.tap(label: "Same"))
        #expect(log.value == [.selection])
        #expect(host.tap(label: "Next"))
        #expect(log.value == [.selection, .selection])
    }

    @Test func theClosureSeesOldAndNewValuesAndMayPlayNothing() {
        let log = Box<[SensoryFeedback]>([])
        let host = Self.host({ old, new in new.isMultiple(of: 2) ? .impact(weight: .heavy, intensity: Double(old)) : nil }, log: log)
        host.tap(label: "Next")          // 0 → 1: odd, nothing
        #expect(log.value.isEmpty)
        host.tap(label: "Next")          // 1 → 2
        #expect(log.value == [.impact(weight: .heavy, intensity: 1)])
        #expect(log.value != [.impact(weight: .light, intensity: 1)])
        #expect(log.value != [.impact(flexibility: .rigid, intensity: 1)])
    }

    @Test func theConditionFormPlaysOnlyWhenTheConditionHolds() {
        let log = Box<[SensoryFeedback]>([])
        struct Counter: View {
            @State var n = 0
            var body: some View {
                Button("Add") { n += 1 }
                    .sensoryFeedback(.increase, trigger: n) { _, new in new >= 2 }
            }
        }
        var environment = EnvironmentValues()
        environment.sensoryFeedbackPlayer = SensoryFeedbackPlayer { log.value.append($0) }
        let host = TestHost(Counter(), environment: environment)
        host.render()
        host.tap(label: "Add")
        #expect(log.value.isEmpty)
        host.tap(label: "Add")
        #expect(log.value == [.increase])
    }

    @Test func withoutAPlayerFeedbackIsSilent() {
        let host = TestHost(Selector { _, _ in .success })
        host.render()
        #expect(host.tap(label: "Next"))
        #expect(SensoryFeedback.impact == .impact(weight: .medium, intensity: 1))
    }
}
