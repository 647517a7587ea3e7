import Foundation
import Declarative

/// The key-path modifiers of vectorized content, as Swift Charts': each reads its value from every data element, as
/// the plain modifier of the same name would be given it inside a `ForEach` of marks. They return vectorized content,
/// so that they chain; apply them before the plain modifiers (`opacity(0.5)`, `cornerRadius(4)`), which apply to the
/// whole plot.
nonisolated extension VectorizedChartContent {
    /// Wraps the content with a per-element style change.
    nonisolated func styled(_ change: @escaping ElementStyle<DataElement>) -> VectorizedStyledContent<Self> {
        VectorizedStyledContent(base: self, change: change)
    }

    /// Fills (or strokes, for lines and rules) each element's mark with the style at `keyPath`.
    nonisolated public func foregroundStyle(_ keyPath: KeyPath<DataElement, some ShapeStyle>) -> some VectorizedChartContent<DataElement> {
        styled { element, style in
            let s = element[keyPath: keyPath]
            style.foreground = AnyShapeStyle(s)
            style.foregroundColor = s as? Color
        }
    }

    /// Colours each element's mark by a data value: each distinct value gets the next palette colour and a legend
    /// entry, as `foregroundStyle(by:)` does for a mark.
    nonisolated public func foregroundStyle(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        styled { element, style in
            style.foregroundBy = value.value(of: element).primitive
            style.foregroundLabel = value.label
        }
    }

    /// Multiplies each element's mark's opacity by the value at `keyPath` (clamped to 0…1; non-finite values leave it).
    nonisolated public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        styled { element, style in
            let o = Double(element[keyPath: keyPath])
            style.opacity *= o.isFinite ? min(max(o, 0), 1) : 1
        }
    }

    /// Strokes each element's line or rule with the style at `keyPath`.
    nonisolated public func lineStyle(_ keyPath: KeyPath<DataElement, StrokeStyle>) -> some VectorizedChartContent<DataElement> {
        styled { element, style in style.lineStyle = element[keyPath: keyPath] }
    }

    /// Strokes each element's line by a data value (solid, dashed, dotted, …), as `lineStyle(by:)` does for a mark:
    /// elements with the same value join one line.
    nonisolated public func lineStyle(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        styled { element, style in style.lineStyleBy = value.value(of: element).primitive }
    }

    /// Chooses each element's symbol by a data value (circle, square, triangle, diamond, pentagon, …).
    nonisolated public func symbol(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        styled { element, style in style.symbolBy = value.value(of: element).primitive }
    }

    /// Draws each element's point with the symbol shape at `keyPath`.
    nonisolated public func symbol(_ keyPath: KeyPath<DataElement, some ChartSymbolShape>) -> some VectorizedChartContent<DataElement> {
        styled { element, style in style.symbol = AnyChartSymbolShape(element[keyPath: keyPath]) }
    }

    /// Each element's symbol area in square points (a 10 pt square is 100); non-finite areas keep the default.
    nonisolated public func symbolSize(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        styled { element, style in
            let area = element[keyPath: keyPath]
            style.symbolSize = area.isFinite ? max(0, area) : nil
        }
    }

    /// Each element's symbol size in points (its area becomes width × height).
    nonisolated public func symbolSize(_ keyPath: KeyPath<DataElement, CGSize>) -> some VectorizedChartContent<DataElement> {
        styled { element, style in
            let size = element[keyPath: keyPath], area = size.width * size.height
            style.symbolSize = area.isFinite ? max(0, area) : nil
        }
    }
}
