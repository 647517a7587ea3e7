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
        // About 100 bytes per item (a bar with its label is ~90, a chart's table ~50 a row): room for most documents
        // without growing, which copies the whole buffer (128 a item was short for 1,000 bars with their table).
        // The head goes into the headroom when it fits (a chart's, without gradients, is ~110 bytes).
        var body = SVGOutput(capacity: 160 * list.items.count + 4096, headroom: 1024)
        let drawsCharts = SVGAccessibility.write(list.items.lazy.map { SVGItemWriter.Entry(item: $0) },
                                                 with: SVGItemWriter(options: options), to: &body, defs: &defs)
        return document(for: list, body: body, defs: defs, style: nil, isFigure: drawsCharts)
    }

    /// Assembles the document around already written items (`body`, at depth 1); `isFigure` says whether the list
    /// draws charts (`list.charts` is not empty), which makes the document a `figure`.
    func document(for list: DisplayList, body: consuming SVGOutput, defs: borrowing SVGDefinitions, style: String?,
                  isFigure: Bool) -> String {
        // The head, then the body: the items are written first, as they add the definitions the head holds.
        var out = SVGOutput(capacity: defs.output.count + (style?.utf8.count ?? 0) + 512)
        let width = max(Double(list.size.width), 0), height = max(Double(list.size.height), 0)
        out.open("svg", depth: 0)
        out.write(" xmlns=\"http://www.w3.org/2000/svg\"")
        out.attribute("width", width)
        out.attribute("height", height)
        out.write(" viewBox=\"0 0 ")
        out.write(width)
        out.write(" ")
        out.write(height)
        out.write(isFigure ? "\" role=\"figure\"" : "\" role=\"img\"")     // see SVGAccessibility
        let hasContent = list.title != nil || list.summary != nil || !defs.output.isEmpty || style != nil
            || options.drawsBackground || !body.isEmpty
        guard hasContent else { out.closeEmpty(); return out.string }
        out.write(">\n")
        if let title = list.title {
            out.write("  <title>")
            out.write(escaped: title)
            out.write("</title>\n")
        }
        if let summary = list.summary {
            out.write("  <desc>")
            out.write(escaped: summary)
            out.write("</desc>\n")
        }
        if !defs.output.isEmpty {
            out.write("  <defs>\n")
            out.write(defs.output)
            out.write("  </defs>\n")
        }
        if let style {
            out.write("  <style>")
            out.write(verbatim: style)
            out.write("</style>\n")
        }
        if options.drawsBackground {
            let color = options.background(for: list.colorScheme)
            out.write("  <rect width=\"100%\" height=\"100%\"")
            out.attribute("fill", color: color)
            if color.opacity < 1 { out.attribute("fill-opacity", Double(color.opacity), fractionDigits: 3) }
            out.write(" aria-hidden=\"true\"/>\n")
        }
        body.write("</svg>\n")
        return body.string(after: out)
    }
}
