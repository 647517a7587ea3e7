import Foundation

/// The background style of the current context (`.background`), as SwiftUI's `BackgroundStyle`: the scheme's
/// background colour (iOS `systemBackground`).
public struct BackgroundStyle: ShapeStyle, PaintProvider, Hashable {
    /// Creates the style.
    public init() {}
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        Color.background.paint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The style of separators (`.separator`), as SwiftUI's `SeparatorShapeStyle`.
public struct SeparatorShapeStyle: ShapeStyle, PaintProvider, Hashable {
    /// Creates the style.
    public init() {}
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        Color.separator.paint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator style.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The fill of thin and small shapes (`.fill`), as SwiftUI's `FillShapeStyle`: iOS `systemFill`, a translucent grey.
public struct FillShapeStyle: ShapeStyle, PaintProvider, Hashable {
    /// Creates the style.
    public init() {}
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        Color.systemFill.paint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The fill style.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The style of selected content (`.selection`), as SwiftUI's `SelectionShapeStyle`: the tint colour.
public struct SelectionShapeStyle: ShapeStyle, PaintProvider, Hashable {
    /// Creates the style.
    public init() {}
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        TintShapeStyle().paint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The selection style.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

