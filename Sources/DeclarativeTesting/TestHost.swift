import Foundation
import Declarative

/// Runs a view on a virtual clock for tests: render at a time, advance time, tap, press keys, and read the display
/// list or an indented description of the view graph.
@MainActor
public final class TestHost {
    /// The virtual clock.
    public let clock: VirtualClock
    /// The underlying host.
    public let host: ViewHost

    /// Hosts a view at a size, in the default environment with `ApproximateTextMetrics` unless one is given.
    public init<V: View>(_ view: V, size: CGSize = CGSize(width: 300, height: 200),
                         environment: EnvironmentValues = EnvironmentValues()) {
        clock = VirtualClock()
        host = ViewHost(rootView: view, size: size, environment: environment, clock: clock)
    }

    /// The graph, for counters and diagnostics.
    public var graph: ViewGraph { host.graph }

    /// Renders the frame at the current virtual time.
    @discardableResult
    public func render() -> DisplayList { host.render() }

    /// Renders the frame at virtual time `t` (seconds since the host started); earlier times are ignored.
    @discardableResult
    public func render(at t: Double) -> DisplayList {
        clock.set(to: t)
        return host.render()
    }

    /// Advances the virtual clock and renders.
    @discardableResult
    public func advance(by seconds: Double) -> DisplayList {
        clock.advance(by: seconds)
        return host.render()
    }

    /// Taps a point and renders the result.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        let hit = host.tap(at: point)
        host.render()
        return hit
    }

    /// Taps the view with an accessibility label (or text) and renders the result.
    @discardableResult
    public func tap(label: String) -> Bool {
        let hit = host.tap(label: label)
        host.render()
        return hit
    }

    /// Presses a key and renders the result.
    @discardableResult
    public func press(_ key: KeyEquivalent) -> Bool { press(key, modifiers: []) }

    /// Presses a key with modifier keys held, and renders the result.
    @discardableResult
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
        let handled = host.press(KeyPress(key: key, modifiers: modifiers))
        host.render()
        return handled
    }

    /// Lets `DispatchQueue.main.async` work and ready main-actor tasks run, then renders.
    public func settle() async {
        await host.settle()
        host.render()
    }

    /// Waits for tasks started by views (seed code that sleeps inside a task), then renders.
    public func waitForTasks() async {
        await host.waitForTasks()
        host.render()
    }

    /// An indented description of the view graph: one line per node, with its frame when it takes part in layout.
    public var treeDescription: String {
        graph.nodeSummaries.map { node in
            var line = String(repeating: "  ", count: node.depth) + node.typeName
            if let id = node.explicitID { line += " #\(id)" }
            if let f = node.frame {
                line += " (\(Self.number(f.minX)), \(Self.number(f.minY)), \(Self.number(f.width)), \(Self.number(f.height)))"
            }
            return line
        }.joined(separator: "\n")
    }

    /// A coordinate to three decimals, whole numbers without a point; huge or non-finite values as Swift prints them.
    static func number(_ v: CGFloat) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return String(Double(v)) }
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(Double(r))
    }
}
