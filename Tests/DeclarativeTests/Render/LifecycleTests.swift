import Testing
import Synchronization
@testable import Declarative
import DeclarativeTesting

/// onAppear, onDisappear, task(id:) and main-queue work, on the virtual clock.
@MainActor
struct LifecycleTests {
    final class Log { var lines: [String] = [] }

    struct Child: View {
        let log: Log
        let id: Int
        var body: some View {
            Text("child \(id)")
                .onAppear { log.lines.append("appear") }
                .onDisappear { log.lines.append("disappear") }
                .task(id: id) {
                    log.lines.append("task \(id)")
                    // Waits for cancellation without a timer: a cancelled `Task.sleep` resumes through the global
                    // thread pool, which other tests of a full run may keep busy for many seconds.
                    let gate = CancellationGate()
                    await withTaskCancellationHandler {
                        await withCheckedContinuation { gate.wait(with: $0) }
                    } onCancel: { gate.cancel() }
                    if Task.isCancelled { log.lines.append("cancelled \(id)") }
                }
        }
    }

    struct Parent: View {
        let log: Log
        @State var id = 0
        @State var shown = true
        var body: some View {
            VStack {
                if shown { Child(log: log, id: id) }
                Text("next").onTapGesture { id += 1 }
                Text("hide").onTapGesture { shown = false }
            }
        }
    }

    @Test func onAppearRunsBeforeTheFirstFrame() {
        struct Flip: View {
            @State var on = false
            var body: some View { Text(on ? "on" : "off").onAppear { on = true } }
        }
        let list = TestHost(Flip()).render()
        guard case .text(let t)? = list.items.first?.content else { Issue.record("no text"); return }
        #expect(t.lines.first?.text == "on")
    }

    @Test func taskRestartsWhenItsIdChangesAndStopsOnDisappear() async {
        let log = Log()
        let host = TestHost(Parent(log: log))
        host.render()
        await host.settle()
        #expect(log.lines == ["appear", "task 0"])
        host.tap(label: "next")
        await host.settle()
        #expect(log.lines.suffix(2).sorted() == ["cancelled 0", "task 1"], "\(log.lines)")
        host.tap(label: "hide")
        await host.settle()
        #expect(log.lines.contains("disappear"))
        #expect(log.lines.last == "cancelled 1")
    }

    @Test func taskIdsCompareByTypeAndValue() {
        #expect(TaskID(1) == TaskID(1))
        #expect(TaskID(1) != TaskID(2))
        #expect(TaskID(1) != TaskID(1.0))           // a different type is a different id
        #expect(TaskID(["a", "b"]) == TaskID(["a", "b"]))
        #expect(TaskID(Double.nan) != TaskID(Double.nan))   // the value's own ==: NaN restarts the task
    }

    @Test func mainQueueWorkIsDrainedAndAnimates() async {
        struct Deferred: View {
            @State var tall = false
            var body: some View {
                Rectangle().frame(width: 10, height: tall ? 40 : 10)
                    .animation(.linear(duration: 1), value: tall)
                    .onAppear { DispatchQueue.main.async { tall = true } }
            }
        }
        let host = TestHost(Deferred(), size: CGSize(width: 50, height: 50))
        host.render()
        await host.settle()
        #expect(host.render(at: 0.5).items.first?.frame.height == 25)
        #expect(host.render(at: 1).items.first?.frame.height == 40)
    }

    @Test func viewsReadTheHostClock() {
        struct Clocked: View {
            @Environment(\.clock) var clock
            var body: some View { Text("\(Int(clock.now))") }
        }
        let host = TestHost(Clocked())
        host.clock.advance(by: 7)
        host.graph.root.markDirty(transaction: Transaction())
        guard case .text(let t)? = host.render().items.first?.content else { Issue.record("no text"); return }
        #expect(t.lines.first?.text == "7")
    }
}

/// Resumes a waiting continuation once cancelled (at once if it already was), from any thread.
final class CancellationGate: Sendable {
    private let state = Mutex<(waiting: CheckedContinuation<Void, Never>?, cancelled: Bool)>((nil, false))

    func wait(with continuation: CheckedContinuation<Void, Never>) {
        let resumeNow = state.withLock { s in
            if s.cancelled { return true }
            s.waiting = continuation
            return false
        }
        if resumeNow { continuation.resume() }
    }

    func cancel() {
        let waiting = state.withLock { s in
            s.cancelled = true
            defer { s.waiting = nil }
            return s.waiting
        }
        waiting?.resume()
    }
}
