/// A minimal XML element tree, written in one deterministic form (with `SVGOutput`).
///
/// The document's items are streamed without a tree (see `SVGItemWriter`); elements are built for what must be
/// compared or held before it is written: the `<defs>` (equal paint servers share one id).
///
/// Attributes keep the order in which they were added, so the writer decides the order once and every
/// render repeats it. Values are escaped on output (see `SVGEscaping`); names are trusted, as they only come
/// from this module. Children are indented by two spaces, one element per line:
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

    init(_ name: String, _ attributes: [(name: String, value: String)] = [], children: [SVGElement] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// Appends an attribute.
    mutating func set(_ name: String, _ value: String) { attributes.append((name, value)) }

    /// Writes the element and its subtree.
    func write(to out: inout SVGOutput, indent: Int = 0) {
        out.open(name: name, depth: indent)
        for (key, value) in attributes { out.attribute(name: key, value) }
        if children.isEmpty { out.closeEmpty(); return }
        out.write(">\n")
        for child in children { child.write(to: &out, indent: indent + 1) }
        out.close(name, depth: indent)
    }

    static func == (a: SVGElement, b: SVGElement) -> Bool {
        a.name == b.name && a.attributes.elementsEqual(b.attributes, by: { $0 == $1 }) && a.children == b.children
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for (key, value) in attributes { hasher.combine(key); hasher.combine(value) }
        hasher.combine(children)
    }
}
