import Foundation

/// A style painted over a fixed area instead of each shape's own bounds, so that one gradient spans several shapes:
/// how Charts aligns mark styles with the plot area (`alignsMarkStylesWithPlotArea`). The area is in the same space
/// as the shapes it paints.
package struct FixedBoundsStyle: ShapeStyle, PaintProvider {
    let base: AnyShapeStyle
    let area: CGRect

    /// `base` painted over `area`.
    package init(_ base: AnyShapeStyle, area: CGRect) {
        self.base = base
        self.area = area
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        resolvePaint(base, in: environment, bounds: area)
    }
}
