import Foundation

/// `Text.foregroundStyle(_:)`: a text that keeps its style through `+`, as SwiftUI's
/// `Text.foregroundStyle(_:)` (iOS 17), which returns `Text` rather than `some View`.
///
/// `Text("Best: ") + Text(name).bold().foregroundStyle(.tint)` is the common use: only a `Text` can be concatenated,
/// so the style must live in the text, as its font and weight do.
extension Text {
    /// The text drawn with a style: a colour, a gradient, a hierarchical style such as `.secondary`, the tint.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        if let color = style as? Color {
            t.color = color
            t.style = nil
        } else {
            t.color = nil
            t.style = TextForegroundStyle(style)
        }
        return t
    }

    /// The style the text is drawn with: its own, else the environment's foreground style.
    var shapeStyle: any ShapeStyle {
        if let style { return style.style }
        if let color { return color }
        return ForegroundStyle()
    }
}

/// A text's own style other than a colour, compared by its description so that `Text` stays `Equatable`.
struct TextForegroundStyle: Equatable, Sendable {
    let style: AnyShapeStyle
    private let key: String

    init<S: ShapeStyle>(_ style: S) {
        self.style = AnyShapeStyle(style)
        key = String(reflecting: style)
    }

    static func == (lhs: TextForegroundStyle, rhs: TextForegroundStyle) -> Bool { lhs.key == rhs.key }
}
