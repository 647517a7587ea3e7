import Foundation

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls leave out their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of the controls in this view, as SwiftUI's `labelsHidden()`: a toggle, stepper, picker or
    /// colour picker shows only its control, sized to it. The label is still the control's accessibility label.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

/// A control's row as iOS lays it out: the label leading and the control trailing, or the control alone when labels
/// are hidden.
struct LabeledControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control
    @Environment(\.labelsHidden) private var labelsHidden

    init(@ViewBuilder label: () -> Label, @ViewBuilder control: () -> Control) {
        self.label = label()
        self.control = control()
    }

    var body: some View {
        if labelsHidden {
            control
        } else {
            HStack {
                label
                Spacer(minLength: 8)
                control
            }
        }
    }
}
