import Foundation

struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct TerminalCellSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }

extension EnvironmentValues {
    /// Whether controls in this environment respond to the user, as SwiftUI's `isEnabled`; `disabled(true)` makes it
    /// false for a subtree. Disabled controls are dimmed and skipped by focus, taps and keys.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The size of one character cell, in points, when the output is a grid of cells (a terminal); nil for a
    /// continuous canvas such as SVG. The terminal hosts set it; default control styles read it to draw compact
    /// controls sized to whole cells instead of iOS's geometry.
    public var terminalCellSize: CGSize? {
        get { self[TerminalCellSizeKey.self] }
        set { self[TerminalCellSizeKey.self] = newValue }
    }

    /// The geometry default control styles use here (iOS's, or whole terminal cells).
    var controlMetrics: ControlMetrics {
        terminalCellSize.map(ControlMetrics.cells) ?? .iOS
    }
}

nonisolated extension View {
    /// Disables the controls in this view, as SwiftUI's `disabled(_:)`: they are dimmed, focus passes them by, and
    /// they take no taps or keys. Disabling is inherited: a nested `disabled(false)` does not enable them again.
    public func disabled(_ disabled: Bool) -> some View {
        // Named, so that an alert or a menu finds it around a button (see `ControlDeclarations`).
        nodeModifier(ControlDeclarations.disabledModifierName, disabled) { disabled, _, context in
            if disabled { context.environment.isEnabled = false }
        }
    }
}

/// Sizes of the default control styles: iOS's published geometry for SVG, whole cells for a terminal.
///
/// iOS figures are UIKit's control sizes (`UISwitch` 51 × 31 pt with a 27 pt thumb; `UISlider` thumb 28 pt on a
/// 4 pt track; `UIStepper` 94 × 32 pt; `UISegmentedControl` 32 pt high) and the Human Interface Guidelines'
/// 44 pt minimum row.
struct ControlMetrics: Hashable {
    var toggle: CGSize
    var toggleThumb: CGFloat
    var sliderHeight: CGFloat
    var sliderThumb: CGFloat
    var sliderTrack: CGFloat
    var stepper: CGSize
    var segmentHeight: CGFloat
    var rowHeight: CGFloat
    var rowPadding: EdgeInsets
    var sectionSpacing: CGFloat
    var cornerRadius: CGFloat
    var colorWell: CGFloat
    /// The character cell on a terminal; nil on a continuous canvas.
    var cell: CGSize?
    /// Whether the sizes are whole cells (a terminal).
    var isCompact: Bool { cell != nil }

    static let iOS = ControlMetrics(
        toggle: CGSize(width: 51, height: 31), toggleThumb: 27, sliderHeight: 34, sliderThumb: 28, sliderTrack: 4,
        stepper: CGSize(width: 94, height: 32), segmentHeight: 32, rowHeight: 44,
        rowPadding: EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20), sectionSpacing: 35, cornerRadius: 10,
        colorWell: 28, cell: nil)

    /// Whole cells: a toggle 4 × 1 cells with a 2-cell thumb, one-row sliders, steppers and segments.
    static func cells(_ cell: CGSize) -> ControlMetrics {
        let w = cell.width, h = cell.height
        return ControlMetrics(
            toggle: CGSize(width: 4 * w, height: h), toggleThumb: h, sliderHeight: h, sliderThumb: h,
            sliderTrack: h / 4, stepper: CGSize(width: 7 * w, height: h), segmentHeight: h, rowHeight: h,
            rowPadding: EdgeInsets(top: 0, leading: w, bottom: 0, trailing: w), sectionSpacing: h, cornerRadius: 0,
            colorWell: h, cell: cell)
    }
}
