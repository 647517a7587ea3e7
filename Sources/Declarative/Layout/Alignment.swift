import Foundation

/// A type that names a custom alignment guide and gives its default value, as SwiftUI's `AlignmentID`.
public protocol AlignmentID {
    /// The guide's value in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identifies an alignment guide in a node's explicit guides.
struct AlignmentKey: Hashable {
    let id: ObjectIdentifier
    let axis: Axis

    /// Whether this is a text baseline, whose value only the view itself knows.
    var isTextBaseline: Bool {
        self == VerticalAlignment.firstTextBaseline.key || self == VerticalAlignment.lastTextBaseline.key
    }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    /// A custom alignment.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: ObjectIdentifier(id), axis: .horizontal)
        // nonisolated(unsafe): a metatype is immutable; only its static `defaultValue(in:)` is called.
        nonisolated(unsafe) let id = id
        defaultValue = { id.defaultValue(in: $0) }
    }

    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
    /// The leading edge of text lines (the same as `.leading` in left-to-right layouts).
    public static let listRowSeparatorLeading = HorizontalAlignment(Leading.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    /// A custom alignment.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: ObjectIdentifier(id), axis: .vertical)
        // nonisolated(unsafe): a metatype is immutable; only its static `defaultValue(in:)` is called.
        nonisolated(unsafe) let id = id
        defaultValue = { id.defaultValue(in: $0) }
    }

    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum LastBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the first line of text; the bottom edge for views without text.
    public static let firstTextBaseline = VerticalAlignment(FirstBaseline.self)
    /// The baseline of the last line of text; the bottom edge for views without text.
    public static let lastTextBaseline = VerticalAlignment(LastBaseline.self)
}

/// A horizontal and a vertical alignment, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
}

/// A view's size and its alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat
    let explicit: (AlignmentKey, ViewDimensions) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey, ViewDimensions) -> CGFloat? = { _, _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    /// The value of a horizontal guide: explicit if the view set one, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit(guide.key, self) ?? guide.defaultValue(self)
    }
    /// The value of a vertical guide: explicit if the view set one, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit(guide.key, self) ?? guide.defaultValue(self)
    }
    /// The explicit value of a horizontal guide, if the view set one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key, self) }
    /// The explicit value of a vertical guide, if the view set one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key, self) }
}
