import Foundation

/// The kinds of interaction a focusable view supports, as SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates interactions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view is activated by a key (a button, a toggle).
    public static let activate = FocusInteractions(rawValue: 1)
    /// The view takes typed input or arrow keys (a slider, a list).
    public static let edit = FocusInteractions(rawValue: 2)
    /// What the platform chooses: every interaction.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
struct FocusEffectDisabledKey: EnvironmentKey { static let defaultValue = false }
struct FocusBindingKey: EnvironmentKey { static var defaultValue: FocusRequest? { nil } }

extension EnvironmentValues {
    /// Whether the nearest focusable view around this one has keyboard focus, as SwiftUI's `isFocused`.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
    /// Whether focusable views here draw no focus mark (`focusEffectDisabled()`), as SwiftUI's
    /// `isFocusEffectEnabled` inverted.
    public var isFocusEffectEnabled: Bool {
        get { !self[FocusEffectDisabledKey.self] }
        set { self[FocusEffectDisabledKey.self] = !newValue }
    }
    /// A `.focused` binding waiting for the focusable view inside it.
    var focusBinding: FocusRequest? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Lets the view take keyboard focus (`Tab` reaches it; its `onKeyPress` handlers then get keys first).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusTargetModifier(isFocusable: isFocusable))
    }

    /// Lets the view take keyboard focus for some kinds of interaction (all kinds are treated alike here).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(FocusTargetModifier(isFocusable: isFocusable))
    }

    /// Stops focusable views here from drawing the focus mark (they can show focus themselves, reading `isFocused`).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isFocusEffectEnabled, !disabled)
    }

    /// Binds the focus of the focusable view inside to a Boolean `@FocusState`: true while it has focus; writing
    /// true focuses it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focusBinding(condition.box, value: AnyHashable(true))
    }

    /// Binds the focus of the focusable view inside to a `@FocusState`: it holds `value` while this view has focus;
    /// writing `value` focuses it.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        focusBinding(binding.box, value: AnyHashable(value))
    }

    private func focusBinding(_ box: AnyFocusStateBox?, value: AnyHashable) -> some View {
        nodeModifier("focused", value) { value, _, context in
            context.environment.focusBinding = box.map { FocusRequest(box: $0, value: value) }
        }
    }
}

/// Makes its node a focus target: registers it, tells its content whether it is focused, and draws the focus mark
/// behind it while it is.
struct FocusTargetModifier: PrimitiveModifier {
    let isFocusable: Bool

    func apply(to node: ViewNode, _ context: inout UpdateContext) {
        let focus = node.graph.focus
        let request = context.environment.focusBinding
        context.environment.focusBinding = nil
        focus.register(node, isFocusable: isFocusable, isEnabled: context.environment.isEnabled, binding: request)
        if let request {
            request.box.track(node)
            focus.resolve(request, for: node)
        }
        let isFocused = isFocusable && focus.isFocused(node)
        context.environment.isFocused = isFocused
        node.layout.role = SecondaryLayout(isBackground: true, alignment: .center)
        if isFocused && context.environment.isFocusEffectEnabled { context.child(FocusMark(), key: .position(1)) }
    }
}

/// How a focused view is marked: a ring in the accent colour around it (as on iPad and Mac), or, on a terminal,
/// a tinted background under it, which reads as a highlighted row, and a `▸` in the cell before it. Without colour
/// the tint is left out (it is fainter than plain output draws) and the `▸` remains.
struct FocusMark: View {
    @Environment(\.terminalCellSize) private var cellSize

    var body: some View {
        if let cellSize {
            Rectangle().fill(Color.accentColor.opacity(0.24))
                .overlay(alignment: .leading) { Text("▸").foregroundStyle(Color.accentColor).offset(x: -cellSize.width) }
        } else {
            RoundedRectangle(cornerRadius: 6).strokeBorder(Color.accentColor.opacity(0.6), lineWidth: 3).padding(-4)
        }
    }
}
