import Declarative
import Foundation

/// Renders a display list as an SVG document: deterministic, valid XML, escaped, and accessible.
///
/// ```swift
/// let svg = SVGRenderer().render(displayList)
/// ```
///
/// The document, in order:
///
/// ```
/// <svg xmlns width height viewBox role="img">   points are user units: viewBox "0 0 w h"
///   <title>  <desc>                              from DisplayList.title and .summary
///   <defs>                                       deduplicated gradients, conic patterns, clip paths
///   <style>                                      (animated export only)
///   <rect … background/>                         when `drawsBackground`
///   items, back to front                         see SVGItemWriter and SVGAccessibility
/// </svg>
/// ```
///
/// Colours are written as resolved in the display list's colour scheme. Numbers use `SVGNumberFormat`, and
/// every element's attributes come in one fixed order (id, geometry, transform, fill, stroke, opacity, clip,
/// accessibility), so equal display lists give byte-equal documents.
public struct SVGRenderer: Sendable {
    /// The options.
    public var options: SVGRenderOptions

    /// Creates a renderer.
    public init(options: SVGRenderOptions = SVGRenderOptions()) {
        self.options = options
    }

    /// The SVG document for a display list.
    public func render(_ list: DisplayList) -> String {
        var defs = SVGDefinitions(idPrefix: options.idPrefix)
        let writer = SVGItemWriter(options: options)
        let entries = list.items.compactMap { item -> (info: AccessibilityInfo, element: SVGElement)? in
            writer.element(for: item, defs: &defs).map { (item.accessibility, $0) }
        }
        return document(for: list, body: SVGAccessibility.grouped(entries), defs: defs, style: nil)
    }

    /// Assembles the document around already written items.
    func document(for list: DisplayList, body: [SVGElement], defs: SVGDefinitions, style: String?) -> String {
        let width = SVGNumberFormat.string(max(list.size.width, 0))
        let height = SVGNumberFormat.string(max(list.size.height, 0))
        var root = SVGElement("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
                                      ("viewBox", "0 0 \(width) \(height)"), ("role", "img")])
        if let title = list.title { root.children.append(SVGElement("title", text: title)) }
        if let summary = list.summary { root.children.append(SVGElement("desc", text: summary)) }
        if !defs.elements.isEmpty { root.children.append(SVGElement("defs", children: defs.elements)) }
        if let style {
            var element = SVGElement("style")
            element.rawText = style
            root.children.append(element)
        }
        if options.drawsBackground {
            let color = options.background(for: list.colorScheme)
            var background = SVGElement("rect", [("width", "100%"), ("height", "100%"), ("fill", color.hexString)])
            if color.opacity < 1 { background.set("fill-opacity", SVGNumberFormat.string(Double(color.opacity), fractionDigits: 3)) }
            background.set("aria-hidden", "true")
            root.children.append(background)
        }
        root.children += body
        var out = ""
        root.write(to: &out)
        return out
    }
}
