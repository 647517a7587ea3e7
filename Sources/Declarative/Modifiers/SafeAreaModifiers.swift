import Foundation

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set holding one edge.
        public init(_ edge: VerticalEdge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set holding one edge.
        public init(_ edge: HorizontalEdge) { self.rawValue = 1 << edge.rawValue }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

// These outputs have no system bars, notches or keyboard, so the safe area is the whole view. An inset still takes
// its room: the content is laid out in what is left and the inset view sits along the edge, across the view, as a
// bar above a scroll view's content does on an iPhone. (SwiftUI also lets the content's background extend under
// the inset; here the two share the space side by side.)
nonisolated extension View {
    /// Shows `content` along the top or bottom edge and lays this view out in the rest (SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`); `alignment` places the inset view across the edge.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content().frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
        return VStack(spacing: spacing.map(Self.safeSpacing)) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` along the leading or trailing edge and lays this view out in the rest (SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`); `alignment` places the inset view along the edge.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content().frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
        return HStack(spacing: spacing.map(Self.safeSpacing)) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }

    /// Adds the default padding to the safe area on `edges` (SwiftUI's `safeAreaPadding(_:_:)`): with no system
    /// insets, the same as `padding(_:_:)`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }

    /// Adds `length` to the safe area on every edge: with no system insets, the same as `padding(_:)`.
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

    /// Adds `insets` to the safe area: with no system insets, the same as `padding(_:)`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

    /// A spacing as given, never negative or NaN.
    private static func safeSpacing(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
}
