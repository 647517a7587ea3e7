import Foundation

/// Content of a toolbar, as SwiftUI's `ToolbarContent`: `ToolbarItem`s and `ToolbarItemGroup`s, or your own type
/// whose `body` is made of them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of the content's body.
    associatedtype Body: ToolbarContent
    /// The content.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// One item of a toolbar, ready to draw.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
    /// Tells items apart without comparing views: their placement and view type.
    let signature: String
}

/// Toolbar content the framework takes apart directly.
@MainActor
protocol PrimitiveToolbarContent {
    var entries: [ToolbarEntry] { get }
}

@MainActor
enum ToolbarEntries {
    static func of(_ content: any ToolbarContent) -> [ToolbarEntry] {
        if let primitive = content as? any PrimitiveToolbarContent { return primitive.entries }
        func body<T: ToolbarContent>(_ t: T) -> [ToolbarEntry] { of(t.body) }
        return body(content)
    }
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`: leading placements go left of the title, the
/// rest right of it.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    var isLeading: Bool { ["navigationBarLeading", "topBarLeading", "cancellationAction", "navigation"].contains(name) }

    /// The platform's choice (trailing).
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// Leading in the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// Trailing in the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// Leading in the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// Trailing in the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The title's place (drawn trailing here, beside the title).
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The main action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// A secondary action.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// Confirms (trailing).
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// Cancels (leading).
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// A destructive action.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// Navigation (leading).
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// Status (drawn in the bar here).
    public static let status = ToolbarItemPlacement(name: "status")
    /// The bottom bar (drawn in the top bar here).
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Above the keyboard (drawn in the bar here).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
///
/// Toolbar content conforms in extensions, so that nonisolated code (a free `@ViewBuilder` function) can make it.
public struct ToolbarItem<ID, Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem: ToolbarContent, PrimitiveToolbarContent {
    public var body: Never { return fatalError("ToolbarItem has no body") }
    var entries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, view: AnyView(content), signature: "\(placement.name):\(Content.self)")]
    }
}

extension ToolbarItem where ID == () {
    /// An item at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an id, at a placement.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Items that share a placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content
    /// A group at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItemGroup: ToolbarContent, PrimitiveToolbarContent {
    public var body: Never { return fatalError("ToolbarItemGroup has no body") }
    var entries: [ToolbarEntry] {
        ViewList.elements(of: content).enumerated().map { index, element in
            ToolbarEntry(placement: placement, view: AnyView(erasing: element.view),
                         signature: "\(placement.name):\(index):\(type(of: element.view))")
        }
    }
}

/// Several pieces of toolbar content, as a `ToolbarContentBuilder` block makes them.
public struct TupleToolbarContent {
    let parts: [any ToolbarContent]
}

extension TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    public var body: Never { return fatalError("TupleToolbarContent has no body") }
    var entries: [ToolbarEntry] { parts.flatMap(ToolbarEntries.of) }
}

/// Builds toolbar content from items, as SwiftUI's `ToolbarContentBuilder`. Nonisolated, as `ViewBuilder` is.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
        var parts: [any ToolbarContent] = []
        for part in repeat each content { parts.append(part) }
        return TupleToolbarContent(parts: parts)
    }
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> TupleToolbarContent {
        TupleToolbarContent(parts: content.map { [$0] } ?? [])
    }
    public static func buildEither<C: ToolbarContent>(first: C) -> TupleToolbarContent { TupleToolbarContent(parts: [first]) }
    public static func buildEither<C: ToolbarContent>(second: C) -> TupleToolbarContent { TupleToolbarContent(parts: [second]) }
}

nonisolated extension View {
    /// Adds items to the enclosing navigation level's bar (nothing outside a navigation stack, as on iOS).
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        navigationBar(content()) { content, bar in bar.toolbar = ToolbarEntries.of(content) }
    }

    /// Adds views to the trailing end of the enclosing navigation level's bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        navigationBar(ToolbarItemGroup(placement: .automatic, content: content)) { group, bar in
            bar.toolbar = group.entries
        }
    }
}
