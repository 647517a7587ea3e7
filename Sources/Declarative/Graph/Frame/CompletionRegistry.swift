import Foundation

/// Keeps the completion handlers of transactions until the animations they started have finished.
///
/// Each transaction with completions gets a token when it first starts an animation; tracks remember the tokens of
/// the animations they run. After each frame the host asks which tokens no track runs any more, and calls their
/// handlers. A transaction that starts no animation completes at the next frame, as in SwiftUI.
@MainActor
struct CompletionRegistry {
    private var nextToken = 1
    private var handlers: [Int: [AnimationCompletion]] = [:]
    private var tokensByTransaction: [Int: Int] = [:]

    /// The token for a transaction's animations; 0 when it has no completion handler.
    mutating func register(_ transaction: Transaction) -> Int {
        guard !transaction.completions.isEmpty else { return 0 }
        let id = transaction.completionID
        if let token = tokensByTransaction[id] { return token }
        let token = nextToken
        nextToken += 1
        tokensByTransaction[id] = token
        handlers[token] = transaction.completions
        return token
    }

    /// Records a transaction whose handlers must run even if it starts no animation.
    mutating func track(_ transaction: Transaction) { _ = register(transaction) }

    /// Takes the handlers whose animations are done: `.removed` ones when no track runs their token any more,
    /// `.logicallyComplete` ones when no track's animation for the token is still logically running.
    mutating func finish(running: Set<Int>, logicallyRunning: Set<Int>) -> [@MainActor () -> Void] {
        var actions: [@MainActor () -> Void] = []
        for token in handlers.keys.sorted() {
            let ready = handlers[token, default: []].filter { h in
                h.criteria == .removed ? !running.contains(token) : !logicallyRunning.contains(token)
            }
            guard !ready.isEmpty else { continue }
            actions += ready.map(\.action)
            let left = handlers[token, default: []].filter { h in
                h.criteria == .removed ? running.contains(token) : logicallyRunning.contains(token)
            }
            handlers[token] = left.isEmpty ? nil : left
        }
        tokensByTransaction = tokensByTransaction.filter { handlers[$0.value] != nil }
        return actions
    }

    var isEmpty: Bool { handlers.isEmpty }
}
