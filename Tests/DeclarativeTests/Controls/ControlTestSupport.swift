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

/// A control bound to `@State`, as an app writes it: the state lives in the view, so every change re-renders the
/// control, and the probe sees each value the control writes.
struct Stateful<Value, Content: View>: View {
    @State private var value: Value
    let probe: Box<Value>
    let content: (Binding<Value>) -> Content

    init(_ probe: Box<Value>, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: probe.value)
        self.probe = probe
        self.content = content
    }

    var body: some View {
        let state = $value, probe = probe
        return content(Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0; probe.value = $0 }))
    }
}

@MainActor
extension TestHost {
    /// The texts inside the focus mark (the focused control's label and values); empty when nothing has focus.
    var focusedTexts: [String] {
        let items = render().items
        guard let mark = items.first(where: { $0.id.path.contains("FocusMark") })?.frame else { return [] }
        return items.compactMap { item in
            guard case .text(let t) = item.content, mark.contains(CGPoint(x: item.frame.midX, y: item.frame.midY)) else {
                return nil
            }
            return t.lines.map(\.text).joined(separator: " ")
        }
    }

    /// The frame of the first item whose view path mentions `name`.
    func frame(of name: String) -> CGRect? { items(named: name).first?.frame }

    /// The shapes a control's part draws, in order (a shape's item is named `_ShapeView`, after the view that draws
    /// it): for `SwitchTrack` the track and then the thumb; for `SliderTrack` the track, its tinted part and the thumb.
    func shapes(in part: String) -> [DisplayItem] {
        // A background's shapes (the ZStack's second child) belong to the row or the focus mark, not the part.
        render().items.filter { item in
            guard let r = item.id.path.range(of: part + "/") else { return false }
            let inside = item.id.path[r.upperBound...]
            return inside.hasSuffix("_ShapeView") && !inside.contains("1.ZStack")
        }
    }
}
