import Declarative

/// Carries the display list's accessibility into the SVG.
///
/// ```
/// item label "Mon", value "12"        → <rect … aria-label="Mon, 12"/>
/// item hidden                          → <rect … aria-hidden="true"/>
/// item traits [.isButton], hint "Opens" → <rect … role="button" aria-description="Opens"/>  (see SVGAccessibilityTraits)
/// items of one element E (adjacent)    → <g role="img" aria-label="label of E"> items </g>
/// a later, separate run of E           → <g aria-hidden="true"> items </g>  (E is announced once)
/// ```
///
/// The document of a display list with charts is a `figure` rather than an `img`, whose children assistive technology
/// would not read. A chart's description (`ChartDescription`, from `accessibilityChartDescriptor(_:)` or a chart's own) follows the
/// items, once per chart, as a structure that draws nothing and reads as a table:
///
/// ```
/// <g role="table" aria-label="title">  <title>title</title>  <desc>summary; x axis: Day (Mon, Tue); …</desc>
///   <g role="row"> <g role="columnheader" aria-label="Day"/> … </g>
///   <g role="row"> <g role="cell" aria-label="Mon"/> <g role="cell" aria-label="12"/> </g>  …
/// </g>
/// ```
///
/// The label and value join with ", " as VoiceOver reads them. A combined element takes the first label
/// and value found among its items, and its items carry no labels of their own.
enum SVGAccessibility {
    /// Writes what an item outside any group says: `aria-hidden="true"`, or its role, `aria-label`, states and hint.
    static func writeAnnotation(_ info: AccessibilityInfo, to out: inout SVGOutput) {
        guard !info.isHidden else {
            out.write(" aria-hidden=\"true\"")
            return
        }
        if let role = role(of: info.traits) { out.attribute("role", role) }
        if hasLabel(info) { writeLabel(info, to: &out) }
        writeDetails(info, to: &out)
    }

    /// Whether the info has a label or a value that is not empty.
    static func hasLabel(_ info: AccessibilityInfo) -> Bool {
        info.label?.isEmpty == false || info.value?.isEmpty == false
    }

    /// ` aria-label="label, value"`, with the label and value that are present and not empty.
    static func writeLabel(_ info: AccessibilityInfo, to out: inout SVGOutput) {
        out.write(" aria-label=\"")
        let label = info.label.flatMap { $0.isEmpty ? nil : $0 }
        if let label { out.write(escaped: label) }
        if let value = info.value, !value.isEmpty {
            if label != nil { out.write(", ") }
            out.write(escaped: value)
        }
        out.write("\"")
    }

    /// Writes the items in drawing order at depth 1, each run of one accessibility element in a group; items
    /// outside groups are annotated. Items that draw nothing are skipped, and do not break a run.
    static func write<Entries: RandomAccessCollection<SVGItemWriter.Entry>>(
        _ entries: Entries, with writer: SVGItemWriter, to out: inout SVGOutput, defs: inout SVGDefinitions
    ) {
        var announced: Set<DisplayItemID> = []
        var index = entries.startIndex
        while index < entries.endIndex {
            let entry = entries[index]
            let info = entry.item.accessibility
            guard let group = info.element else {
                writer.write(entry, annotating: info, depth: 1, to: &out, defs: &defs)
                entries.formIndex(after: &index)
                continue
            }
            // The run: this item and the drawing items after it, up to one of another element.
            var run: [SVGItemWriter.Entry] = []
            while index < entries.endIndex {
                let next = entries[index]
                if SVGItemWriter.draws(next.item) {
                    guard next.item.accessibility.element == group else { break }
                    run.append(next)
                }
                entries.formIndex(after: &index)
            }
            guard !run.isEmpty else { continue }
            let combined = AccessibilityInfo(label: run.lazy.compactMap(\.item.accessibility.label).first,
                                             value: run.lazy.compactMap(\.item.accessibility.value).first,
                                             isHidden: run.allSatisfy(\.item.accessibility.isHidden),
                                             hint: run.lazy.compactMap(\.item.accessibility.hint).first,
                                             traits: run.reduce([]) { $0.union($1.item.accessibility.traits) })
            out.open("g", depth: 1)
            if announced.contains(group) || combined.isHidden {
                out.write(" aria-hidden=\"true\"")
            } else {
                out.attribute("role", role(of: combined.traits) ?? "img")
                if hasLabel(combined) { writeLabel(combined, to: &out) }
                writeDetails(combined, to: &out)
            }
            out.write(">\n")
            for member in run { writer.write(member, annotating: nil, depth: 2, to: &out, defs: &defs) }
            out.close("g", depth: 1)
            announced.insert(group)
        }
        // Each chart once, where it first draws, with its latest data (an animated export's entries span its frames).
        var order: [DisplayItemID?] = [], latest: [DisplayItemID?: ChartDescription] = [:]
        for entry in entries {
            guard let chart = entry.item.accessibility.chart else { continue }
            if latest.updateValue(chart, forKey: chart.id) == nil { order.append(chart.id) }
        }
        for id in order { if let chart = latest[id] { writeTable(chart, to: &out) } }
    }

    /// The most data rows a chart's table holds in SVG.
    static let maximumTableRows = 500

    /// Writes a chart's description as an ARIA table of empty groups (see above).
    static func writeTable(_ chart: ChartDescription, to out: inout SVGOutput) {
        out.open("g", depth: 1)
        out.write(" role=\"table\"")
        if let title = chart.title, !title.isEmpty {
            out.write(" aria-label=\"")
            out.write(escaped: title)
            out.write("\"")
        }
        out.write(">\n")
        if let title = chart.title, !title.isEmpty {
            out.write("    <title>")
            out.write(escaped: title)
            out.write("</title>\n")
        }
        // A table of a million rows helps no reader and would dwarf the picture: past `maximumTableRows`, evenly
        // spaced rows (the first and the last among them) stand for the data, and the description says so.
        let count = chart.rowCount
        let shown = count <= maximumTableRows ? chart.rows
            : chart.rows(at: (0..<maximumTableRows).map { $0 * (count - 1) / (maximumTableRows - 1) })
        var lines = chart.notes
        if shown.count < count { lines.append("\(shown.count) of \(count) rows, evenly spaced") }
        if !lines.isEmpty {
            out.write("    <desc>")
            out.write(escaped: lines.joined(separator: "; "))
            out.write("</desc>\n")
        }
        for (row, role) in [(chart.columns, "columnheader")] + shown.map({ ($0, "cell") }) {
            out.write("    <g role=\"row\">")
            for cell in row {
                out.write(verbatim: "<g role=\"\(role)\" aria-label=\"")
                out.write(escaped: cell)
                out.write("\"/>")
            }
            out.write("</g>\n")
        }
        out.close("g", depth: 1)
    }
}
