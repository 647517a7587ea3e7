import Declarative

/// What happens to a view during a recording: it appears at time 0, then the user acts at given times.
///
/// ```swift
/// let scenario = ExportScenario()
///     .tap(label: "Jul", at: 2.5)          // select a month once the bars have grown
///     .press("r", at: 4)                   // a key press, as onKeyPress sees it
///     .perform(at: 5) { host in … }        // anything else, with the ViewHost
/// ```
///
/// Steps run in time order, before the frame at their time is drawn; the tasks they start are given a moment to run.
public struct ExportScenario: Sendable {
    /// One user action at a time.
    public struct Step: Sendable {
        /// Seconds since the view appeared.
        public var time: Double
        /// The action, given the host.
        public var action: @MainActor @Sendable (ViewHost) -> Void

        /// Creates a step.
        public init(time: Double, action: @escaping @MainActor @Sendable (ViewHost) -> Void) {
            self.time = time
            self.action = action
        }
    }

    /// The steps, in time order.
    public private(set) var steps: [Step]

    /// A scenario with no actions: the view appears and plays until it is idle.
    public init(steps: [Step] = []) {
        self.steps = steps.sorted { $0.time < $1.time }
    }

    /// Only appearance: no actions.
    public static var appear: ExportScenario { ExportScenario() }

    /// Adds an action at a time.
    public func perform(at time: Double, _ action: @escaping @MainActor @Sendable (ViewHost) -> Void) -> ExportScenario {
        ExportScenario(steps: steps + [Step(time: time, action: action)])
    }

    /// Adds a tap on the view with an accessibility label (or text).
    public func tap(label: String, at time: Double) -> ExportScenario {
        perform(at: time) { $0.tap(label: label) }
    }

    /// Adds a tap at a point, in points.
    public func tap(at point: CGPoint, time: Double) -> ExportScenario {
        perform(at: time) { $0.tap(at: point) }
    }

    /// Adds a key press.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = [], at time: Double) -> ExportScenario {
        perform(at: time) { $0.press(KeyPress(key: key, modifiers: modifiers)) }
    }

    /// When the last step happens (0 when there is none).
    public var lastStepTime: Double { steps.last?.time ?? 0 }
}
