import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

/// `Canvas` and `GraphicsContext`: immediate-mode drawing becomes display items of one node, placed, faded,
/// clipped and identified as SwiftUI's canvas draws them.
@MainActor
@Suite struct CanvasTests {
    func render<V: View>(_ view: V, size: CGSize = CGSize(width: 100, height: 80), environment: EnvironmentValues = .layoutCases) -> DisplayList {
        TestHost(view, size: size, environment: environment).render()
    }

    @Test func fillsAndStrokesInOrderWhereTheCanvasIsPlaced() {
        let list = render(VStack(spacing: 0) {
            Color.clear.frame(height: 20)
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 10)), with: .color(.red))
                context.stroke(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.blue), lineWidth: 4)
            }
        })
        let shapes = list.items.filter { if case .shape(let s) = $0.content { s.fill != .color(Color.clear.resolve(in: .light)) } else { false } }
        #expect(shapes.count == 2)
        // The canvas takes what it is offered (100 × 60 under the 20 pt spacer) and draws in its own space.
        #expect(shapes[0].frame == CGRect(x: 0, y: 20, width: 50, height: 10))
        guard case .shape(let ring) = shapes[1].content else { Issue.record("no ring"); return }
        #expect(ring.stroke?.style.lineWidth == 4)
        #expect(shapes[1].frame == CGRect(x: 8, y: 28, width: 24, height: 24))    // the bounds include the stroke
        #expect(shapes[0].id != shapes[1].id)
    }

    @Test func transformsOpacityAndClipsApplyToLaterDrawingOnly() {
        let list = render(Canvas { context, _ in
            var c = context
            c.translateBy(x: 10, y: 5)
            c.opacity = 0.5
            c.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            c.drawLayer { layer in
                layer.scaleBy(x: 2, y: 2)
                layer.clip(to: Path(CGRect(x: 0, y: 0, width: 4, height: 4)))
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        })
        #expect(list.items.count == 3)
        #expect(list.items[0].frame == CGRect(x: 10, y: 5, width: 10, height: 10))
        #expect(abs(list.items[0].opacity - 0.5) < 1e-9)
        #expect(list.items[1].frame == CGRect(x: 10, y: 5, width: 20, height: 20))
        #expect(list.items[1].clips.first?.boundingRect == CGRect(x: 10, y: 5, width: 8, height: 8))
        #expect(list.items[2].frame == CGRect(x: 0, y: 0, width: 10, height: 10))   // the original context is unchanged
        #expect(list.items[2].opacity == 1 && list.items[2].clips.isEmpty)
    }

    @Test func textIsMeasuredAndAnchored() {
        let list = render(Canvas { context, size in
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            var resolved = context.resolve(Text("42").font(.body))
            resolved.shading = .color(.red)
            context.draw(resolved, at: .zero, anchor: .topLeading)
        })
        let texts = list.items.compactMap { item -> (CGRect, TextDrawing)? in
            if case .text(let t) = item.content { return (item.frame, t) } else { return nil }
        }
        #expect(texts.count == 2)
        // "Hi" is 16 × 20 in the case metrics: centred on (50, 40).
        #expect(texts[0].0 == CGRect(x: 42, y: 30, width: 16, height: 20))
        #expect(texts[0].1.lines.map(\.text) == ["Hi"])
        #expect(texts[1].0.origin == .zero)
        #expect(texts[1].1.paint == .color(Color.red.resolve(in: .light)))
    }

    @Test func elementsHaveStableIdsAndTheirOwnAccessibility() {
        func list(_ keys: [String]) -> DisplayList {
            render(Canvas { context, _ in
                for (i, key) in keys.enumerated() {
                    context.drawElement(id: key, accessibilityLabel: key, accessibilityValue: "\(i)") { c in
                        c.fill(Path(CGRect(x: CGFloat(i) * 10, y: 0, width: 8, height: 8)), with: .color(.blue))
                    }
                }
                context.drawElement(id: "legend", accessibilityLabel: "Legend") { c in
                    c.fill(Path(CGRect(x: 0, y: 20, width: 4, height: 4)), with: .color(.blue))
                    c.draw(Text("Hi"), at: CGPoint(x: 8, y: 20), anchor: .topLeading)
                }
            })
        }
        let before = list(["a", "b"]), after = list(["z", "a", "b"])
        let idA = before.items[0].id
        #expect(idA.path.hasSuffix("/a"))
        #expect(after.items[1].id == idA)                    // inserting "z" does not renumber "a"
        #expect(before.items[1].accessibility.label == "b" && before.items[1].accessibility.value == "1")
        // An element of several items is one accessibility element.
        let legend = before.items.suffix(2)
        #expect(legend.allSatisfy { $0.accessibility.label == "Legend" && $0.accessibility.element != nil })
        #expect(before.items[0].accessibility.element == nil)
    }

    @Test func badNumbersAndSizesDrawNothingHarmful() {
        let list = render(Canvas { context, size in
            context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), with: .color(.red))
            var c = context
            c.opacity = 0
            c.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var t = context
            t.translateBy(x: .infinity, y: 0)
            t.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
            #expect(size.width >= 0 && size.height >= 0)
        }, size: CGSize(width: -5, height: CGFloat.nan))
        for item in list.items {
            #expect(item.transform.tx.isFinite && item.transform.ty.isFinite)
        }
        #expect(list.items.isEmpty)     // NaN geometry, zero opacity and an infinite offset all draw nothing
    }
}
