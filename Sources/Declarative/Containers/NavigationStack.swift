import Foundation

/// A stack of views with a root that pushes destinations, as SwiftUI's `NavigationStack`.
///
/// `NavigationLink(value:)` pushes a value, shown by the nearest `navigationDestination(for:)` of its type;
/// `NavigationLink(destination:)` pushes a view. The top view is shown under a navigation bar; the views below keep
/// their state but are hidden and disabled. `Esc` (while focus is inside, or nothing has focus) or a tap on the back
/// label pops. With `path:`, the pushed values are the binding's. A value with no matching destination is pushed
/// but shows nothing under the bar (SwiftUI logs the same mistake).
///
/// ```
///  level 0 (root)   ─┐
///  level 1 (value)   ├─ ZStack: all kept, only the top drawn and enabled
///  level 2 (value)  ─┘
///  bar: ‹ back · title · toolbar  (large title: at the top of the content)
/// ```
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct NavigationStack<Data, Root: View> {
    let root: Root
    let path: Binding<[AnyHashable]>?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [Int: AnyView] = [:]
    @State private var context = NavigationContext()

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose path is bound to a `NavigationPath`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements },
                            set: { path.wrappedValue.elements = $0 })
    }

    /// A stack whose path is bound to a collection of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }
}

extension NavigationStack: View {
    public var body: some View {
        let path = path ?? $ownPath, pushedViews = $pushedViews, context = context
        let values = path.wrappedValue
        context.push = { value in path.wrappedValue.append(value) }
        context.pushView = { view in
            // A pushed view stands in the path as a marker, so that popping works the same for both kinds.
            let depth = path.wrappedValue.count
            pushedViews.wrappedValue[depth] = view
            path.wrappedValue.append(AnyHashable(PushedView(depth: depth)))
        }
        context.pop = {
            guard !path.wrappedValue.isEmpty else { return false }
            path.wrappedValue.removeLast()
            return true
        }
        let levels = [NavigationLevelView(depth: 0, view: AnyView(root), stack: context)]
            + values.enumerated().map { index, value in
                NavigationLevelView(depth: index + 1, view: context.destination(for: value, pushed: pushedViews.wrappedValue),
                                    stack: context)
            }
        let top = levels.count - 1
        return ZStack(alignment: .topLeading) {
            ForEach(levels, id: \.depth) { level in
                level
                    .disabled(level.depth != top)
                    .opacity(level.depth == top ? 1 : 0)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .environment(\.navigationContext, context)
        .modifier(ProvidesEditMode())
        .onKeyPress(.escape) { context.pop() ? .handled : .ignored }
    }
}

/// A view pushed by `NavigationLink(destination:)`, as it stands in the path.
struct PushedView: Hashable {
    let depth: Int
}

/// A container that shows its content with a navigation bar, as SwiftUI's `NavigationView` (a `NavigationStack`).
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct NavigationView<Content: View> {
    let content: Content
    /// A navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension NavigationView: View {
    public var body: some View { NavigationStack { content } }
}

/// How a navigation view lays out its columns, as SwiftUI's `NavigationViewStyle`; every style stacks here.
public protocol NavigationViewStyle {}
/// One column at a time.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The platform's default.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
nonisolated extension View {
    /// Sets the navigation view style (every style stacks its views here).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
