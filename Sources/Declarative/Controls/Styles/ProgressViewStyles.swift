import Foundation

/// A look for every progress view in a view, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle {
    /// The view a progress view becomes.
    associatedtype Body: View
    /// Makes a progress view's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// The properties of a progress view.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// A progress view as a `ProgressViewStyle` sees it.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The label of the current value.
    public typealias CurrentValueLabel = Label
    /// The fraction done, 0…1, or nil when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current value's label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

/// The platform's progress view: a bar when determinate, a spinner when not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// iOS's progress bar: the label above a 4 pt capsule track filled with the tint up to the fraction, the current
/// value's label below (on a terminal, a quarter-cell track).
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearProgress(configuration: configuration) }
}

struct LinearProgress: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        let fraction = configuration.fractionCompleted ?? 0, height = metrics.sliderTrack
        return VStack(alignment: .leading, spacing: metrics.isCompact ? 0 : 4) {
            configuration.label
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.systemFill)
                    Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: metrics.isCompact ? metrics.rowHeight / 2 : height)
            configuration.currentValueLabel.foregroundStyle(.secondary)
        }
    }
}

/// A spinner: eight spokes fading round a circle (iOS's activity indicator), with the label below.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CircularProgress(configuration: configuration) }
}

struct CircularProgress: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        VStack(spacing: metrics.isCompact ? 0 : 8) {
            if let fraction = configuration.fractionCompleted {
                ZStack {
                    Circle().stroke(Color.systemFill, lineWidth: 3)
                    Circle().trim(from: 0, to: fraction).stroke(.tint, lineWidth: 3).rotationEffect(.degrees(-90))
                }
                .frame(width: metrics.isCompact ? 2 * metrics.rowHeight : 20, height: metrics.isCompact ? metrics.rowHeight : 20)
            } else if metrics.isCompact {
                Text("⋯").foregroundStyle(.secondary)
            } else {
                ZStack {
                    ForEach(0..<8) { spoke in
                        Capsule().fill(Color.secondary.opacity(0.25 + 0.75 * Double(spoke) / 7))
                            .frame(width: 2.5, height: 6)
                            .offset(y: -6.5)
                            .rotationEffect(.degrees(Double(spoke) * 45))
                    }
                }
                .frame(width: 20, height: 20)
            }
            configuration.label.foregroundStyle(.secondary)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default progress view style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a ring when determinate.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

struct AnyProgressViewStyle {
    let body: @MainActor (ProgressViewStyleConfiguration) -> AnyView
    @MainActor init<S: ProgressViewStyle>(_ style: S) { body = { AnyView(style.makeBody(configuration: $0)) } }
}

struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue: AnyProgressViewStyle? = nil }

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        nodeModifier("progressViewStyle", style) { style, _, context in
            context.environment.progressViewStyle = AnyProgressViewStyle(style)
        }
    }
}
