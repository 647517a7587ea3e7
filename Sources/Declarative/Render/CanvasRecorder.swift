import Foundation

/// Turns what a `Canvas` renderer draws into display items, placed as the canvas's node is.
///
/// A class so that every copy of a `GraphicsContext` appends to the same list. Items are identified by drawing
/// order (the canvas's path, then `#1`, `#2` …), or by their element's key (the path, "/" and the key).
final class CanvasRecorder {
    private let path: String
    private let elementPrefix: String
    /// Maps canvas coordinates to the display list's.
    private let placed: CGAffineTransform
    private let opacity: Double
    private let clips: [Path]
    private let accessibility: AccessibilityInfo
    private let tapTarget: DisplayItemID?
    private let effects: [GraphicsEffect]
    // The state `record` and `textEnvironment` change for every item drawn, without run-time exclusivity checks: only
    // the recorder's own methods change it, none of them reentrant, on the one thread that draws the canvas.
    @exclusivity(unchecked) private(set) var items: [DisplayItem] = []
    @exclusivity(unchecked) private var text: TextEnvironment?
    @exclusivity(unchecked) private var unnamed = 0
    @exclusivity(unchecked) private var lastKey: String?
    @exclusivity(unchecked) private var partInElement = 0

    init(path: String, placed: CGAffineTransform, opacity: Double, clips: [Path], accessibility: AccessibilityInfo,
         tapTarget: DisplayItemID?, effects: [GraphicsEffect] = []) {
        self.path = path
        elementPrefix = path + "/"
        self.placed = placed
        self.opacity = opacity
        self.clips = clips
        self.accessibility = accessibility
        self.tapTarget = tapTarget
        self.effects = effects
    }

    /// What text layout reads from the canvas's environment, read on first use.
    func textEnvironment(_ environment: EnvironmentValues) -> TextEnvironment {
        if let text { return text }
        let read = TextEnvironment(environment)
        text = read
        return read
    }

    /// Adds an item drawn in canvas coordinates after `transform`.
    func record(_ content: consuming DisplayItem.Content, bounds: CGRect, transform: CGAffineTransform, opacity itemOpacity: Double,
                clips itemClips: [Path], effects itemEffects: [GraphicsEffect] = [], element: CanvasElement?) {
        if let element {
            record(content, bounds: bounds, transform: transform, opacity: itemOpacity, clips: itemClips, effects: itemEffects, key: element.key,
                   label: element.accessibility.label, value: element.accessibility.value, isHidden: element.accessibility.isHidden)
            return
        }
        lastKey = nil
        let id = DisplayItemID(DisplayItemID.part(unnamed, of: path))
        unnamed += 1
        append(content, id: id, accessibility: accessibility, bounds: bounds, transform: transform, opacity: itemOpacity, clips: itemClips,
               effects: itemEffects)
    }

    /// Adds an item of the element `key` (see `GraphicsContext.drawElement`), which assistive technology reads as
    /// `label` and `value`, or not at all when `isHidden`.
    func record(_ content: consuming DisplayItem.Content, bounds: CGRect, transform: CGAffineTransform, opacity itemOpacity: Double,
                clips itemClips: [Path], effects itemEffects: [GraphicsEffect] = [], key: String, label: String?, value: String?,
                isHidden: Bool) {
        partInElement = key == lastKey ? partInElement + 1 : 0
        lastKey = key
        let id = DisplayItemID(elementPrefix, DisplayItemID.part(partInElement, of: key))
        var info = accessibility
        if let label { info.label = label }
        if let value { info.value = value }
        if isHidden { info.isHidden = true }
        // An element of several items is one accessibility element, as `.accessibilityElement(children: .ignore)`.
        if partInElement > 0 {
            info.element = DisplayItemID(elementPrefix, key)
            if partInElement == 1 { items[items.count - 1].accessibility.element = info.element }
        }
        append(content, id: id, accessibility: info, bounds: bounds, transform: transform, opacity: itemOpacity, clips: itemClips,
               effects: itemEffects)
    }

    /// Appends an item, placed, faded and clipped as the canvas is.
    private func append(_ content: consuming DisplayItem.Content, id: DisplayItemID, accessibility info: AccessibilityInfo, bounds: CGRect,
                        transform: CGAffineTransform, opacity itemOpacity: Double, clips itemClips: [Path],
                        effects itemEffects: [GraphicsEffect]) {
        let allClips = itemClips.isEmpty ? clips : clips + itemClips.map { $0.applying(placed) }
        // An item's own effects sit inside the canvas's clips and the item clips added before them.
        let allEffects = itemEffects.isEmpty ? effects : effects + itemEffects.map { GraphicsEffect($0.kind, clipsOutside: $0.clipsOutside + clips.count) }
        items.append(DisplayItem(id: id, content: content, bounds: bounds, transform: transform.concatenating(placed).sanitized,
                                 opacity: opacity * itemOpacity, clips: allClips, accessibility: info, tapTarget: tapTarget,
                                 effects: allEffects))
    }
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
