import Foundation

/// A container of controls grouped in sections, as SwiftUI's `Form`: drawn as an inset grouped list (iOS's form),
/// whatever `listStyle` is set around it.
///
/// It conforms to `View` in an extension, so that nonisolated code (a free `@ViewBuilder` function) can make one.
public struct Form<Content: View> {
    let content: Content

    /// A form.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Form: View {
    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}
