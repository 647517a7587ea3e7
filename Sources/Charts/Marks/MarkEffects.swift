import Foundation
import Declarative

/// What the graphics modifiers of chart content ask of a mark's drawing: a blur, shadows, clip shapes, masks and a
/// compositing layer, as Swift Charts' `blur(radius:)`, `shadow(color:radius:x:y:)`, `clipShape(_:style:)`,
/// `mask(content:)` and `compositingLayer()`.
///
/// Each mark is drawn as its own display item (a line or area series as one), and the effects apply to it alone:
/// a blurred bar, a shadowed line. Approximations, where the display list has no exact counterpart:
/// - a mask clips to the outlines of the mask content's marks: their coverage counts, their opacity and style do not;
/// - `compositingLayer()` changes nothing: every mark is already one item, composited on its own;
/// - a terminal draws a blur sharp and a shadow only when it moves by half a cell or more (see the backend's effects).
struct MarkEffects {
    /// The blur's standard deviation in points; 0 for none.
    var blurRadius: CGFloat = 0
    /// Shadows, outermost first.
    var shadows: [MarkShadow] = []
    /// Shapes each fitted to the mark's frame, which clip it (Apple: "The shape fills each mark's frame").
    var clipShapes: [MarkClipShape] = []
    /// Chart content whose marks' outlines clip the mark, drawn with the chart's scales.
    var masks: [MarkMask] = []
    /// Whether `compositingLayer()` was applied (kept for completeness; drawing is the same).
    var isCompositingLayer = false
}

/// A shadow under a mark.
struct MarkShadow: Sendable {
    var color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat
}

/// A clip shape, as `clipShape(_:style:)` gave it, made into a path for each mark's frame.
struct MarkClipShape {
    let path: (CGRect) -> Path
    let style: FillStyle
}

/// The content of `mask(content:)`, resolved into marks when the chart is drawn (the modifier itself is nonisolated).
struct MarkMask {
    let content: any ChartContent
}

nonisolated extension ChartContent {
    /// Changes the effects of the marks, making them first if need be.
    nonisolated func withEffects(_ change: @escaping (inout MarkEffects) -> Void) -> some ChartContent {
        modified { style in
            var e = style.effects ?? MarkEffects()
            change(&e)
            style.effects = e
        }
    }

    /// Blurs the marks: a Gaussian blur whose standard deviation is `radius` points (as `View.blur(radius:)`).
    /// A negative or non-finite radius means no blur.
    nonisolated public func blur(radius: CGFloat) -> some ChartContent {
        let r = radius.isFinite ? max(0, radius) : 0
        return withEffects { $0.blurRadius += r }
    }

    /// Adds a shadow under the marks: a copy in `color`, blurred by `radius` and moved by `x` and `y` (the defaults
    /// are SwiftUI's: a third-opaque black, no offset).
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                   x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        let shadow = MarkShadow(color: color, radius: radius.isFinite ? max(0, radius) : 0,
                                x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        return withEffects { $0.shadows.append(shadow) }
    }

    /// Draws the marks in a compositing layer of their own. Each mark is already composited alone here, so the
    /// drawing does not change.
    nonisolated public func compositingLayer() -> some ChartContent {
        withEffects { $0.isCompositingLayer = true }
    }

    /// Clips each mark to `shape`, which fills the mark's frame (a bar's rectangle, a symbol's square, a line's
    /// bounds). Clips always use the non-zero rule, whatever `style` says (see `GraphicsContext.clip(to:style:)`).
    nonisolated public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip = MarkClipShape(path: { shape.path(in: $0) }, style: style)
        return withEffects { $0.clipShapes.append(clip) }
    }

    /// Masks the marks with other chart content, placed by the chart's scales: the marks show only where the mask's
    /// marks are drawn. The mask's outlines count, not their opacity (see `MarkEffects`).
    nonisolated public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        let mask = MarkMask(content: content())
        return withEffects { $0.masks.append(mask) }
    }
}

/// How far each edge of a bar, rectangle or rule moves, from `offset(x:yStart:yEnd:)` and its siblings, on top of the
/// mark's `offset`. A start is the edge nearer the plot's leading or top side.
struct MarkEdgeOffsets: Equatable {
    var xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0
}

nonisolated extension ChartContent {
    /// Moves the marks by `x`, and the top and bottom edges of marks that have them (bars, rectangles, rules) by
    /// `yStart` and `yEnd`, in points.
    nonisolated public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        offset(by: CGSize(width: x, height: 0), edges: MarkEdgeOffsets(yStart: yStart, yEnd: yEnd))
    }

    /// Moves the leading and trailing edges of marks that have them (bars, rectangles, rules) by `xStart` and `xEnd`,
    /// and the marks by `y`, in points.
    nonisolated public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offset(by: CGSize(width: 0, height: y), edges: MarkEdgeOffsets(xStart: xStart, xEnd: xEnd))
    }

    /// Moves each edge of marks that have them (bars, rectangles, rules), in points: `xStart` the leading one, `xEnd`
    /// the trailing one, `yStart` the top one and `yEnd` the bottom one. Points and lines stay where they are, as
    /// Swift Charts documents ("apply only to marks that have such properties").
    nonisolated public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        offset(by: .zero, edges: MarkEdgeOffsets(xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd))
    }

    /// Sets the marks' offset and edge offsets; non-finite numbers count as 0.
    nonisolated func offset(by size: CGSize, edges: MarkEdgeOffsets) -> some ChartContent {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let move = CGSize(width: f(size.width), height: f(size.height))
        let e = MarkEdgeOffsets(xStart: f(edges.xStart), xEnd: f(edges.xEnd), yStart: f(edges.yStart), yEnd: f(edges.yEnd))
        return modified {
            $0.offset = move
            $0.edgeOffsets = e == MarkEdgeOffsets() ? nil : e
        }
    }
}
