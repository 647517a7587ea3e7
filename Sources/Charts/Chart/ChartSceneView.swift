import Foundation
import Declarative

/// Draws a laid-out ``ChartScene`` in two canvases, and animates it element by element.
///
/// ```
/// ZStack ─ plot style (background) ─ Canvas: grid lines, marks, ticks ─ annotations (views)
///        ─ Canvas: axis labels, legend ─ custom legend (view)
/// ```
/// A chart with no plot style, annotations or custom legend draws both layers in one canvas.
/// However many marks a chart has, it is a handful of views: each mark, line and label is an element of a
/// canvas, identified by its scene id. The view is `Animatable` over the elements' numbers
/// (``ChartElementVector``), so a change of data inside `withAnimation` moves and grows the marks that stay,
/// fades in the new ones where they land and fades out the ones removed, with the transaction's animation —
/// springs and interruptions included — as if every mark were a view of its own.
struct ChartSceneView: View, Animatable, Equatable {
    /// The laid-out scene; of its marks, only those with annotations.
    let scene: ChartScene
    /// The scene's elements, as the chart is now.
    let current: ChartElementVector
    /// The elements as shown at this frame.
    var presented: ChartElementVector
    let plotStyle: ((ChartPlotContent) -> AnyView)?
    let customLegend: AnyView?
    /// Where a custom legend sits in the chart.
    let legendAlignment: Alignment

    init(scene: ChartScene, colorScheme: ColorScheme, plotStyle: ((ChartPlotContent) -> AnyView)?, customLegend: AnyView?,
         legendAlignment: Alignment) {
        current = scene.elementVector(colorScheme: colorScheme)
        // Only the marks with annotations are needed after this (`placedAnnotations`): the rest are in the elements
        // now, and keeping them all (300 bytes a mark) held 3 MB more for 10,000 bars while the chart is shown.
        // (By index: `filter` copied every mark to look at it, strings and style included.)
        var kept = scene
        kept.marks = []
        for i in scene.marks.indices where !scene.marks[i].annotations.isEmpty { kept.marks.append(scene.marks[i]) }
        self.scene = kept
        presented = current
        self.plotStyle = plotStyle
        self.customLegend = customLegend
        self.legendAlignment = legendAlignment
    }

    /// Always changed: a new scene view is only made when its chart laid out a new scene, and comparing scenes
    /// would cost about as much as drawing them (equal numbers can still carry new text or styles).
    nonisolated static func == (a: ChartSceneView, b: ChartSceneView) -> Bool { false }

    nonisolated var animatableData: ChartElementVector {
        get { presented }
        set { presented = newValue }
    }

    var body: some View {
        let plot = scene.plot
        let annotated = placedAnnotations
        let shown = presented, now = current
        if plotStyle == nil && annotated.isEmpty && customLegend == nil {
            // Nothing goes between the layers: one canvas draws both, a third of the views to make and lay out.
            Canvas { context, _ in
                Self.draw(.plot, shown, now, in: context)
                Self.draw(.labels, shown, now, in: context)
            }
            .frame(width: scene.size.width, height: scene.size.height, alignment: .topLeading)
        } else {
            ZStack(alignment: .topLeading) {
                if let plotStyle {
                    plotStyle(ChartPlotContent(size: plot.size)).offset(x: plot.minX, y: plot.minY)
                }
                Canvas { context, _ in Self.draw(.plot, shown, now, in: context) }
                ForEach(annotated, id: \.id) { item in
                    AnnotationView(mark: item.mark, annotation: item.annotation, plot: plot, chartSize: scene.size)
                        .offset(x: plot.minX, y: plot.minY)
                }
                Canvas { context, _ in Self.draw(.labels, shown, now, in: context) }
                if let customLegend {
                    customLegend.frame(width: scene.size.width, height: scene.size.height,
                                       alignment: legendAlignment)
                }
            }
            .frame(width: scene.size.width, height: scene.size.height, alignment: .topLeading)
        }
    }

    /// The annotations of all marks, each with its mark.
    private var placedAnnotations: [PlacedAnnotation] {
        var placed: [PlacedAnnotation] = []
        // By index: iterating the marks themselves would copy every one of them, annotated or not.
        for i in scene.marks.indices where !scene.marks[i].annotations.isEmpty {
            let m = scene.marks[i]
            placed += m.annotations.enumerated().map { PlacedAnnotation(id: m.annotationID($0.offset), mark: m, annotation: $0.element) }
        }
        return placed
    }

    /// Draws one layer's elements as presented. Elements still in the chart draw with their current style and
    /// text; elements animating out draw as they were.
    private static func draw(_ layer: ChartElement.Layer, _ shown: ChartElementVector, _ now: ChartElementVector,
                             in context: GraphicsContext) {
        let aligned = shown.isAligned(with: now)
        let isAnimating = !aligned || shown.numbers != now.numbers     // then colours come from the numbers
        var currentIndex: [String: Int] = [:]
        if !aligned { for i in 0..<now.count where currentIndex[now.keys[i]] == nil { currentIndex[now.keys[i]] = i } }
        // Styles resolved once per key, kept by index: neighbours mostly share their style, and a shading is copied
        // only to pass it on (a cache of the last one used copied it twice per element).
        var shadings: [GraphicsContext.Shading] = []
        var slot: [Int: Int] = [:]          // style key → index in `shadings`
        var lastKey: Int?, lastSlot = 0
        for i in 0..<shown.count {
            let element = aligned ? now.elements[i] : currentIndex[shown.keys[i]].map { now.elements[$0] } ?? shown.elements[i]
            guard element.layer == layer else { continue }
            if let key = element.styleKey {
                if key != lastKey {
                    if let known = slot[key] { lastSlot = known } else {
                        lastSlot = shadings.count
                        shadings.append(context.resolve(.style(element.style)))
                        slot[key] = lastSlot
                    }
                    lastKey = key
                }
                element.draw(shown.values(i), presence: shown.presence(i), shading: shadings[lastSlot], isAnimating: isAnimating,
                             in: context)
            } else {
                element.draw(shown.values(i), presence: shown.presence(i), shading: .style(element.style), isAnimating: isAnimating,
                             in: context)
            }
        }
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
