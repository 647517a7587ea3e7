import Foundation

/// A box around related views with an optional label, as SwiftUI's `GroupBox`.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct GroupBox<Label: View, Content: View> {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// A group box with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

extension GroupBox: View {
    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content)))
        return (style ?? AnyGroupBoxStyle(DefaultGroupBoxStyle())).body(configuration)
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A group box with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group box with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A look for every group box in a view, as SwiftUI's `GroupBoxStyle`.
public protocol GroupBoxStyle {
    /// The view a group box becomes.
    associatedtype Body: View
    /// Makes a group box's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// The properties of a group box.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// A group box as a `GroupBoxStyle` sees it.
public struct GroupBoxStyleConfiguration {
    /// A type-erased part of a group box.
    public struct Part: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The label.
    public typealias Label = Part
    /// The content.
    public typealias Content = Part
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// iOS's group box: the label as a headline over the content, on a rounded secondary background, 16 pt inside.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultGroupBox(configuration: configuration)
    }
}

struct DefaultGroupBox: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        VStack(alignment: .leading, spacing: metrics.isCompact ? 0 : 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(metrics.isCompact ? metrics.rowPadding : EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: metrics.isCompact ? 0 : 8))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default group box style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

struct AnyGroupBoxStyle {
    let body: @MainActor (GroupBoxStyleConfiguration) -> AnyView
    @MainActor init<S: GroupBoxStyle>(_ style: S) { body = { AnyView(style.makeBody(configuration: $0)) } }
}

struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue: AnyGroupBoxStyle? = nil }

extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the group boxes in this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        nodeModifier("groupBoxStyle", style) { style, _, context in
            context.environment.groupBoxStyle = AnyGroupBoxStyle(style)
        }
    }
}
