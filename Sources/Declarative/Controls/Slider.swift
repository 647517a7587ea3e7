import Foundation

/// A control for a value in a range, as SwiftUI's `Slider`.
///
/// `←`/`→` step it while it has focus (by `step`, or a twentieth of the range), `Home`/`End` go to the bounds, and a
/// tap or click on the track sets the value under the pointer. `onEditingChanged` is called with `true` before a
/// change and `false` after it. The label is for accessibility (iOS does not show it either). Bad ranges and values
/// are described in `SliderValue`: none traps.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct Slider<Label: View, ValueLabel: View> {
    let read: () -> Double
    let write: (Double) -> Void
    let model: SliderValue
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: (Bool) -> Void
    let hasValueLabels: Bool

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
                                 minimum: ValueLabel, maximum: ValueLabel, hasValueLabels: Bool,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        read = { Double(value.wrappedValue) }
        write = { value.wrappedValue = V($0) }
        model = SliderValue(lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound), step: step)
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        self.hasValueLabels = hasValueLabels
        self.onEditingChanged = onEditingChanged
    }

    /// A slider with a label and labels for the bounds.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel(), hasValueLabels: true, onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label and labels for the bounds.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel(), hasValueLabels: true, onEditingChanged: onEditingChanged)
    }
}

extension Slider: View {
    public var body: some View {
        let model = model, read = read, write = write, onEditingChanged = onEditingChanged
        func change(to value: Double) {
            onEditingChanged(true)
            if value != read() { write(value) }
            onEditingChanged(false)
        }
        return HStack(spacing: 8) {
            if hasValueLabels { minimumValueLabel }
            SliderTrack(fraction: model.fraction(of: read())) { fraction in change(to: model.value(atFraction: fraction)) }
            if hasValueLabels { maximumValueLabel }
        }
        .accessibilityValue(String(describing: read()))
        .control { press in
            guard model.isUsable else { return .ignored }
            switch press.key {
            case .leftArrow, .downArrow: change(to: model.stepped(read(), up: false))
            case .rightArrow, .upArrow: change(to: model.stepped(read(), up: true))
            case .home: change(to: model.lower)
            case .end: change(to: model.upper)
            default: return .ignored
            }
            return .handled
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimum: EmptyView(), maximum: EmptyView(),
                  hasValueLabels: false, onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), minimum: EmptyView(),
                  maximum: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimum: EmptyView(),
                  maximum: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
    }

    /// A stepped slider.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: EmptyView(), minimum: EmptyView(),
                  maximum: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
    }
}

/// The track and thumb: iOS's 4 pt track (the tint left of the thumb, `systemFill` right of it) and a white 28 pt
/// thumb, or on a terminal a line of text. A tap sets the fraction under it.
struct SliderTrack: View {
    let fraction: Double
    let set: (Double) -> Void
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        if let cell = metrics.cell { cells(cell) } else { shapes }
    }

    /// A terminal's slider in text, so it reads without colour too: a heavy tinted line up to the thumb, the
    /// thumb `●`, a light line after it (`━━━━●──────`). A tap or drag sets the value under the pointer.
    private func cells(_ cell: CGSize) -> some View {
        let fraction = fraction, set = set
        return GeometryReader { proxy in
            let count = max(Int(proxy.size.width / cell.width), 1)
            let thumb = min(Int((fraction * Double(count - 1)).rounded()), count - 1)
            HStack(spacing: 0) {
                Text(String(repeating: "━", count: thumb)).foregroundStyle(.tint)
                Text("●")
                Text(String(repeating: "─", count: count - 1 - thumb)).foregroundStyle(.secondary)
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .leading)
            .contentShape(Rectangle())
            .onLocatedTap { point, size in
                let travel = size.width - cell.width
                set(travel > 0 ? Double((point.x - cell.width / 2) / travel) : 0)
            }
        }
        .frame(height: cell.height)
    }

    /// iOS's track and thumb.
    private var shapes: some View {
        let metrics = metrics, fraction = fraction, set = set
        return GeometryReader { proxy in
            let width = proxy.size.width, thumb = metrics.sliderThumb
            let travel = max(width - thumb, 0)
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill).frame(height: metrics.sliderTrack)
                Capsule().fill(.tint).frame(width: thumb / 2 + fraction * travel, height: metrics.sliderTrack)
                Circle().fill(Color.white)
                    .overlay { Circle().strokeBorder(Color.black.opacity(0.15), lineWidth: metrics.isCompact ? 0 : 0.5) }
                    .frame(width: thumb, height: thumb)
                    .offset(x: fraction * travel)
            }
            .frame(width: width, height: proxy.size.height)
            .contentShape(Rectangle())
            .onLocatedTap { point, size in
                set(travel > 0 ? Double((point.x - thumb / 2) / travel) : 0)
            }
        }
        .frame(height: metrics.sliderHeight)
    }
}
