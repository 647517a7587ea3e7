import Foundation

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. In a `List` or `Form` it is drawn
/// in the list's style; elsewhere its header, content and footer are stacked. With `isExpanded:`, a tap (or
/// `Space`/`Return` on the focused header) on its header shows or hides its rows.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent
    let content: Content
    let footer: Footer
    let isExpanded: Binding<Bool>?

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
        isExpanded = nil
    }

    /// A section with a header and a footer given as views (the older form).
    @available(*, deprecated, renamed: "init(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section: View {
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            header
            if isExpanded?.wrappedValue ?? true { content }
            footer
        }
    }

    @MainActor var parts: SectionParts {
        SectionParts(header: Parent.self == EmptyView.self ? nil : header,
                     footer: Footer.self == EmptyView.self ? nil : footer,
                     rows: ViewList.elements(of: content), isExpanded: isExpanded)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// A section with a header given as a view (the older form).
    @available(*, deprecated, renamed: "init(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
    /// A section that can be collapsed, with a header.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content()
        self.header = header()
        footer = EmptyView()
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    /// A section with a footer given as a view (the older form).
    @available(*, deprecated, renamed: "init(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }
    /// A section with a text header from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
    /// A section that can be collapsed, with a text header.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
    }
    /// A section that can be collapsed, with a text header from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }
}

extension Section: ViewListContent {
    func listElements(prefix: [AnyHashable]) -> [ViewListElement] {
        [ViewListElement(view: self, id: AnyHashable(prefix), tag: nil, section: parts)]
    }
}
