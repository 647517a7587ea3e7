import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`: read it with `@Environment(\.openURL)` and call it, or replace it
/// for a subtree with `.environment(\.openURL, OpenURLAction { url in … })`. `Link` calls it.
///
/// There is no system to hand a URL to on these outputs (a terminal, an SVG file): the default action opens nothing
/// and returns `.discarded`. A host or an app that can open URLs installs its own action.
public struct OpenURLAction {
    /// What an action did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Outcome: Sendable { case handled, discarded, systemAction(URL?) }
        let outcome: Outcome
        /// The action opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The action did nothing with the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The action passes the URL on to the action around it (the system's, here the default one).
        public static let systemAction = Result(outcome: .systemAction(nil))
        /// The action passes another URL on to the action around it.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .systemAction(url)) }

        /// Whether the URL was opened.
        var accepted: Bool { if case .handled = outcome { true } else { false } }
    }

    let handler: (URL) -> Result

    /// An action that opens URLs with `handler`.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { _ = open(url) }

    /// Opens `url` and tells `completion` whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { completion(open(url)) }

    /// Runs the handler; a `.systemAction` result goes to the default action, which opens nothing.
    private func open(_ url: URL) -> Bool { handler(url).accepted }
}

struct OpenURLKey: EnvironmentKey {
    // Computed, so that the key needs no `Sendable` value.
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

extension EnvironmentValues {
    /// The action that opens URLs (for `Link`, and for code that opens one): on these outputs, by default, an action
    /// that opens nothing and returns `.discarded`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
