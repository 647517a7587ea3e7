import Declarative
import Charts

// An iOS 17 sample app as published: an `App` whose `WindowGroup` hands an `@Observable` model down with
// `.environment(_:)`, views that read it with `@Environment(Model.self)` and edit it through `@Bindable`, a searchable
// list, iOS 14's `onChange(of:perform:)`, and a Form styled with `controlSize`, `fontDesign` and
// `scrollContentBackground`. Only the import lines differ from the SwiftUI original (`import SwiftUI` re-exports
// Observation, as `import Declarative` does).

@Observable final class WorkoutLog {
    struct Session: Identifiable {
        let id = UUID()
        let day: String
        var minutes: Double
    }

    var sessions: [Session] = [
        Session(day: "Mon", minutes: 32), Session(day: "Tue", minutes: 45), Session(day: "Wed", minutes: 20),
        Session(day: "Thu", minutes: 50), Session(day: "Fri", minutes: 38),
    ]
    var goal = 40.0
    var lastChange = "none"
    var savedOnBackground = false

    var total: Double { sessions.reduce(0) { $0 + $1.minutes } }
}

struct WorkoutLogApp: App {
    @State private var log = WorkoutLog()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            WorkoutLogScreen()
                .environment(log)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { log.savedOnBackground = true }
        }
        #if os(macOS)
        Settings { Text("Preferences") }
        #endif
    }
}

struct WorkoutLogScreen: View {
    @Environment(WorkoutLog.self) private var log
    @State private var query = ""

    var filtered: [WorkoutLog.Session] {
        query.isEmpty ? log.sessions : log.sessions.filter { $0.day.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        @Bindable var log = log
        NavigationStack {
            Form {
                Section("This week") {
                    Chart(filtered) { session in
                        BarMark(x: .value("Day", session.day), y: .value("Minutes", session.minutes))
                            .foregroundStyle(session.minutes >= log.goal ? Color.green : Color.orange)
                        RuleMark(y: .value("Goal", log.goal))
                            .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                    }
                    .frame(height: 160)
                    Text("Total \(Int(log.total)) min")
                        .fontDesign(.rounded)
                }
                Section("Goal") {
                    GoalEditor(log: log)
                    Text("Last change: \(log.lastChange)")
                }
            }
            .scrollContentBackground(.hidden)
            .controlSize(.large)
            .navigationTitle("Workouts")
            .searchable(text: $query, prompt: "Filter days")
        }
        .onChange(of: log.goal) { newGoal in
            log.lastChange = "goal \(Int(newGoal))"
        }
    }
}

struct GoalEditor: View {
    @Bindable var log: WorkoutLog

    var body: some View {
        Stepper("Daily goal: \(Int(log.goal)) min", value: $log.goal, in: 10...90, step: 5)
    }
}
