import Foundation

/// The stable identity of a display item: the path of its view in the graph, plus a part index.
///
/// Two display lists drawn from the same view tree give the same id to the same view, so backends diff and
/// animate by id.
public struct DisplayItemID: Hashable, Comparable, Sendable, CustomStringConvertible {
    // The path in two parts, joined only when asked: a canvas names thousands of items by its own path and a
    // key, and building each joined string would cost an allocation per item.
    private let head: String
    private let tail: String

    /// A readable path such as `0.VStack/1.HStack/Blue.Capsule`.
    public var path: String { tail.isEmpty ? head : head + tail }
    /// Creates an id from a path.
    public init(_ path: String) { head = path; tail = "" }
    /// Creates the id `head + tail`.
    init(_ head: String, _ tail: String) { self.head = head; self.tail = tail }

    /// The name of a view's `n`th item: the path itself for the first, then `path#1`, `path#2` ….
    static func part(_ n: Int, of path: String) -> String { n == 0 ? path : path + "#\(n)" }

    public var description: String { path }
    public static func < (a: DisplayItemID, b: DisplayItemID) -> Bool { a.path < b.path }

    public static func == (a: DisplayItemID, b: DisplayItemID) -> Bool {
        // Split at the same place, the parts compare separately; otherwise compare the whole paths.
        a.head.utf8.count == b.head.utf8.count ? a.head == b.head && a.tail == b.tail : a.path == b.path
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// What assistive technology knows of an item.
///
/// The label, value and hidden flag differ from item to item; the rest — hint, traits, the element and the chart an
/// item belongs to — are nearly always the same for every item of a view (a canvas copies its own to each item it
/// draws). Those live in one shared, immutable box, so that an item holds 48 bytes of accessibility instead of ~190
/// (a chart's description alone is ~90), and a copy of it costs three reference counts instead of a dozen.
public struct AccessibilityInfo: Hashable, Sendable {
    /// The label, such as "Monday".
    public var label: String?
    /// The value, such as "12".
    public var value: String?
    /// Whether the item is hidden from assistive technology.
    public var isHidden: Bool
    private var shared: Shared

    /// The fields items mostly share. Never changed once made: a setter makes a new one.
    private final class Shared: Sendable {
        let hint: String?
        let traits: AccessibilityTraits
        let element: DisplayItemID?
        let chart: ChartDescription?

        init(hint: String?, traits: AccessibilityTraits, element: DisplayItemID?, chart: ChartDescription?) {
            self.hint = hint
            self.traits = traits
            self.element = element
            self.chart = chart
        }

        /// The box of the defaults, shared by every item without any of these.
        static let none = Shared(hint: nil, traits: [], element: nil, chart: nil)

        static func make(hint: String?, traits: AccessibilityTraits, element: DisplayItemID?, chart: ChartDescription?) -> Shared {
            hint == nil && traits.isEmpty && element == nil && chart == nil
                ? none : Shared(hint: hint, traits: traits, element: element, chart: chart)
        }

        func isEqual(to other: Shared) -> Bool {
            self === other
                || (hint == other.hint && traits == other.traits && element == other.element && chart == other.chart)
        }
    }

    /// The hint, which says what the item does, from `help(_:)`.
    public var hint: String? {
        get { shared.hint }
        set { shared = .make(hint: newValue, traits: shared.traits, element: shared.element, chart: shared.chart) }
    }
    /// Traits such as `.isButton` or `.isHeader`, from `accessibilityAddTraits(_:)`.
    public var traits: AccessibilityTraits {
        get { shared.traits }
        set { shared = .make(hint: shared.hint, traits: newValue, element: shared.element, chart: shared.chart) }
    }
    /// The accessibility element the item belongs to, when a view combined or ignored its children.
    public var element: DisplayItemID? {
        get { shared.element }
        set { shared = .make(hint: shared.hint, traits: shared.traits, element: newValue, chart: shared.chart) }
    }
    /// The chart the item draws part of, from `accessibilityChartDescriptor(_:)` (Charts sets one on every chart).
    public var chart: ChartDescription? {
        get { shared.chart }
        set { shared = .make(hint: shared.hint, traits: shared.traits, element: shared.element, chart: newValue) }
    }

    /// Creates accessibility information.
    public init(label: String? = nil, value: String? = nil, isHidden: Bool = false, element: DisplayItemID? = nil,
                chart: ChartDescription? = nil, hint: String? = nil, traits: AccessibilityTraits = []) {
        self.label = label
        self.value = value
        self.isHidden = isHidden
        shared = .make(hint: hint, traits: traits, element: element, chart: chart)
    }

    /// Whether there is a hint, answered without reading it (a read of `hint` retains and releases the text).
    package var hasHint: Bool { shared.hint != nil }

    /// Whether this is only a label, a value and the hidden flag: no hint, traits or element (a chart may be set).
    package var isPlain: Bool { shared.hint == nil && shared.traits.isEmpty && shared.element == nil }

    /// Whether both hold the same hint, traits, element and chart because they share them (the items a view draws
    /// do): a check of one address, where comparing the charts compares their data. False says nothing.
    package func sharesDetails(with other: AccessibilityInfo) -> Bool { shared === other.shared }

    /// The identity of the details (hint, traits, element and chart) this shares: equal for two that `sharesDetails`,
    /// and kept without a reference count, so it holds only while this info lives (a freed box's may be reused).
    package var detailsIdentity: ObjectIdentifier { ObjectIdentifier(shared) }

    public static func == (a: AccessibilityInfo, b: AccessibilityInfo) -> Bool {
        a.label == b.label && a.value == b.value && a.isHidden == b.isHidden && a.shared.isEqual(to: b.shared)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(hint)
        hasher.combine(traits)
        hasher.combine(isHidden)
        hasher.combine(element)
        hasher.combine(chart)
    }
}

/// A shape to draw: a path with an optional fill and stroke.
public struct ShapeDrawing: Hashable, Sendable {
    /// The outline, in the item's local space.
    public var path: Path
    /// The fill, or nil for none.
    public var fill: Paint?
    /// Whether the fill uses the even-odd rule.
    public var isEvenOdd: Bool
    /// The stroke, or nil for none.
    public var stroke: Stroke? {
        get { strokeBox?.value }
        set { strokeBox = newValue.map(ImmutableBox.init) }
    }
    /// The stroke in a box of its own: most shapes (a chart's bars) only fill, and a stroke's paint and style inline
    /// would make every shape 90 bytes larger.
    private var strokeBox: ImmutableBox<Stroke>?

    /// A stroke: paint and style.
    public struct Stroke: Hashable, Sendable {
        public var paint: Paint
        public var style: StrokeStyle
        /// Creates a stroke.
        public init(paint: Paint, style: StrokeStyle) { self.paint = paint; self.style = style }
    }

    /// Creates a shape drawing.
    public init(path: Path, fill: Paint? = nil, isEvenOdd: Bool = false, stroke: Stroke? = nil) {
        self.path = path
        self.fill = fill
        self.isEvenOdd = isEvenOdd
        strokeBox = stroke.map(ImmutableBox.init)
    }

    public static func == (a: ShapeDrawing, b: ShapeDrawing) -> Bool {
        a.path == b.path && a.fill == b.fill && a.isEvenOdd == b.isEvenOdd
            && (a.strokeBox === b.strokeBox || a.stroke == b.stroke)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(fill)
        hasher.combine(isEvenOdd)
        hasher.combine(stroke)
    }
}

/// Laid-out text: lines placed in the item's local space, in one font and paint.
public struct TextDrawing: Hashable, Sendable {
    /// One line of text.
    public struct Line: Hashable, Sendable {
        /// The characters shown, truncation ellipsis included. Never contains control characters.
        public var text: String
        /// The left end of the line's baseline.
        public var origin: CGPoint
        /// The measured width of the line.
        public var width: CGFloat
        /// Creates a line.
        public init(text: String, origin: CGPoint, width: CGFloat) {
            self.text = text
            self.origin = origin
            self.width = width
        }
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The font.
    public var font: ResolvedFont
    /// The text colour or gradient.
    public var paint: Paint
    /// The height of one line, as measured.
    public var lineHeight: CGFloat
    /// For a symbol (`Image(systemName:)`), its drawing, in the item's local space: a vector backend draws these
    /// shapes instead of the lines, and a character-cell backend draws the lines (the symbol's glyph). Empty for text.
    public var symbolShapes: [ShapeDrawing]

    /// Creates a text drawing.
    public init(lines: [Line], font: ResolvedFont, paint: Paint, lineHeight: CGFloat, symbolShapes: [ShapeDrawing] = []) {
        self.lines = lines
        self.font = font
        self.paint = paint
        self.lineHeight = lineHeight
        self.symbolShapes = symbolShapes
    }
}

/// One drawing item of a display list.
///
/// Items are values, stored in a shared box: copying an item (display lists reuse the items of unchanged subtrees
/// from frame to frame) costs one reference count, and a change copies the box first.
public struct DisplayItem: Hashable, Sendable, Identifiable {
    /// What the item draws.
    public enum Content: Hashable, Sendable {
        case shape(ShapeDrawing)
        case text(TextDrawing)
    }

    /// The item's fields. The content lives in one of two subclasses, a shape's or a text's, as a constant of its
    /// own type rather than an enumeration: a backend is lent a shape in place (`withShape`), where matching the
    /// enumeration's case copied the shape out (~290 instructions an item, a fifth of writing a bar as SVG).
    private class Storage: @unchecked Sendable {
        // @unchecked: a Storage is never mutated once shared; setters copy it first (see `mutate`). Its content is a
        // constant of its subclass: a new content makes a new box.
        var id: DisplayItemID
        var bounds: CGRect
        var transform: CGAffineTransform
        var opacity: Double
        var accessibility: AccessibilityInfo
        var surroundings: Surroundings

        init(id: DisplayItemID, bounds: CGRect, transform: CGAffineTransform, opacity: Double,
             accessibility: AccessibilityInfo, surroundings: Surroundings) {
            self.id = id
            self.bounds = bounds
            self.transform = transform
            self.opacity = opacity
            self.accessibility = accessibility
            self.surroundings = surroundings
        }

        /// Whether this is a `ShapeStorage` (else a `TextStorage`): one comparison of the class, where a flag would
        /// make every item 16 bytes larger (its padding before the shape) and a dynamic cast would call the runtime.
        var isShape: Bool { type(of: self) == ShapeStorage.self }

        /// A box of `content` with `fields`' other fields.
        static func make(_ content: consuming Content, fields f: Storage) -> Storage {
            make(id: f.id, content: content, bounds: f.bounds, transform: f.transform, opacity: f.opacity,
                 accessibility: f.accessibility, surroundings: f.surroundings)
        }

        static func make(id: DisplayItemID, content: consuming Content, bounds: CGRect, transform: CGAffineTransform,
                         opacity: Double, accessibility: AccessibilityInfo, surroundings: Surroundings) -> Storage {
            switch consume content {
            case .shape(let shape):
                ShapeStorage(shape, id: id, bounds: bounds, transform: transform, opacity: opacity,
                             accessibility: accessibility, surroundings: surroundings)
            case .text(let text):
                TextStorage(text, id: id, bounds: bounds, transform: transform, opacity: opacity,
                            accessibility: accessibility, surroundings: surroundings)
            }
        }

        var content: Content {
            isShape ? .shape(unsafeDowncast(self, to: ShapeStorage.self).shape)
                : .text(unsafeDowncast(self, to: TextStorage.self).text)
        }

        func copy() -> Storage { Self.make(content, fields: self) }
    }

    private final class ShapeStorage: Storage, @unchecked Sendable {
        let shape: ShapeDrawing

        init(_ shape: ShapeDrawing, id: DisplayItemID, bounds: CGRect, transform: CGAffineTransform, opacity: Double,
             accessibility: AccessibilityInfo, surroundings: Surroundings) {
            self.shape = shape
            super.init(id: id, bounds: bounds, transform: transform, opacity: opacity, accessibility: accessibility,
                       surroundings: surroundings)
        }
    }

    private final class TextStorage: Storage, @unchecked Sendable {
        let text: TextDrawing

        init(_ text: TextDrawing, id: DisplayItemID, bounds: CGRect, transform: CGAffineTransform, opacity: Double,
             accessibility: AccessibilityInfo, surroundings: Surroundings) {
            self.text = text
            super.init(id: id, bounds: bounds, transform: transform, opacity: opacity, accessibility: accessibility,
                       surroundings: surroundings)
        }
    }

    /// The clips, interactive view and effects around an item: nearly always none, which every such item shares
    /// (one box, where the three inline made every item 48 bytes larger). Never changed: a setter makes a new one.
    private final class Surroundings: Sendable {
        let clips: [Path]
        let tapTarget: DisplayItemID?
        let effects: [GraphicsEffect]

        private init(clips: [Path], tapTarget: DisplayItemID?, effects: [GraphicsEffect]) {
            self.clips = clips
            self.tapTarget = tapTarget
            self.effects = effects
        }

        static let none = Surroundings(clips: [], tapTarget: nil, effects: [])

        static func make(clips: [Path], tapTarget: DisplayItemID?, effects: [GraphicsEffect]) -> Surroundings {
            clips.isEmpty && tapTarget == nil && effects.isEmpty ? none : Surroundings(clips: clips, tapTarget: tapTarget, effects: effects)
        }
    }

    private var storage: Storage

    private mutating func mutate(_ change: (Storage) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        change(storage)
    }

    /// Creates an item.
    public init(id: DisplayItemID, content: Content, bounds: CGRect, transform: CGAffineTransform = .identity,
                opacity: Double = 1, clips: [Path] = [], accessibility: AccessibilityInfo = AccessibilityInfo(),
                tapTarget: DisplayItemID? = nil, effects: [GraphicsEffect] = []) {
        storage = Storage.make(id: id, content: content, bounds: bounds, transform: transform, opacity: opacity,
                               accessibility: accessibility,
                               surroundings: .make(clips: clips, tapTarget: tapTarget, effects: effects))
    }

    /// The stable identity.
    public var id: DisplayItemID {
        get { storage.id }
        set { mutate { $0.id = newValue } }
    }
    /// What is drawn.
    public var content: Content {
        get { storage.content }
        set { storage = Storage.make(newValue, fields: storage) }
    }
    /// Lends `content`'s shape to `body`, in place, and returns true; returns false for text. A read of `content`
    /// makes the enumeration and later destroys it through outlined value witnesses (~300 instructions an item), which
    /// a backend writing thousands of items would pay for each.
    package func withShape(_ body: (borrowing ShapeDrawing) -> Void) -> Bool {
        guard storage.isShape else { return false }
        body(unsafeDowncast(storage, to: ShapeStorage.self).shape)
        return true
    }
    /// The area the item draws in, in its local space: for a view, its laid-out size at the origin; for a
    /// `Canvas` shape, the shape's bounds (its stroke included).
    public var bounds: CGRect {
        get { storage.bounds }
        set { mutate { $0.bounds = newValue } }
    }
    /// Maps the item's local space to the display list's space (points, y down).
    public var transform: CGAffineTransform {
        get { storage.transform }
        set { mutate { $0.transform = newValue } }
    }
    /// The opacity, 0…1, to multiply into the paints (opacity of groups already folded in).
    public var opacity: Double {
        get { storage.opacity }
        set { mutate { $0.opacity = newValue } }
    }
    /// Clip outlines in the display list's space; the item is drawn inside all of them.
    public var clips: [Path] {
        get { storage.surroundings.clips }
        set { mutate { $0.surroundings = .make(clips: newValue, tapTarget: $0.surroundings.tapTarget, effects: $0.surroundings.effects) } }
    }
    /// Accessibility for the item.
    public var accessibility: AccessibilityInfo {
        get { storage.accessibility }
        set { mutate { $0.accessibility = newValue } }
    }
    /// The innermost interactive view around this item (one with a gesture, hover or wheel handler,
    /// `allowsHitTesting(false)` or a named coordinate space), if any: a press on the item starts there.
    public var tapTarget: DisplayItemID? {
        get { storage.surroundings.tapTarget }
        set { mutate { $0.surroundings = .make(clips: $0.surroundings.clips, tapTarget: newValue, effects: $0.surroundings.effects) } }
    }

    /// Graphics effects (colour matrices, blurs, shadows, masks), outermost first; see ``GraphicsEffect``.
    public var effects: [GraphicsEffect] {
        get { storage.surroundings.effects }
        set { mutate { $0.surroundings = .make(clips: $0.surroundings.clips, tapTarget: $0.surroundings.tapTarget, effects: newValue) } }
    }

    /// The item's bounds in the display list's space.
    public var frame: CGRect { bounds.applying(transform) }

    /// Whether the item has no clips and no effects, answered without reading them (each read of `clips` or `effects`
    /// retains the array).
    package var hasNoClipsOrEffects: Bool { storage.surroundings.clips.isEmpty && storage.surroundings.effects.isEmpty }

    // Parts of `accessibility`, each read without copying the rest: a read of `accessibility` copies it out of the box
    // (two optional strings and a box, each retained) for the reader to destroy after, ~300 instructions that a
    // backend annotating thousands of items would pay for a label and a flag.

    /// `accessibility.isPlain`.
    package var hasPlainAccessibility: Bool { storage.accessibility.isPlain }
    /// `accessibility.isHidden`.
    package var isAccessibilityHidden: Bool { storage.accessibility.isHidden }
    /// `accessibility.label`, or "" when there is none.
    package var accessibilityLabelText: String { storage.accessibility.label ?? "" }
    /// `accessibility.value`, or "" when there is none.
    package var accessibilityValueText: String { storage.accessibility.value ?? "" }
    /// `accessibility.detailsIdentity`.
    package var accessibilityDetailsIdentity: ObjectIdentifier { storage.accessibility.detailsIdentity }

    public static func == (a: DisplayItem, b: DisplayItem) -> Bool {
        a.storage === b.storage || (a.id == b.id && a.content == b.content && a.bounds == b.bounds
            && a.transform == b.transform && a.opacity == b.opacity && a.clips == b.clips
            && a.accessibility == b.accessibility && a.tapTarget == b.tapTarget && a.effects == b.effects)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(content)
        hasher.combine(bounds.origin.x); hasher.combine(bounds.origin.y)
        hasher.combine(bounds.size.width); hasher.combine(bounds.size.height)
        hasher.combine(transform)
        hasher.combine(opacity)
    }
}
