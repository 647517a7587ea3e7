import Foundation

/// A container of controls grouped in sections, as SwiftUI's `Form`: drawn as an inset grouped list (iOS's form),
/// whatever `listStyle` is set around it.
public struct Form<Content: View>: View {
    let content: Content

    /// A form.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}
