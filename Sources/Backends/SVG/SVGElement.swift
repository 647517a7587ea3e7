/// A minimal XML element tree, written in one deterministic form.
///
/// Attributes keep the order in which they were added, so the writer decides the order once and every
/// render repeats it. Values and text are escaped on output (see `SVGEscaping`); names are trusted, as they
/// only come from this module. Children are indented by two spaces, one element per line:
///
/// ```
/// <g clip-path="url(#c1)">
///   <rect x="10" y="20" width="30" height="40" fill="#FF0000"/>
/// </g>
/// ```
struct SVGElement: Hashable, Sendable {
    /// The tag name, such as `rect`.
    var name: String
    /// Attributes, in output order.
    var attributes: [(name: String, value: String)] = []
    /// Child elements.
    var children: [SVGElement] = []
    /// Text content, written before any children (escaped).
    var text: String?
    /// Raw content written verbatim (for generated CSS, which never holds user text).
    var rawText: String?

    init(_ name: String, _ attributes: [(name: String, value: String)] = [], children: [SVGElement] = [],
         text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// Appends an attribute.
    mutating func set(_ name: String, _ value: String) { attributes.append((name, value)) }

    /// Appends a numeric attribute, formatted by `SVGNumberFormat`.
    mutating func set(_ name: String, _ value: Double) { attributes.append((name, SVGNumberFormat.string(value))) }

    /// The value of an attribute, if set.
    func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    /// Writes the element and its subtree.
    func write(to out: inout String, indent: Int = 0) {
        out += String(repeating: "  ", count: indent)
        out += "<" + name
        for (key, value) in attributes { out += " " + key + "=\"" + SVGEscaping.escape(value) + "\"" }
        if children.isEmpty && text == nil && rawText == nil { out += "/>\n"; return }
        out += ">"
        if let text { out += SVGEscaping.escape(text) }
        if let rawText { out += rawText }
        if children.isEmpty { out += "</" + name + ">\n"; return }
        out += "\n"
        for child in children { child.write(to: &out, indent: indent + 1) }
        out += String(repeating: "  ", count: indent) + "</" + name + ">\n"
    }

    static func == (a: SVGElement, b: SVGElement) -> Bool {
        a.name == b.name && a.attributes.elementsEqual(b.attributes, by: { $0 == $1 }) && a.children == b.children
            && a.text == b.text && a.rawText == b.rawText
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for (key, value) in attributes { hasher.combine(key); hasher.combine(value) }
        hasher.combine(children)
        hasher.combine(text)
        hasher.combine(rawText)
    }
}
