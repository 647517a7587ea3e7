import Foundation
@testable import Declarative
import DeclarativeTesting

/// The text model of the layout cases: each listed string has the ideal width the case gives; any other string is
/// 8 pt per character. Lines are 20 pt tall.
struct CaseTextMetrics: TextMetrics {
    static let widths: [String: CGFloat] = [
        "Title": 40, "Value": 44, "Hello": 40, "Hello, World!": 100, "Middle": 48, "Hi": 16, "Header": 56,
        "Badge": 48, "A long title": 96, "Above": 44, "Below": 44, "42": 16,
    ]
    func width(of text: String, font: ResolvedFont) -> CGFloat {
        (Self.widths[text] ?? CGFloat(text.count) * 8) * font.size / 17
    }
    func lineHeight(of font: ResolvedFont) -> CGFloat { 20 * font.size / 17 }
    func ascent(of font: ResolvedFont) -> CGFloat { 16 * font.size / 17 }
}

extension EnvironmentValues {
    /// The environment of the layout cases.
    static var layoutCases: EnvironmentValues {
        var e = EnvironmentValues()
        e.textMetrics = CaseTextMetrics()
        return e
    }
}

@MainActor
extension TestHost {
    /// The frames of the nodes whose view type's name starts with `typeName`, in tree order.
    func frames(of typeName: String) -> [CGRect] {
        var result: [CGRect] = []
        graph.root.forEachDescendant { node in
            if node.participatesInLayout, ViewGraph.typeName(of: node.view).hasPrefix(typeName) { result.append(node.layout.frame) }
        }
        return result
    }

    /// The frame of the first laid-out node drawing text `string`.
    func frame(ofText string: String) -> CGRect? {
        var found: CGRect?
        graph.root.forEachDescendant { node in
            if found == nil, let text = node.view as? Text, text.string == string { found = node.layout.frame }
        }
        return found
    }
}

/// The frames of the `Color` views of `view`, laid out at `size` in the layout cases' environment, in tree order.
@MainActor
func colourFrames<V: View>(_ view: V, size: CGSize = CGSize(width: 300, height: 200)) -> [CGRect] {
    let host = TestHost(view, size: size, environment: .layoutCases)
    host.render()
    return host.frames(of: "Color")
}

/// A rect from numbers, for readable expectations.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// Whether two rects agree to within `tolerance` on every edge.
func close(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 0.001) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
