import Foundation

/// A look for every gauge in a view, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle {
    /// The view a gauge becomes.
    associatedtype Body: View
    /// Makes a gauge's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// The properties of a gauge.
    typealias Configuration = GaugeStyleConfiguration
}

/// A gauge as a `GaugeStyle` sees it.
public struct GaugeStyleConfiguration {
    /// A type-erased label.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The current value's label.
    public typealias CurrentValueLabel = Label
    /// A bound's label.
    public typealias MinimumValueLabel = Label
    /// A bound's label.
    public typealias MaximumValueLabel = Label
    /// Where the value sits in the range, 0…1.
    public var value: Double
    /// The label.
    public var label: Label
    /// The current value's label, if any.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound's label, if any.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound's label, if any.
    public var maximumValueLabel: MaximumValueLabel?
}

/// A bar filled to the value: the label above, the bound labels either side (iOS's default gauge).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration, marker: false) }
}

/// A thin bar with a marker at the value, as on a Lock Screen accessory.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration, marker: true) }
}

/// An open ring with a marker at the value, the current value's label inside.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CircularGauge(configuration: configuration, capacity: false) }
}

/// A closed ring filled to the value, the current value's label inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CircularGauge(configuration: configuration, capacity: true) }
}

struct LinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let marker: Bool
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        let fraction = configuration.value
        return VStack(alignment: .leading, spacing: metrics.isCompact ? 0 : 4) {
            HStack { configuration.label; Spacer(minLength: 8); configuration.currentValueLabel.foregroundStyle(.secondary) }
            HStack(spacing: 6) {
                configuration.minimumValueLabel.foregroundStyle(.secondary)
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color.systemFill)
                        if marker {
                            Circle().fill(.tint).frame(width: proxy.size.height, height: proxy.size.height)
                                .offset(x: (proxy.size.width - proxy.size.height) * fraction)
                        } else {
                            Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
                        }
                    }
                }
                .frame(height: metrics.isCompact ? metrics.rowHeight / 2 : (marker ? 6 : 8))
                configuration.maximumValueLabel.foregroundStyle(.secondary)
            }
        }
    }
}

struct CircularGauge: View {
    let configuration: GaugeStyleConfiguration
    let capacity: Bool
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        let fraction = configuration.value
        let open = capacity ? 0.0 : 0.25
        let size: CGFloat = metrics.isCompact ? 3 * metrics.rowHeight : 58
        return ZStack {
            Circle().trim(from: 0, to: 1 - open).stroke(Color.systemFill, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            Circle().trim(from: 0, to: (1 - open) * fraction).stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            VStack(spacing: 0) {
                configuration.currentValueLabel
                configuration.label.font(.caption).foregroundStyle(.secondary)
            }
        }
        .rotationEffect(.degrees(capacity ? -90 : 135))
        .frame(width: metrics.isCompact ? 2 * size : size, height: size)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The platform's default gauge style: a bar filled to the value.
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A bar filled to the value (the Lock Screen name).
    public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin bar with a marker.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
    /// A thin bar with a marker.
    public static var linear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

struct AnyGaugeStyle {
    let body: @MainActor (GaugeStyleConfiguration) -> AnyView
    @MainActor init<S: GaugeStyle>(_ style: S) { body = { AnyView(style.makeBody(configuration: $0)) } }
}

struct GaugeStyleKey: EnvironmentKey { static let defaultValue: AnyGaugeStyle? = nil }

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        nodeModifier("gaugeStyle", style) { style, _, context in
            context.environment.gaugeStyle = AnyGaugeStyle(style)
        }
    }
}
