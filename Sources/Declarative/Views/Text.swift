import Foundation

/// A view that shows one or more lines of read-only text, as SwiftUI's `Text`.
///
/// Text is measured by the environment's `TextMetrics`; it wraps at word boundaries, honours `lineLimit`, shrinks
/// down to `minimumScaleFactor`, and then truncates its last line with "…". Control characters in user strings are
/// dropped before anything reaches a backend.
///
/// `Text` conforms to `View` in an extension, as SwiftUI's does, so the struct is not isolated to the main actor:
/// nonisolated code (a `@ViewBuilder` helper on an enum, a free function) can make one.
public struct Text: Equatable, Sendable {
    package internal(set) var string: String
    /// Makes the string again in a view's environment (its locale, time zone, calendar and clock), for text made
    /// from a format style or a date style; nil for plain text.
    var resolver: TextResolver?
    package var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var isMonospacedDigit = false
    package var color: Color?
    /// A style other than a plain colour, from `foregroundStyle(_:)`; it wins over `color`.
    var style: TextForegroundStyle?

    /// Text from a literal or an interpolated literal, with its inline Markdown read (see `InlineMarkdown`).
    public init(_ key: LocalizedStringKey) {
        let markdown = InlineMarkdown(key.markdown)
        string = markdown.text
        if markdown.isBold { weight = .bold }
        isItalic = markdown.isItalic
    }
    /// Text shown exactly as given, without localisation.
    public init(verbatim content: String) { string = content }
    /// Text from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text from a value and a format style, as `Text(price, format: .currency(code: "USD"))`. The style formats in
    /// the view's `locale` environment value.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(resolver: TextResolver(key: "\(input)|\(format)") { env in format.locale(env.locale).format(input) })
    }

    init(resolver: TextResolver) {
        string = resolver.resolve(TextResolver.defaultEnvironment)
        self.resolver = resolver
    }

    /// The text with its string made in an environment, in the environment's `textCase`.
    func resolved(in environment: EnvironmentValues) -> Text {
        var t = self
        if let resolver { t.string = resolver.resolve(environment) }
        if let textCase = environment.textCase { t.string = t.cased(textCase, locale: environment.locale) }
        return t
    }

    /// The text in a font.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The text in a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italic.
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    /// The text with digits of equal width.
    public func monospacedDigit() -> Text { var t = self; t.isMonospacedDigit = true; return t }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; t.style = nil; return t }

    /// Concatenates two texts (the first one's styling is kept).
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.string + rhs.string).copyingStyle(of: lhs)
    }

    /// The string with control characters removed, so that no user text can inject escape sequences or markup.
    nonisolated var sanitized: String {
        // Most text has no control character (C0, DEL, or C1 — encoded C2 80…C2 9F): keep it as it is.
        var previous: UInt8 = 0
        let clean = string.utf8.allSatisfy { b in
            defer { previous = b }
            return (b >= 0x20 || b == 0x0A) && b != 0x7F && !(previous == 0xC2 && (0x80...0x9F).contains(b))
        }
        if clean { return string }
        return String(String.UnicodeScalarView(string.unicodeScalars.filter { s in
            s == "\n" || !(s.value < 0x20 || (0x7F...0x9F).contains(s.value) || (0xD800...0xDFFF).contains(s.value))
        }))
    }
}

extension Text: View, PrimitiveView {
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) {
        node.drawing.role = TextDrawingRole(text: resolved(in: node.environment))
        resolver?.scheduleRefresh(node)
    }
}

/// The environment values that text layout reads, read once: each read of the environment is a dictionary
/// lookup, and a canvas drawing many labels shares one snapshot.
struct TextEnvironment {
    let font: Font?
    let isItalic: Bool
    let isBold: Bool
    let isMonospacedDigit: Bool
    let design: Font.Design?
    let typeScale: CGFloat
    let metrics: any TextMetrics
    let lineLimit: Int?
    let minimumScaleFactor: CGFloat
    let alignment: TextAlignment

    init(_ env: EnvironmentValues) {
        font = env.font
        isItalic = env.isItalic
        isBold = env.isBold
        isMonospacedDigit = env.isMonospacedDigit
        design = env.fontDesign
        typeScale = env.dynamicTypeSize.scale
        metrics = env.textMetrics
        lineLimit = env.lineLimit
        minimumScaleFactor = env.minimumScaleFactor
        alignment = env.multilineTextAlignment
    }
}

