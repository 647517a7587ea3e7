import Foundation

nonisolated extension View {
    /// Runs `action` with a value made from the view's geometry — on the first layout, then whenever the value
    /// changes — as SwiftUI's `onGeometryChange(for:of:action:)`.
    ///
    /// ```swift
    /// Chart(data) { … }
    ///     .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { plotWidth = $0 }
    /// ```
    ///
    /// The geometry is read by a `GeometryReader` behind the view, the size of the view, so that the view's own
    /// layout is unchanged; the action runs after the frame, so writing state from it renders another frame.
    @preconcurrency
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// Runs `action` with the old and new values made from the view's geometry whenever the value changes (on the
    /// first layout, with the first value as both).
    @preconcurrency
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true, action)
        })
    }

    /// Isolates the view's geometry from its parent's, as SwiftUI's `geometryGroup()`. Accepted, and changes nothing
    /// here: a child's frame is laid out from its parent's presented frame at every frame of an animation.
    public func geometryGroup() -> some View { self }
}
