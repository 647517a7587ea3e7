import Foundation

nonisolated extension View {
    /// Replaces the view's accessibility elements with those of another view, as SwiftUI's
    /// `accessibilityRepresentation(representation:)`: a custom control described as a `Toggle`, or a chart of
    /// stacked categories described as one bar a day.
    ///
    /// The view draws and behaves as itself. Its accessibility stays its own: the display list carries the
    /// accessibility of what is drawn, and a representation is not drawn, so the elements this view (or, for a
    /// chart, the chart's own description) already gives are what a terminal reader and an SVG's labels get. The
    /// representation is accepted so that such code compiles unchanged; it is not evaluated.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        self
    }
}
