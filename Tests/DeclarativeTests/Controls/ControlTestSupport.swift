import Foundation
@testable import Declarative
import DeclarativeTesting

/// A value a test can hold and bind a control to, standing in for a view's `@State`.
@MainActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@MainActor
extension TestHost {
    /// Hosts a control at a phone's width on a virtual clock.
    static func control<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 400)) -> TestHost {
        let host = TestHost(view, size: size)
        host.render()
        return host
    }

    /// The items whose view path mentions `name` (a view type, such as `Circle`).
    func items(named name: String) -> [DisplayItem] {
        render().items.filter { $0.id.path.contains(name) }
    }

    /// Taps the middle of the first item whose view path mentions `name`.
    @discardableResult
    func tap(item name: String, at fraction: CGFloat = 0.5) -> Bool {
        guard let item = render().items.first(where: { $0.id.path.contains(name) && $0.tapTarget != nil })
                ?? render().items.first(where: { $0.id.path.contains(name) }) else { return false }
        let f = item.frame
        return tap(at: CGPoint(x: f.minX + f.width * fraction, y: f.midY))
    }

    /// The texts drawn, in order.
    var texts: [String] {
        render().items.compactMap { item in
            if case .text(let t) = item.content { return t.lines.map(\.text).joined(separator: " ") }
            return nil
        }
    }
}
