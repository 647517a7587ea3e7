import Foundation
import Testing
import Declarative
@testable import Charts

/// Looks at the items of one chart's display list: its marks and legend entries by kind and id.
@MainActor
struct EncodedChart {
    let list: DisplayList

    init<V: View>(_ view: V, size: CGSize = CGSize(width: 400, height: 300)) {
        list = ChartRender.list(view, size: size)
    }

    /// The line series drawn: stroked curves (`c…:` elements), in drawing order.
    var lines: [ShapeDrawing] {
        list.items.filter { ChartRender.isMark($0) && $0.id.path.range(of: #"/c[0-9]+~?:"#, options: .regularExpression) != nil }
            .compactMap { if case .shape(let s) = $0.content, s.stroke != nil { s } else { nil } }
    }

    /// The dash pattern of each line, in drawing order.
    var dashes: [[CGFloat]] { lines.map { $0.stroke!.style.dash } }

    /// The point symbols drawn (`p:` elements).
    var symbols: [DisplayItem] {
        list.items.filter { $0.id.path.range(of: #"/p~?:"#, options: .regularExpression) != nil }
    }

    /// The items of the legend entry whose id ends in `id` (e.g. `legend.A`).
    func legend(_ id: String) -> [DisplayItem] {
        list.items.filter { $0.id.path.contains("/l:" + id + "#") || $0.id.path.hasSuffix("/l:" + id) || $0.id.path.contains("/l~:" + id) }
    }

    /// The ids of all legend entries.
    var legendIDs: Set<String> {
        Set(list.items.compactMap { item -> String? in
            guard let r = item.id.path.range(of: "/l:") else { return nil }
            let tail = item.id.path[r.upperBound...]
            return String(tail.split(separator: "#").first ?? tail[...])
        })
    }

    /// The stroke of a legend entry's line sample, if it has one.
    func legendSample(_ id: String) -> StrokeStyle? {
        legend(id).lazy.compactMap { if case .shape(let s) = $0.content { s.stroke?.style } else { nil } }.first
    }
}

/// Where `proxy(_:configure:)` keeps the proxy the overlay was made with.
final class ProxyBox { var proxy: ChartProxy? }

/// Lays out a chart and hands back the proxy its overlay was made with.
@MainActor
func proxy<C: ChartContent, V: View>(@ChartContentBuilder _ content: () -> C, configure: (Chart<C>) -> V) -> ChartProxy? {
    proxy(of: configure(Chart(content: content)))
}

/// Lays out a chart view (a `Chart` with chart modifiers) and hands back the proxy its overlay was made with.
@MainActor
func proxy<V: View>(of view: V) -> ChartProxy? {
    let box = ProxyBox()
    let chart = view.chartOverlay { proxy in
        let _ = { box.proxy = proxy }()
        Color.clear
    }
    _ = ChartRender.list(chart)
    return box.proxy
}