/// Sizes and draws a `Text` leaf.
struct TextDrawingRole: NodeDrawing, AnimatedRole {
    let text: Text

    nonisolated func resolvedFont(_ env: TextEnvironment) -> ResolvedFont {
        var font = (text.font ?? env.font ?? .body)
        if let w = text.weight { font = font.weight(w) }
        if text.isItalic || env.isItalic { font = font.italic() }
        if env.isBold && text.weight == nil { font = font.bold() }
        if text.isMonospacedDigit || env.isMonospacedDigit { font = font.monospacedDigit() }
        if let design = env.design, font.design == .default { font = font.design(design) }
        return font.resolve(dynamicTypeScale: env.typeScale)
    }

    nonisolated func layout(_ proposal: ProposedViewSize, in env: TextEnvironment) -> TextLayout.Result {
        let engine = TextLayout(text: text.sanitized, font: resolvedFont(env), metrics: env.metrics,
                                lineLimit: env.lineLimit, minimumScaleFactor: env.minimumScaleFactor)
        return engine.layout(width: proposal.width, height: proposal.height)
    }

    /// The laid-out lines placed in a frame of `size`, aligned by the environment's `multilineTextAlignment`.
    nonisolated static func drawing(_ result: TextLayout.Result, size: CGSize, in env: TextEnvironment, paint: Paint,
                        origin: CGPoint = .zero) -> TextDrawing {
        let ascent = env.metrics.ascent(of: result.font)
        var lines: [TextDrawing.Line] = []
        lines.reserveCapacity(result.lines.count)
        for (i, line) in result.lines.enumerated() {
            let x: CGFloat
            switch env.alignment {
            case .leading: x = 0
            case .center: x = (size.width - line.width) / 2
            case .trailing: x = size.width - line.width
            }
            lines.append(TextDrawing.Line(text: line.text, origin: CGPoint(x: origin.x + x, y: origin.y + CGFloat(i) * result.lineHeight + ascent),
                                          width: line.width))
        }
        return TextDrawing(lines: lines, font: result.font, paint: paint, lineHeight: result.lineHeight)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, axis: Axis?) -> CGSize {
        layout(proposal, in: TextEnvironment(node.environment)).size
    }

    var spacing: ViewSpacing { ViewSpacing(isText: true) }

    func guide(_ key: AlignmentKey, size: CGSize, node: ViewNode) -> CGFloat? {
        let first = VerticalAlignment.firstTextBaseline.key, last = VerticalAlignment.lastTextBaseline.key
        guard key == first || key == last else { return nil }
        let env = TextEnvironment(node.environment)
        let font = resolvedFont(env), metrics = env.metrics
        let ascent = metrics.ascent(of: font), lh = metrics.lineHeight(of: font)
        if key == first { return ascent }
        return max(size.height - lh, 0) + ascent
    }

    func retarget(_ node: ViewNode) {
        node.retargetPaint(resolvePaint(text.shapeStyle, in: node.environment, bounds: .zero))
    }

    func draw(node: ViewNode, size: CGSize, into list: inout DisplayListBuilder) {
        let env = TextEnvironment(node.environment)
        let result = layout(ProposedViewSize(size), in: env)
        let rect = CGRect(origin: .zero, size: size)
        let style = text.shapeStyle
        guard let paint = node.presentedPaint(resolvePaint(style, in: node.environment, bounds: rect)) else { return }
        let drawing = Self.drawing(result, size: size, in: env, paint: paint)
        if node.environment.redactionReasons.contains(.placeholder) {
            if let bars = Self.placeholder(drawing) { list.append(.shape(bars), node: node, bounds: rect) }
        } else {
            list.withShadows(of: style, node: node) { $0.append(.text(drawing), node: node, bounds: rect) }
        }
    }

    /// Text redacted as a placeholder (`redacted(reason: .placeholder)`), as SwiftUI draws it: a rounded bar over
    /// each line's extent, in the text's paint faded; nil when every line is empty.
    nonisolated static func placeholder(_ drawing: TextDrawing) -> ShapeDrawing? {
        var path = Path()
        let lh = drawing.lineHeight
        for (i, line) in drawing.lines.enumerated() where line.width > 0 {
            let bar = CGRect(x: line.origin.x, y: CGFloat(i) * lh + lh * 0.1, width: line.width, height: lh * 0.8)
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: bar.height / 4, height: bar.height / 4))
        }
        return path.isEmpty ? nil : ShapeDrawing(path: path, fill: drawing.paint.multiplyingOpacity(by: 0.3))
    }
}
