import Foundation
import Declarative

extension ChartContent {
    /// Draws each point with a view instead of a symbol shape, as Swift Charts' `symbol(symbol:)`: a star image for
    /// the best quarters, a thumbs-down for the rest.
    ///
    /// The view is centred on the point, where the symbol shape would be, and sized by itself (a symbol size does
    /// not scale it); the mark draws no shape of its own. It is laid out and hit-tested as an overlay annotation is.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        symbolSize(0).annotation(position: .overlay, alignment: .center, spacing: 0, content: symbol)
    }
}
