import Foundation

/// A title with an icon, as SwiftUI's `Label`: the icon, then the title, in a row.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public var body: some View { HStack(spacing: 6) { icon; title } }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and an SF Symbol name.
    public init(_ title: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label with a title string and an SF Symbol name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// An image, as SwiftUI's `Image`. There are no bitmaps or SF Symbols on these outputs: a symbol is drawn as a
/// small filled circle the size of the current font's capital letters, so layouts keep their shape.
public struct Image: View, PrimitiveView {
    /// The symbol's name, kept for accessibility.
    public let name: String
    /// An SF Symbol by name.
    public init(systemName: String) { name = systemName }
    /// A named image from the app's assets.
    public init(_ name: String) { self.name = name }

    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) { node.drawing = SymbolDrawing() }
}

struct SymbolDrawing: NodeDrawing {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, axis: Axis?) -> CGSize {
        let font = (node.environment.font ?? .body).resolve(dynamicTypeScale: node.environment.dynamicTypeSize.scale)
        let h = node.environment.textMetrics.lineHeight(of: font)
        return CGSize(width: h, height: h)
    }
    func draw(node: ViewNode, size: CGSize, into list: inout DisplayListBuilder) {
        let d = min(size.width, size.height) * 0.6
        let rect = CGRect(x: (size.width - d) / 2, y: (size.height - d) / 2, width: d, height: d)
        let paint = resolvePaint(ForegroundStyle(), in: node.environment, bounds: rect)
        list.append(.shape(ShapeDrawing(path: Path(ellipseIn: rect), fill: paint)), node: node,
                    bounds: CGRect(origin: .zero, size: size))
    }
}
