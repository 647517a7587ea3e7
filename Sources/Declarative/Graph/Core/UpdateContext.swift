import Foundation

/// What a primitive view says about its node while it is being updated: the child views to reconcile, and the
/// environment and transaction those children see.
@MainActor
struct UpdateContext {
    struct PendingChild {
        var view: any View
        var key: ChildKey
        var environment: EnvironmentValues
        var transaction: Transaction
    }

    /// The environment handed to children added from now on.
    var environment: EnvironmentValues
    /// The transaction handed to children added from now on.
    var transaction: Transaction
    private(set) var children: [PendingChild] = []

    init(environment: EnvironmentValues, transaction: Transaction) {
        self.environment = environment
        self.transaction = transaction
    }

    /// Adds a child view with a key that tells it apart from its siblings.
    mutating func child(_ view: any View, key: ChildKey) {
        children.append(PendingChild(view: view, key: key, environment: environment, transaction: transaction))
    }
}
