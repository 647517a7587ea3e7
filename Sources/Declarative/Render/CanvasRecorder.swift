import Foundation

/// Collects what a `Canvas` renderer draws, for the canvas's node to turn into display items.
///
/// A class so that every copy of a `GraphicsContext` appends to the same list.
final class CanvasRecorder {
    /// One drawn item, in canvas coordinates after `transform`.
    struct Item {
        var content: DisplayItem.Content
        var bounds: CGRect
        var transform: CGAffineTransform
        var opacity: Double
        var clips: [Path]
        var element: CanvasElement?
    }

    var items: [Item] = []
}

/// A group of a canvas's items with its own identity and accessibility (see `GraphicsContext.drawElement`).
struct CanvasElement {
    /// The element's key, unique within its canvas; its items' ids are the canvas's path, "/" and the key.
    var key: String
    var accessibility: AccessibilityInfo
}

extension GraphicsContext {
    /// Draws `content` as one identified element of the canvas, with its own accessibility.
    ///
    /// Not part of SwiftUI's `GraphicsContext`: a canvas's items are otherwise numbered in drawing order, which
    /// changes when an element is inserted. Items drawn here get ids from `id` instead, so that backends can
    /// match them from frame to frame (the animated SVG export does), and assistive technology reads `label`
    /// and `value` — or nothing, when `isAccessibilityHidden`. `id` should be unique within the canvas.
    public func drawElement(id: String, accessibilityLabel label: String? = nil, accessibilityValue value: String? = nil,
                            isAccessibilityHidden: Bool = false, _ content: (inout GraphicsContext) -> Void) {
        var element = self
        element.element = CanvasElement(key: id, accessibility: AccessibilityInfo(label: label, value: value, isHidden: isAccessibilityHidden))
        content(&element)
    }
}
