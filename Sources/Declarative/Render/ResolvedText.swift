import Foundation

extension GraphicsContext {
    /// A text measured in a context's environment, as SwiftUI's `GraphicsContext.ResolvedText`: draw it many
    /// times, or ask its size first to place it.
    public struct ResolvedText {
        let role: TextDrawingRole
        let environment: TextEnvironment
        /// The text's ideal layout: one line per paragraph, unwrapped.
        let ideal: TextLayout.Result
        /// How the text is coloured: the text's own colour, else the context's foreground style.
        public var shading: Shading

        init(text: Text, environment: TextEnvironment) {
            role = TextDrawingRole(text: text)
            self.environment = environment
            ideal = role.layout(.unspecified, in: environment)
            shading = text.style.map { Shading(style: $0.style) } ?? text.color.map { Shading.color($0) } ?? .foreground
        }

        /// The size the text takes on one line per paragraph.
        public func measure(in size: CGSize) -> CGSize {
            role.layout(ProposedViewSize(size), in: environment).size
        }

        /// The unwrapped size.
        var size: CGSize { ideal.size }

        /// The drawing of the text wrapped to `rect`, or nil when nothing would show.
        func drawing(in rect: CGRect, paint: Paint?) -> TextDrawing? {
            guard let paint else { return nil }
            if rect.width >= ideal.size.width && rect.height >= ideal.size.height {       // fits: drawn as measured (not copied)
                guard !ideal.lines.isEmpty else { return nil }
                return TextDrawingRole.drawing(ideal, size: rect.size, in: environment, paint: paint, origin: rect.origin)
            }
            let result = role.layout(ProposedViewSize(rect.size), in: environment)
            guard !result.lines.isEmpty else { return nil }
            return TextDrawingRole.drawing(result, size: rect.size, in: environment, paint: paint, origin: rect.origin)
        }
    }
}
