/// A value kept out of line, in an object that copies share and nobody changes: for a large field that most values
/// leave empty (a shape's stroke, a chart element's stroke style), so that the value holding it stays small. A setter
/// of such a field makes a new box.
package final class ImmutableBox<Value: Sendable>: Sendable {
    /// The value.
    package let value: Value

    /// A box holding `value`.
    package init(_ value: Value) { self.value = value }
}
