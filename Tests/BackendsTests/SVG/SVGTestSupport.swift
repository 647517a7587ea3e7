import Foundation
import TestTools
import Declarative
@testable import Backends

/// Small builders for hand-made display lists in the SVG tests.
enum SVGFixture {
    static let red = Color.Resolved(red: 1, green: 0, blue: 0)
    static let blue = Color.Resolved(red: 0, green: 0, blue: 1)
    static let black = Color.Resolved(red: 0, green: 0, blue: 0)

    /// A filled shape item.
    static func shape(_ id: String, _ path: Path, fill: Paint? = .color(red), stroke: ShapeDrawing.Stroke? = nil,
                      at origin: CGPoint = .zero, transform: CGAffineTransform? = nil, opacity: Double = 1,
                      clips: [Path] = [], accessibility: AccessibilityInfo = AccessibilityInfo()) -> DisplayItem {
        DisplayItem(id: DisplayItemID(id), content: .shape(ShapeDrawing(path: path, fill: fill, stroke: stroke)),
                    bounds: CGRect(origin: .zero, size: path.boundingRect.size),
                    transform: transform ?? CGAffineTransform(translationX: origin.x, y: origin.y),
                    opacity: opacity, clips: clips, accessibility: accessibility)
    }

    /// A text item with lines 20 pt apart.
    static func text(_ id: String, _ lines: [String], font: ResolvedFont = ResolvedFont(size: 17),
                     at origin: CGPoint = .zero, accessibility: AccessibilityInfo = AccessibilityInfo()) -> DisplayItem {
        let metrics = SVGTextMetrics()
        let drawn = lines.enumerated().map { i, line in
            TextDrawing.Line(text: line, origin: CGPoint(x: 0, y: metrics.ascent(of: font) + CGFloat(i) * 20),
                             width: metrics.width(of: line, font: font))
        }
        let width = drawn.map(\.width).max() ?? 0
        return DisplayItem(id: DisplayItemID(id),
                           content: .text(TextDrawing(lines: drawn, font: font, paint: .color(black), lineHeight: 20)),
                           bounds: CGRect(x: 0, y: 0, width: width, height: CGFloat(lines.count) * 20),
                           transform: CGAffineTransform(translationX: origin.x, y: origin.y), accessibility: accessibility)
    }

    /// The SVG of a 100 × 50 display list.
    static func svg(_ items: [DisplayItem], title: String? = nil, summary: String? = nil,
                    options: SVGRenderOptions = SVGRenderOptions()) -> String {
        SVGRenderer(options: options).render(DisplayList(size: CGSize(width: 100, height: 50), items: items,
                                                         title: title, summary: summary))
    }

    /// The lines of the document between the `<svg>` line and `</svg>`, for golden comparisons of the body.
    static func body(_ svg: String) -> String {
        svg.split(separator: "\n").dropFirst().dropLast().joined(separator: "\n")
    }
}

/// Runs `xmllint --noout` on a document: nil when xmllint is not installed, else whether it is well-formed.
enum SVGXMLLint {
    static func isWellFormed(_ document: String) -> Bool? {
        guard Tool.isInstalled("xmllint") else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? document.write(to: file, atomically: true, encoding: .utf8)) != nil else { return false }
        // `Tool.run` spawns and reaps the process itself: Foundation's `Process.waitUntilExit` can miss a child's exit
        // while other tests spawn processes, and then waits forever.
        return Tool.run("xmllint", ["--noout", "--nonet", file.path]).status == 0
    }
}
