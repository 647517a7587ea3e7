import Declarative
import Foundation

/// The `<filter>` (without id) for a blur, shadow or colour matrix; `SVGDefinitions` gives each distinct one an id.
///
/// Every filter works in the document's space (`filterUnits="userSpaceOnUse"`, so a zero-height line keeps its
/// filter: a bounding-box region would be empty) over the whole viewport and half of it again on each side, and in
/// gamma-encoded sRGB (`color-interpolation-filters="sRGB"`), so that a ``ColorMatrix`` maps the same numbers here
/// as in a terminal cell:
///
/// ```
/// colour matrix  <feColorMatrix type="matrix" values="r0 … r19"/>         (the 20 entries, row by row)
/// blur           <feGaussianBlur stdDeviation="radius"/>                   (radius is the standard deviation)
/// opaque blur    blur → alpha := 1 after dividing by alpha → in SourceAlpha (stays inside the drawn area)
/// shadow         SourceAlpha → blur → offset → flood colour in it → merged under SourceGraphic
/// inner shadow   flood colour out of SourceAlpha → blur → offset → in SourceAlpha → merged over SourceGraphic
/// ```
///
/// An effect that changes nothing (a zero blur, the identity matrix) gives no filter at all.
enum SVGFilters {
    /// The filter for an effect, or nil for a mask or an effect that changes nothing.
    static func element(for kind: GraphicsEffect.Kind) -> SVGElement? {
        switch kind {
        case .colorMatrix(let matrix):
            guard !matrix.isIdentity else { return nil }
            return filter([colorMatrix(matrix.values)])
        case .blur(let radius, let isOpaque):
            guard radius > 0 else { return nil }
            let blur = SVGElement("feGaussianBlur", [("stdDeviation", number(radius))])
            guard isOpaque else { return filter([blur]) }
            return filter([blur, colorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1]),
                           SVGElement("feComposite", [("in2", "SourceAlpha"), ("operator", "in")])])
        case .shadow(let color, let radius, let offset):
            guard color.opacity > 0 else { return nil }
            var primitives: [SVGElement] = []
            if radius > 0 { primitives.append(SVGElement("feGaussianBlur", [("in", "SourceAlpha"), ("stdDeviation", number(radius))])) }
            primitives.append(SVGElement("feOffset", (radius > 0 ? [] : [("in", "SourceAlpha")])
                                         + [("dx", number(offset.width)), ("dy", number(offset.height)), ("result", "shadow")]))
            primitives.append(flood(color))
            primitives.append(SVGElement("feComposite", [("in2", "shadow"), ("operator", "in")]))
            primitives.append(SVGElement("feMerge", children: [SVGElement("feMergeNode"),
                                                               SVGElement("feMergeNode", [("in", "SourceGraphic")])]))
            return filter(primitives)
        case .innerShadow(let color, let radius, let offset):
            guard color.opacity > 0 else { return nil }
            var primitives = [flood(color), SVGElement("feComposite", [("in2", "SourceAlpha"), ("operator", "out")])]
            if radius > 0 { primitives.append(SVGElement("feGaussianBlur", [("stdDeviation", number(radius))])) }
            primitives.append(SVGElement("feOffset", [("dx", number(offset.width)), ("dy", number(offset.height))]))
            primitives.append(SVGElement("feComposite", [("in2", "SourceAlpha"), ("operator", "in"), ("result", "shadow")]))
            primitives.append(SVGElement("feMerge", children: [SVGElement("feMergeNode", [("in", "SourceGraphic")]),
                                                               SVGElement("feMergeNode", [("in", "shadow")])]))
            return filter(primitives)
        case .mask:
            return nil
        }
    }

    /// The region shared by filters and masks: the viewport and half of it again on each side, in its own space.
    static let region: [(name: String, value: String)] = [("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%")]

    private static func filter(_ primitives: [SVGElement]) -> SVGElement {
        SVGElement("filter", [("filterUnits", "userSpaceOnUse")] + region + [("color-interpolation-filters", "sRGB")],
                   children: primitives)
    }

    private static func colorMatrix(_ values: [Double]) -> SVGElement {
        SVGElement("feColorMatrix", [("type", "matrix"),
                                     ("values", values.map { SVGNumberFormat.string($0, fractionDigits: 4) }.joined(separator: " "))])
    }

    private static func flood(_ color: Color.Resolved) -> SVGElement {
        var flood = SVGElement("feFlood", [("flood-color", color.hexString)])
        if color.opacity < 1 { flood.set("flood-opacity", SVGNumberFormat.string(Double(color.opacity), fractionDigits: 3)) }
        return flood
    }

    private static func number(_ value: CGFloat) -> String { SVGNumberFormat.string(Double(value)) }
}
