import Foundation

/// A look for every toggle in a view, as SwiftUI's `ToggleStyle`. A custom style toggles
/// `configuration.isOn` itself (for example in `onTapGesture`); `Space` and `Return` toggle any style.
public protocol ToggleStyle {
    /// The view a toggle becomes.
    associatedtype Body: View
    /// Makes a toggle's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// A toggle as a `ToggleStyle` sees it.
public struct ToggleStyleConfiguration {
    /// A toggle's label, type-erased.
    public struct Label: View {
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        public var body: some View { content }
    }
    /// The label.
    public let label: Label
    /// Whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ.
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

struct AnyToggleStyle {
    let body: @MainActor (ToggleStyleConfiguration) -> AnyView
    @MainActor init<S: ToggleStyle>(_ style: S) { body = { AnyView(style.makeBody(configuration: $0)) } }
}

struct ToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        nodeModifier("toggleStyle", style) { style, _, context in
            context.environment.toggleStyle = AnyToggleStyle(style)
        }
    }
}

/// The platform's toggle: a switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// The label leading and a switch trailing: iOS's 51 × 31 pt capsule, green when on with a white 27 pt thumb, or
/// 4 × 1 cells on a terminal. The thumb slides with a spring.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// Creates the style.
    public init() { tint = nil }
    /// Creates the style with a colour for the on state.
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        LabeledControlRow { configuration.label } control: { SwitchTrack(isOn: configuration.isOn, tint: tint) }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}

/// The switch itself.
struct SwitchTrack: View {
    let isOn: Bool
    let tint: Color?
    @Environment(\.controlMetrics) private var metrics

    /// The thumb's spring (iOS's switch settles in about a third of a second with little bounce).
    static let animation = Animation.spring(response: 0.35, dampingFraction: 0.8)

    var body: some View {
        if metrics.isCompact { cells } else { capsule }
    }

    /// iOS's capsule and round thumb.
    private var capsule: some View {
        let size = metrics.toggle, thumb = metrics.toggleThumb
        let travel = max(size.width - size.height, 0) / 2
        return ZStack {
            Capsule().fill(isOn ? (tint ?? Color.switchOn) : Color.systemFill)
            Circle().fill(Color.white)
                .frame(width: thumb, height: thumb)
                .offset(x: isOn ? travel : -travel)
        }
        .frame(width: size.width, height: size.height)
        .animation(Self.animation, value: isOn)
        .accessibilityValue(isOn ? "on" : "off")
    }

    /// A terminal's switch in text, so it reads without colour too: a hollow thumb at the left of a light track
    /// when off (`○───`), a filled thumb at the right of a heavy green track when on (`━━━●`). The thumb slides a
    /// cell at a time with the same spring.
    private var cells: some View {
        let size = metrics.toggle, cell = metrics.cell?.width ?? size.width / 4
        return ZStack(alignment: .leading) {
            Text(isOn ? "━━━━" : "────").foregroundStyle(isOn ? (tint ?? Color.switchOn) : Color.secondary)
            Text(isOn ? "●" : "○").foregroundStyle(isOn ? (tint ?? Color.switchOn) : Color.primary)
                .offset(x: isOn ? 3 * cell : 0)
        }
        .frame(width: size.width, height: size.height, alignment: .leading)
        .animation(Self.animation, value: isOn)
        .accessibilityValue(isOn ? "on" : "off")
    }
}

/// A toggle drawn as a bordered button, filled with the tint colour while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ToggleButton(configuration: configuration)
    }
}

struct ToggleButton: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.controlMetrics) private var metrics
    @Environment(\.tint) private var tint

    var body: some View {
        let color = tint ?? .accentColor
        return configuration.label
            .foregroundStyle(configuration.isOn ? Color.white : color)
            .padding(.horizontal, metrics.isCompact ? metrics.rowPadding.leading : 12)
            .padding(.vertical, metrics.isCompact ? 0 : 7)
            .background(configuration.isOn ? color : color.opacity(0.15), in: RoundedRectangle(cornerRadius: metrics.isCompact ? 0 : 8))
            .onTapGesture { configuration.isOn.toggle() }
    }
}

/// A check box before the label (macOS's look; accepted everywhere): `☑` when on, `☐` when off, `⊟` when mixed.
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Text(configuration.isMixed ? "⊟" : configuration.isOn ? "☑" : "☐").foregroundStyle(.tint)
            configuration.label
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
