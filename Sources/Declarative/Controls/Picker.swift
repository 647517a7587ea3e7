import Foundation

/// A control for choosing one of a set of values, as SwiftUI's `Picker`.
///
/// The options are the views of `content`, each identified by its `.tag(_:)` (a `ForEach`'s views are tagged with
/// their ids, as in SwiftUI). `Optional(x)` and `x` are the same tag, so an optional selection works with plain tags.
/// The look comes from `pickerStyle`: `.menu` (the default) shows the chosen value and opens a list of options
/// (`Space`/`Return` or a tap opens it, `↑`/`↓` move, `Return` chooses, `Esc` closes); `.segmented` and `.palette`
/// show every option in a row (`←`/`→` choose); `.inline` and `.wheel` show a column (`↑`/`↓` choose).
///
/// A selection that matches no tag shows no option chosen, and the first key press chooses the first option; an
/// option without a tag is shown but cannot be chosen. A picker with no options draws its label only.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyle) private var style
    @State private var isOpen = false
    @State private var highlighted = 0

    /// A picker with a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker with a label view (the older form).
    @available(*, deprecated, renamed: "init(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

extension Picker: View {
    public var body: some View {
        let options = PickerOptions(elements: ViewList.elements(of: content), selection: selection)
        let kind = PickerStyleKind(style)
        let isOpen = $isOpen, highlighted = $highlighted
        return PickerBody(kind: kind, label: AnyView(label), options: options, isOpen: isOpen, highlighted: highlighted)
            .control { press in options.handle(press, kind: kind, isOpen: isOpen, highlighted: highlighted) }
    }
}

extension Picker where Label == Text {
    /// A picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// A picker with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Declarative.Label<Text, Image> {
    /// A picker with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Declarative.Label(titleKey, systemImage: systemImage) }
    }
}

/// A picker's options and its selection, without the selection's type.
@MainActor
struct PickerOptions {
    let views: [AnyView]
    let tags: [AnyHashable?]
    /// The chosen option when the view was made, or nil when the selection matches no tag: what is drawn.
    let selected: Int?
    /// The chosen option now: key handlers read it, since several keys can arrive between two renders.
    let current: () -> Int?
    let choose: (Int) -> Void

    init<Value: Hashable>(elements: [ViewListElement], selection: Binding<Value>) {
        views = elements.map { AnyView(erasing: $0.view) }
        let tags = elements.map { $0.tag.flatMap(TagMatching.normalize) }
        self.tags = tags
        current = { TagMatching.normalize(AnyHashable(selection.wrappedValue)).flatMap { c in tags.firstIndex { $0 == c } } }
        selected = current()
        let raw = elements.map(\.tag)
        choose = { index in
            guard raw.indices.contains(index), let tag = raw[index], let value = tag.base as? Value else { return }
            selection.wrappedValue = value
        }
    }

    var count: Int { views.count }

    /// The option `offset` places from the one chosen now (from before the first when none is), clamped.
    func index(movedBy offset: Int) -> Int? {
        guard count > 0 else { return nil }
        guard let selected = current() else { return offset >= 0 ? 0 : count - 1 }
        return min(max(selected + offset, 0), count - 1)
    }

    func handle(_ press: KeyPress, kind: PickerStyleKind, isOpen: Binding<Bool>, highlighted: Binding<Int>) -> KeyPress.Result {
        if kind.opensList {
            if isOpen.wrappedValue {
                switch press.key {
                case .upArrow: highlighted.wrappedValue = max(highlighted.wrappedValue - 1, 0)
                case .downArrow: highlighted.wrappedValue = min(highlighted.wrappedValue + 1, max(count - 1, 0))
                case .return, .space:
                    choose(highlighted.wrappedValue)
                    isOpen.wrappedValue = false
                case .escape: isOpen.wrappedValue = false
                default: return .ignored
                }
                return .handled
            }
            if press.activates {
                highlighted.wrappedValue = selected ?? 0
                isOpen.wrappedValue = count > 0
                return .handled
            }
        }
        let step: Int
        switch press.key {
        case .leftArrow where kind.isRow, .upArrow where !kind.isRow && !kind.opensList: step = -1
        case .rightArrow where kind.isRow, .downArrow where !kind.isRow && !kind.opensList: step = 1
        case .leftArrow where kind.opensList: step = -1
        case .rightArrow where kind.opensList: step = 1
        default: return .ignored
        }
        guard let next = index(movedBy: step) else { return .ignored }
        choose(next)
        return .handled
    }
}
