import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `InsettableShape`: the built-in shapes conform, and a custom shape conforms with its own inset form.
@Suite @MainActor struct InsettableShapeTests {
    /// A square inside its rectangle, as published code writes one (its own `inset(by:)` type).
    struct Square: InsettableShape {
        var inset: CGFloat = 0
        func path(in rect: CGRect) -> Path {
            let side = min(rect.width, rect.height) - 2 * inset
            return Path(CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        }
        func inset(by amount: CGFloat) -> Square { Square(inset: inset + amount) }
    }

    func insetRect<S: InsettableShape>(_ shape: S, by amount: CGFloat, in rect: CGRect) -> CGRect {
        shape.inset(by: amount).path(in: rect).boundingRect
    }

    @Test func theBuiltInShapesInsetOnEverySide() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(insetRect(Rectangle(), by: 2, in: rect) == CGRect(x: 2, y: 2, width: 36, height: 16))
        #expect(insetRect(Circle(), by: 2, in: rect) == CGRect(x: 12, y: 2, width: 16, height: 16))
        #expect(insetRect(Capsule(), by: 1, in: rect) == CGRect(x: 1, y: 1, width: 38, height: 18))
        #expect(insetRect(RoundedRectangle(cornerRadius: 4), by: 3, in: rect) == CGRect(x: 3, y: 3, width: 34, height: 14))
        // An inset shape insets again.
        #expect(insetRect(Rectangle().inset(by: 2), by: 3, in: rect) == CGRect(x: 5, y: 5, width: 30, height: 10))
    }

    @Test func aCustomShapeUsesItsOwnInset() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(insetRect(Square(), by: 4, in: rect) == CGRect(x: 14, y: 4, width: 12, height: 12))
        let drawn = TestHost(Square().inset(by: 2).fill(Color.red).frame(width: 40, height: 20)).render().items
        let shape = drawn.compactMap { item -> ShapeDrawing? in
            if case .shape(let s) = item.content { s } else { nil }
        }.first
        #expect(shape?.path.boundingRect == CGRect(x: 12, y: 2, width: 16, height: 16))
    }
}
