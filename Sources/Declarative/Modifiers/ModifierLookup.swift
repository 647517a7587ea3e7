import Foundation

/// Finds a modifier of a given type among the `ModifiedContent` layers wrapped around a view: how a container reads
/// what its children declared about themselves (a tab's `tabItem`, a row's `badge`).
@MainActor
protocol ModifierLookup {
    /// The outermost modifier of type `M` around this view, if any.
    func outermost<M>(_ type: M.Type) -> M?
    /// This layer's modifier, and the view inside it.
    var layer: (modifier: Any, content: any View) { get }
}

extension ModifiedContent: ModifierLookup where Content: View, Modifier: ViewModifier {
    func outermost<M>(_ type: M.Type) -> M? {
        if let found = modifier as? M { return found }
        return (content as? any ModifierLookup)?.outermost(type)
    }

    var layer: (modifier: Any, content: any View) { (modifier, content) }
}

@MainActor
enum ModifierSearch {
    /// The outermost modifier of type `M` around `view`, if any.
    static func outermost<M>(_ type: M.Type, around view: any View) -> M? {
        (view as? any ModifierLookup)?.outermost(type)
    }
}
