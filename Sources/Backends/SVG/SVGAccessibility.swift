import Declarative

/// Carries the display list's accessibility into the SVG.
///
/// ```
/// item label "Mon", value "12"        → <rect … aria-label="Mon, 12"/>
/// item hidden                          → <rect … aria-hidden="true"/>
/// items of one element E (adjacent)    → <g role="img" aria-label="label of E"> items </g>
/// a later, separate run of E           → <g aria-hidden="true"> items </g>  (E is announced once)
/// ```
///
/// The label and value join with ", " as VoiceOver reads them. A combined element takes the first label
/// and value found among its items, and its items carry no labels of their own.
enum SVGAccessibility {
    /// The `aria-label` text for a label and a value, or nil when both are missing or empty.
    static func label(_ info: AccessibilityInfo) -> String? {
        let parts = [info.label, info.value].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Adds `aria-label` or `aria-hidden` to an item's element (outside any accessibility group).
    static func annotate(_ element: inout SVGElement, with info: AccessibilityInfo) {
        if info.isHidden {
            element.set("aria-hidden", "true")
        } else if let label = label(info) {
            element.set("aria-label", label)
        }
    }

    /// Groups the items' elements by accessibility element, in drawing order; ungrouped items are annotated.
    static func grouped(_ entries: [(info: AccessibilityInfo, element: SVGElement)]) -> [SVGElement] {
        var result: [SVGElement] = []
        var announced: Set<DisplayItemID> = []
        var index = entries.startIndex
        while index < entries.endIndex {
            let entry = entries[index]
            guard let group = entry.info.element else {
                var element = entry.element
                annotate(&element, with: entry.info)
                result.append(element)
                index += 1
                continue
            }
            var end = index
            while end < entries.endIndex, entries[end].info.element == group { end += 1 }
            let run = entries[index..<end]
            var wrapper = SVGElement("g", children: run.map(\.element))
            let info = AccessibilityInfo(label: run.lazy.compactMap(\.info.label).first,
                                         value: run.lazy.compactMap(\.info.value).first,
                                         isHidden: run.allSatisfy(\.info.isHidden))
            if announced.contains(group) || info.isHidden {
                wrapper.set("aria-hidden", "true")
            } else {
                wrapper.set("role", "img")
                if let label = label(info) { wrapper.set("aria-label", label) }
            }
            announced.insert(group)
            result.append(wrapper)
            index = end
        }
        return result
    }
}
