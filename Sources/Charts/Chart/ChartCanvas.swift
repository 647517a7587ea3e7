import Foundation
import Declarative

/// Draws a laid-out ``ChartScene``: every element is a view at its place in one top-leading
/// `ZStack`, identified by a stable id so that data changes animate.
///
/// ```
/// ZStack ─ plot style (background) ─ grid lines ─ marks (by data id) ─ ticks ─ annotations
///        ─ axis labels ─ legend
/// ```
struct ChartCanvas: View {
    let scene: ChartScene
    let plotStyle: ((ChartPlotContent) -> AnyView)?
    let customLegend: AnyView?
    let legendOnTop: Bool

    var body: some View {
        let plot = scene.plot
        let annotated = scene.marks.flatMap { m in
            m.annotations.enumerated().map { PlacedAnnotation(id: m.annotationID($0.offset), mark: m, annotation: $0.element) }
        }
        ZStack(alignment: .topLeading) {
            if let plotStyle {
                plotStyle(ChartPlotContent(size: plot.size)).offset(x: plot.minX, y: plot.minY)
            }
            ForEach(scene.grid, id: \.id) { line in
                SegmentShape(from: line.from, to: line.to).stroke(ChartStyle.gridColor, style: line.stroke)
                    .frame(width: scene.size.width, height: scene.size.height)
                    .accessibilityHidden(true)
            }
            ForEach(scene.marks, id: \.id) { mark in
                MarkView(mark: mark, plotSize: plot.size)
                    .opacity(mark.opacity)
                    .offset(x: plot.minX, y: plot.minY)
                    .transition(.opacity)
            }
            ForEach(scene.ticks, id: \.id) { line in
                SegmentShape(from: line.from, to: line.to).stroke(ChartStyle.gridColor, style: line.stroke)
                    .frame(width: scene.size.width, height: scene.size.height)
                    .accessibilityHidden(true)
            }
            ForEach(annotated, id: \.id) { item in
                AnnotationView(mark: item.mark, annotation: item.annotation).offset(x: plot.minX, y: plot.minY)
            }
            ForEach(scene.texts, id: \.id) { text in
                Text(text.text).font(text.font).foregroundStyle(text.style).lineLimit(1).fixedSize()
                    .offset(x: text.origin.x, y: text.origin.y)
                    .accessibilityHidden(true)
            }
            ForEach(scene.legend, id: \.id) { entry in
                LegendEntryView(entry: entry).offset(x: entry.origin.x, y: entry.origin.y)
            }
            if let customLegend {
                customLegend.frame(width: scene.size.width, height: scene.size.height, alignment: legendOnTop ? .topLeading : .bottomLeading)
            }
        }
        .frame(width: scene.size.width, height: scene.size.height, alignment: .topLeading)
    }
}

/// An annotation with the mark it belongs to.
struct PlacedAnnotation {
    var id: String
    var mark: SceneMark
    var annotation: MarkAnnotation
}

extension SceneMark {
    /// The id of the `n`th annotation of this mark.
    func annotationID(_ n: Int) -> String { id + "#annotation\(n)" }
}

/// One mark as a view: a shape placed in the plot.
struct MarkView: View {
    let mark: SceneMark
    let plotSize: CGSize

    var body: some View {
        switch mark.geometry {
        case .rect(let r, let radius):
            RoundedRectangle(cornerRadius: radius).fill(mark.style)
                .frame(width: r.width, height: r.height)
                .offset(x: r.minX, y: r.minY)
                .accessibilityLabel(mark.label).accessibilityValue(mark.value).accessibilityHidden(mark.isAccessibilityHidden)
        case .curve(let top, let base, let curve, let stroke):
            if let stroke {
                CurveShape(top: top, baseline: base, curve: curve).stroke(mark.style, style: stroke)
                    .frame(width: plotSize.width, height: plotSize.height)
                    .accessibilityLabel(mark.label).accessibilityHidden(mark.isAccessibilityHidden)
            } else {
                CurveShape(top: top, baseline: base, curve: curve).fill(mark.style)
                    .frame(width: plotSize.width, height: plotSize.height)
                    .accessibilityLabel(mark.label).accessibilityHidden(mark.isAccessibilityHidden)
            }
        case .symbol(let c, let d, let shape):
            shape.fill(mark.style)
                .frame(width: d, height: d)
                .offset(x: c.x - d / 2, y: c.y - d / 2)
                .accessibilityLabel(mark.label).accessibilityValue(mark.value).accessibilityHidden(mark.isAccessibilityHidden)
        case .sector(let g):
            SectorShape(geometry: g).fill(mark.style)
                .frame(width: plotSize.width, height: plotSize.height)
                .accessibilityLabel(mark.label).accessibilityValue(mark.value).accessibilityHidden(mark.isAccessibilityHidden)
        case .path(let path, let stroke):
            if let stroke {
                path.stroke(mark.style, style: stroke).frame(width: plotSize.width, height: plotSize.height)
            } else {
                path.fill(mark.style).frame(width: plotSize.width, height: plotSize.height)
            }
        }
    }
}
