import Foundation

extension View {
    /// The label assistive technology reads for this view.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label.sanitized } }
    /// The label assistive technology reads for this view.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibility { $0.label = Text(label).sanitized } }
    /// The label assistive technology reads for this view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { $0.label = Text(label).sanitized } }

    /// The value assistive technology reads for this view.
    public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = value.sanitized } }
    /// The value assistive technology reads for this view.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibility { $0.value = Text(value).sanitized } }
    /// The value assistive technology reads for this view.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { $0.value = Text(value).sanitized } }

    /// Hides the view from assistive technology.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = hidden } }

    /// Makes the view one accessibility element, with a behaviour for its children.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.children = children }
    }

    /// Describes the chart this view draws for assistive technology, as SwiftUI's
    /// `accessibilityChartDescriptor(_:)`. The descriptor is made when the view updates; backends show it as a
    /// data table (see ``ChartDescription``).
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        accessibility { effect in
            let descriptor = representable.makeChartDescriptor()
            representable.updateChartDescriptor(descriptor)
            effect.chart = ChartDescription(descriptor)
        }
    }

    /// A chart's own description, which one set outside the chart with `accessibilityChartDescriptor(_:)` replaces:
    /// how Charts describes every chart it draws.
    package func accessibilityDefaultChartDescription(_ description: ChartDescription) -> some View {
        accessibility { $0.chart = description; $0.isDefaultChart = true }
    }

    private func accessibility(_ change: @escaping (inout AccessibilityEffect) -> Void) -> some View {
        nodeModifier("accessibility") { node, _ in
            var effect = AccessibilityEffect()
            change(&effect)
            node.drawing.effects.append(.accessibility(effect))
        }
    }
}
