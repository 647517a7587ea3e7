import Declarative
import Foundation

/// The clip side of an item's animation: a clip that changes (a `clipShape` or `clipped()` frame that grows) moves
/// through SMIL on the shape inside a copy of its `<clipPath>`, which CSS uses only when motion is welcome, as a
/// moving gradient's copy is (see `SVGItemWriter.Entry`):
///
/// ```
/// <clipPath id="a1-clip"><rect x="0" y="0" width="100" height="50">
///   <animate attributeName="height" values="0;50" keyTimes="0;1" dur="0.3s"/>
/// </rect></clipPath>
/// ```
///
/// It animates when every frame has one clip of one form (a rectangle's `x y width height rx`, a circle's or an
/// ellipse's centre and radii, or path data of one command structure); other changes show the final clip
/// throughout, named in the document's comment.
extension SVGItemAnimation {
    /// Adds SMIL tracks for the clip's shape when it changes and can interpolate; otherwise notes it when it changes.
    mutating func addClip(_ items: [DisplayItem], range: ClosedRange<Int>) {
        let clips = items.map(\.clips)
        guard let final = clips.last, !clips.allSatisfy({ $0 == final }) else { return }
        guard clips.allSatisfy({ $0.count == 1 }) else {
            notes.append("clip")
            return
        }
        var geometries = clips.compactMap { SVGShapeGeometry($0[0]) }
        if geometries.contains(where: { if case .ellipse = $0 { true } else { false } }) { geometries = geometries.map(\.asEllipse) }
        if geometries.count != clips.count || !geometries.allSatisfy({ $0.isCompatible(with: geometries[geometries.count - 1]) }) {
            let data = clips.map { SVGPathData($0[0], uniformCorners: true) }
            guard data.allSatisfy({ $0.structure == data[data.count - 1].structure }), !data[data.count - 1].string.isEmpty else {
                notes.append("clip")
                return
            }
            geometries = data.map { .path($0) }
        }
        let form = geometries[geometries.count - 1]
        clipForm = form
        if case .path = form {
            addSMIL(SVGKeyframeTrack(samples: geometries.map(\.values), tolerances: [0.25]), .clip, "d", range) { v in
                if case .path(let data) = form.replacingValues(v) { data.string } else { "" }
            }
            return
        }
        for (index, name) in form.propertyNames.enumerated() {
            addSMIL(SVGKeyframeTrack(samples: geometries.map { [$0.values[index]] }, tolerances: [0.25]), .clip, name, range) {
                SVGNumberFormat.string($0[0])
            }
        }
    }

    /// Whether the clip is animated (through a copy of its definition).
    var animatesClip: Bool {
        tracks.contains { if case .smil(.clip, _, _) = $0.output { true } else { false } }
    }
}
