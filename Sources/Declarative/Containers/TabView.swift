import Foundation

/// A view that switches between child views with a tab bar, as SwiftUI's `TabView`.
///
/// Each child names its tab with `.tabItem { Label("Charts", systemImage: "chart.bar") }` and, with a selection,
/// identifies it with `.tag(_:)`. The bar sits at the bottom, as on iPhone: the chosen tab in the tint colour, the
/// others grey (on a terminal the chosen one is also bracketed, so it reads without colour). A tap on a tab chooses
/// it; while the bar has focus `←`/`→` move between tabs. A selection that matches no tag shows no child and no
/// chosen tab; a `TabView` without children draws an empty bar.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct TabView<SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var position = 0
    @Environment(\.controlMetrics) private var metrics
    @Environment(\.tabViewPageStyle) private var pageStyle

    /// A tab view whose chosen tab is `selection`, matched against the children's tags.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView: View {
    public var body: some View {
        // Without a selection (or without tags) a tab is known by its position, as in SwiftUI.
        let elements = ViewList.elements(of: content).enumerated().map { index, element -> ViewListElement in
            var element = element
            if selection == nil || element.tag == nil { element.tag = AnyHashable(index) }
            return element
        }
        let options = selection.map { PickerOptions(elements: elements, selection: $0) }
            ?? PickerOptions(elements: elements, selection: $position)
        // Each tab has its own identity, so tabs of the same type never share state.
        let page = ZStack {
            if let selected = options.selected { options.views[selected].id(elements[selected].id) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        return VStack(spacing: 0) {
            if let pageStyle {
                page
                    .contentShape(Rectangle())
                    .gesture(DragGesture(minimumDistance: 20).onEnded { drag in
                        // A swipe towards the leading edge shows the next page.
                        let step = drag.translation.width < -30 ? 1 : drag.translation.width > 30 ? -1 : 0
                        if step != 0, let next = options.index(movedBy: step) { withAnimation { options.choose(next) } }
                    })
                if pageStyle.indexDisplayMode == .always || (pageStyle.indexDisplayMode == .automatic && options.count > 1) {
                    PageIndicator(options: options).padding(.bottom, metrics.isCompact ? 0 : 8)
                }
            } else {
                page
                Rectangle().fill(Color.separator).frame(height: metrics.isCompact ? 0 : 0.5)
                TabBar(items: elements.map { TabItemLabel.of($0.view) }, badges: elements.map { Badge.of($0.view) },
                       options: options)
            }
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own choice, starting with the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// The bar: iOS's 49 pt bar (its items here a label's icon beside its title, where iOS puts the icon above), or one
/// row of titles on a terminal.
struct TabBar: View {
    let items: [AnyView?]
    let badges: [Text?]
    let options: PickerOptions
    @Environment(\.controlMetrics) private var metrics

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                let chosen = index == options.selected
                HStack(spacing: 0) {
                    if metrics.isCompact { Text(chosen ? "[" : " ") }
                    items[index].lineLimit(1).font(metrics.isCompact ? nil : .caption)
                    if let badge = badges[index] { TabBadge(label: badge) }
                    if metrics.isCompact { Text(chosen ? "]" : " ") }
                }
                .foregroundStyle(chosen ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.secondary))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
                .onTapGesture { options.choose(index) }
            }
        }
        .frame(height: metrics.isCompact ? metrics.rowHeight : 49)
        .background(metrics.isCompact ? Color.clear : Color.secondarySystemGroupedBackground)
        .control { press in
            let offset: Int
            switch press.key {
            case .leftArrow: offset = -1
            case .rightArrow: offset = 1
            default: return .ignored
            }
            guard let next = options.index(movedBy: offset), next != options.current() else { return .ignored }
            options.choose(next)
            return .handled
        }
    }
}

/// `.tabItem { … }`: the label of a tab view's tab.
struct TabItemModifier {
    let label: AnyView
}

// Conformed in an extension, so that nonisolated code can make one (see `TupleView`).
extension TabItemModifier: PrimitiveModifier {
    func apply(to node: ViewNode, _ context: inout UpdateContext) {}
}

nonisolated extension View {
    /// Sets the label of this view's tab in a `TabView`, as SwiftUI's `tabItem(_:)`: usually a `Label` with a title
    /// and an SF Symbol, or a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }
}

@MainActor
enum TabItemLabel {
    /// The `tabItem` label of a tab's view, if it has one.
    static func of(_ view: any View) -> AnyView? { ModifierSearch.outermost(TabItemModifier.self, around: view)?.label }
}
