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
        // Most items have no traits and no hint: one read of each, and no search of the tables.
        let traits = info.traits
        if !traits.isEmpty, let role = role(of: traits) { out.attribute("role", role) }
        writeLabel(info.label ?? "", value: info.value ?? "", to: &out)
        if !traits.isEmpty || info.hasHint { writeDetails(info, to: &out) }
    }

    /// `writeAnnotation` for an item whose accessibility is plain (`DisplayItem.hasPlainAccessibility`: a label, a
    /// value, the hidden flag), read part by part rather than copied out of the item.
    static func writePlainAnnotation(of item: DisplayItem, to out: inout SVGOutput) {
        guard !item.isAccessibilityHidden else {
            out.write(" aria-hidden=\"true\"")
            return
        }
        writeLabel(item.accessibilityLabelText, value: item.accessibilityValueText, to: &out)
    }

    /// ` aria-label="label, value"`, with the label and value that are not empty (nothing when both are).
    static func writeLabel(_ label: String, value: String, to out: inout SVGOutput) {
        guard !label.isEmpty || !value.isEmpty else { return }
        out.write(" aria-label=\"")
        SVGEscaping.appendInline(label, to: &out)   // every item's: inline
        if !label.isEmpty && !value.isEmpty { out.write(", ") }
        SVGEscaping.appendInline(value, to: &out)
        out.write("\"")
    }

    /// Writes the items in drawing order at depth 1, each run of one accessibility element in a group; items
    /// outside groups are annotated. Items that draw nothing are skipped, and do not break a run. Returns whether
    /// the entries draw any chart (whose table then follows the items).
    @discardableResult
    static func write<Entries: RandomAccessCollection<SVGItemWriter.Entry>>(
        _ entries: Entries, with writer: SVGItemWriter, to out: inout SVGOutput, defs: inout SVGDefinitions
    ) -> Bool {
        var announced: Set<DisplayItemID> = []
        var charts = ChartIndex<Entries.Index>()
        // The annotation of an item whose accessibility is not plain, written here and copied by the item writer onto
        // its outermost element.
        var annotation = SVGOutput(capacity: 256)
        let unannotated = SVGOutput(capacity: 0)
        var index = entries.startIndex
        while index < entries.endIndex {
            let entry = entries[index]
            charts.note(entry.item, at: index)
            // Nearly every item's accessibility is plain, and read part by part (see `DisplayItem.hasPlainAccessibility`).
            if entry.item.hasPlainAccessibility {
                writer.write(entry, annotation: .plain, written: annotation, depth: 1, to: &out, defs: &defs)
                entries.formIndex(after: &index)
                continue
            }
            // One read of the item's accessibility: each read copies it out of the item's storage.
            let info = entry.item.accessibility
            guard let group = info.element else {
                annotation.removeAll()
                writeAnnotation(info, to: &annotation)
                writer.write(entry, annotation: .written, written: annotation, depth: 1, to: &out, defs: &defs)
                entries.formIndex(after: &index)
                continue
            }
            // The run: this item and the drawing items after it, up to one of another element.
            var run: [(entry: SVGItemWriter.Entry, info: AccessibilityInfo)] = []
            var next = entry, nextInfo = info
            while true {
                if SVGItemWriter.draws(next.item) {
                    guard nextInfo.element == group else { break }
                    run.append((next, nextInfo))
                }
                charts.note(next.item, at: index)
                entries.formIndex(after: &index)
                guard index < entries.endIndex else { break }
                next = entries[index]
                nextInfo = next.item.accessibility
            }
            guard !run.isEmpty else { continue }
            let combined = AccessibilityInfo(label: run.lazy.compactMap { $0.info.label }.first,
                                             value: run.lazy.compactMap { $0.info.value }.first,
                                             isHidden: run.allSatisfy { $0.info.isHidden },
                                             hint: run.lazy.compactMap { $0.info.hint }.first,
                                             traits: run.reduce([]) { $0.union($1.info.traits) })
            out.open("g", depth: 1)
            if announced.contains(group) || combined.isHidden {
                out.write(" aria-hidden=\"true\"")
            } else {
                out.attribute("role", role(of: combined.traits) ?? "img")
                writeLabel(combined.label ?? "", value: combined.value ?? "", to: &out)
                writeDetails(combined, to: &out)
            }
            out.write(">\n")
            for member in run { writer.write(member.entry, annotation: .none, written: unannotated, depth: 2, to: &out, defs: &defs) }
            out.close("g", depth: 1)
            announced.insert(group)
        }
        // Each chart once, where it first draws, with its latest data (an animated export's entries span its frames).
        let latest = charts.finish()
        for id in charts.order {
            if let index = latest[id], let chart = entries[index].item.accessibility.chart { writeTable(chart, to: &out) }
        }
        return !charts.order.isEmpty
    }

    /// The charts that entries draw: each chart's id in the order it first draws, and the last entry that carries it.
    ///
    /// Neighbouring items nearly always belong to one chart, and share its description with the item before them
    /// (`AccessibilityInfo.detailsIdentity`): such an entry is counted without reading its chart at all (a read
    /// copies the description). Otherwise an entry of the chart before it is counted by one comparison of ids (equal
    /// ids share their text, which compares by address); the ids are hashed only when the chart changes, rather than
    /// once or twice for each of a 10,000-bar chart's items.
    private struct ChartIndex<Index> {
        /// Each chart's id, in the order it first draws.
        private(set) var order: [DisplayItemID?] = []
        /// The last entry of each chart, except the current run's.
        private var latest: [DisplayItemID?: Index] = [:]
        /// The chart of the entries noted last, and the last of them (nil before the first).
        private var currentID: DisplayItemID?
        private var currentIndex: Index?
        /// The details of the entry noted last, when it belongs to the current chart: an identity, which holds while
        /// the entries live (they do while they are written), and costs no reference count to keep.
        private var currentDetails: ObjectIdentifier?

        /// Notes that the entry at `index`, which draws `item`, draws part of its chart, if any.
        mutating func note(_ item: DisplayItem, at index: Index) {
            let details = item.accessibilityDetailsIdentity
            if currentIndex != nil, details == currentDetails {
                currentIndex = index
                return
            }
            guard let chart = item.accessibility.chart else { return }
            currentDetails = details
            if currentIndex != nil && currentID == chart.id {
                currentIndex = index
                return
            }
            if let currentIndex { latest[currentID] = currentIndex }
            if latest[chart.id] == nil { order.append(chart.id) }
            (currentID, currentIndex) = (chart.id, index)
        }

        /// The last entry of each chart.
        mutating func finish() -> [DisplayItemID?: Index] {
            if let currentIndex { latest[currentID] = currentIndex }
            currentIndex = nil
            return latest
        }
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
        let count = chart.rowCount, shown = min(count, maximumTableRows)
        let indices = (0..<shown).map { count <= maximumTableRows ? $0 : $0 * (count - 1) / (maximumTableRows - 1) }
        var lines = chart.notes
        if shown < count { lines.append("\(shown) of \(count) rows, evenly spaced") }
        if !lines.isEmpty {
            out.write("    <desc>")
            out.write(escaped: lines.joined(separator: "; "))
            out.write("</desc>\n")
        }
        out.write("    <g role=\"row\">")
        for column in chart.columns { writeCell(column, start: "<g role=\"columnheader\" aria-label=\"", to: &out) }
        out.write("</g>\n")
        // Cell by cell, as the description puts each point into words: no array per row.
        chart.forEachCell(inRowsAt: indices, startRow: { out.write("    <g role=\"row\">") },
                          cell: { writeCell($0, start: "<g role=\"cell\" aria-label=\"", to: &out) },
                          endRow: { out.write("</g>\n") })
        out.close("g", depth: 1)
    }

    /// One cell of a chart's table: an empty group that starts with `start`, its text escaped.
    @inline(__always)
    private static func writeCell(_ text: String, start: StaticString, to out: inout SVGOutput) {
        out.write(start)
        SVGEscaping.appendInline(text, to: &out)   // every cell's: inline
        out.write("\"/>")
    }
}
