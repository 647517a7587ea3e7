import Foundation
import Testing
import Declarative
@testable import Charts

/// `chartSymbolScale(_:)` with pairs of different shape types (Swift Charts' `KeyValuePairs<DataValue, any
/// ChartSymbolShape>` form): hollow circles for one series and a custom insettable square for the other.
@MainActor
@Suite struct SymbolScaleMixedShapesTests {
    /// A square symbol as published code writes one: a `ChartSymbolShape` that is also an `InsettableShape`.
    struct Square: ChartSymbolShape, InsettableShape {
        var inset: CGFloat = 0
        func path(in rect: CGRect) -> Path {
            let side = min(rect.width, rect.height)
            return Path(CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        }
        func inset(by amount: CGFloat) -> Square { Square(inset: inset + amount) }
        var perceptualUnitRect: CGRect { CGRect(x: 0.125, y: 0.125, width: 0.75, height: 0.75) }
    }

    @Test func pairsOfDifferentShapeTypesChooseEachSeriesSymbol() {
        let p = StyleScaleOverloadTests.symbols {
            $0.chartSymbolScale(["a": Circle().strokeBorder(lineWidth: 2), "b": Square().strokeBorder(lineWidth: 2)])
        }
        let unit = StyleScaleOverloadTests.unit
        #expect(StyleScaleOverloadTests.shape(p, "a") == Circle().strokeBorder(lineWidth: 2).path(in: unit))
        #expect(StyleScaleOverloadTests.shape(p, "b") == Square().strokeBorder(lineWidth: 2).path(in: unit))
        #expect(p?.symbolDomain(dataType: String.self).prefix(2) == ["a", "b"], "the pairs come first, in order")
    }

    @Test func pairsOfOneShapeTypeStillTakeTheGenericForm() {
        // Implicit members (`.cross`) need the generic form's concrete shape type to resolve.
        let p = StyleScaleOverloadTests.symbols { $0.chartSymbolScale(["a": BasicChartSymbolShape.plus, "b": .cross]) }
        #expect(StyleScaleOverloadTests.shape(p, "b") == StyleScaleOverloadTests.basic(.cross))
    }
}
