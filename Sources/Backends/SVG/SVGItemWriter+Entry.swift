import Declarative

extension SVGItemWriter {
    /// An item to write, and how: the animated export places some items by attribute, names them for CSS and
    /// gives them a geometry form that all frames share.
    ///
    /// A still document writes every item as it is, so everything but the item lives in one shared box that a still
    /// entry leaves nil: copying an entry, as writing does several times an item, is then one retain rather than one
    /// per field (a 1,000-bar chart writes ~2,000 entries).
    struct Entry {
        /// The item.
        var item: DisplayItem
        private var animation: Animation?

        init(item: DisplayItem, placement: Placement = .automatic,
             adjust: (@Sendable (SVGShapeGeometry) -> SVGShapeGeometry)? = nil, dash: Dash? = nil) {
            self.item = item
            if placement != .automatic || adjust != nil || dash != nil {
                animation = Animation(placement: placement, adjust: adjust, dash: dash)
            }
        }

        /// How its transform is written.
        var placement: Placement {
            get { animation?.placement ?? .automatic }
            set { change { $0.placement = newValue } }
        }
        /// The drawn element's `id` (its first attribute), for CSS to target.
        var elementID: String? {
            get { animation?.elementID }
            set { change { $0.elementID = newValue } }
        }
        /// Substitutes the geometry written for a shape (an ellipse for a circle that turns oval).
        var adjust: (@Sendable (SVGShapeGeometry) -> SVGShapeGeometry)? { animation?.adjust }
        /// A dash that draws a trimmed ring's piece of its whole outline (`adjust` gives the outline).
        var dash: Dash? { animation?.dash }
        /// SMIL animation elements, written as the element's children.
        var children: [SVGElement] {
            get { animation?.children ?? [] }
            set { change { $0.children = newValue } }
        }
        /// Whether `children` has any, answered without making an empty array for a still entry.
        var hasChildren: Bool { animation.map { !$0.children.isEmpty } ?? false }
        /// Whether `gradientAnimations` has any, answered without making an empty dictionary for a still entry.
        var hasGradientAnimations: Bool { animation.map { !$0.gradientAnimations.isEmpty } ?? false }
        /// Copies of the fill's and the stroke's gradients to define, each with an id and SMIL animations inside (on
        /// the gradient, or on a stop by index); the element keeps the still gradients, and CSS switches to the copies.
        var gradientAnimations: [SVGItemAnimation.PaintRole: GradientAnimation] {
            get { animation?.gradientAnimations ?? [:] }
            set { change { $0.gradientAnimations = newValue } }
        }
        /// A copy of the clip path to define, with this id, its shape in its final form, and SMIL animations on the
        /// shape; the clip then goes on a group with the id `elementID-clipped`, for CSS to switch to the copy.
        var clipAnimation: ClipAnimation? {
            get { animation?.clipAnimation }
            set { change { $0.clipAnimation = newValue } }
        }
        /// Whether a still copy of the element follows it, with the id `elementID-still` and `display="none"`:
        /// what CSS shows instead of the element under reduced motion, because SMIL ignores media queries and no
        /// declaration stops it in every engine (see `AnimatedSVGRenderer`).
        var hasStillCopy: Bool {
            get { animation?.hasStillCopy ?? false }
            set { change { $0.hasStillCopy = newValue } }
        }
        /// Whether this is that copy: hidden by its `display` attribute, and without animations.
        var isStillCopy: Bool {
            get { animation?.isStillCopy ?? false }
            set { change { $0.isStillCopy = newValue } }
        }

        typealias GradientAnimation = (id: String, animations: [(stop: Int?, element: SVGElement)])
        typealias ClipAnimation = (id: String, form: SVGShapeGeometry, animations: [SVGElement])

        /// Changes the box, made or copied first when it is absent or shared.
        private mutating func change(_ body: (Animation) -> Void) {
            if animation == nil {
                animation = Animation()
            } else if !isKnownUniquelyReferenced(&animation) {
                animation = animation?.copy()
            }
            body(animation!)
        }

        /// What an animated export adds to an item (the fields above); copied before a shared one is changed.
        private final class Animation {
            var placement: Placement = .automatic
            var elementID: String?
            var adjust: (@Sendable (SVGShapeGeometry) -> SVGShapeGeometry)?
            var dash: Dash?
            var children: [SVGElement] = []
            var gradientAnimations: [SVGItemAnimation.PaintRole: GradientAnimation] = [:]
            var clipAnimation: ClipAnimation?
            var hasStillCopy = false
            var isStillCopy = false

            init(placement: Placement = .automatic, adjust: (@Sendable (SVGShapeGeometry) -> SVGShapeGeometry)? = nil,
                 dash: Dash? = nil) {
                (self.placement, self.adjust, self.dash) = (placement, adjust, dash)
            }

            func copy() -> Animation {
                let copy = Animation(placement: placement, adjust: adjust, dash: dash)
                (copy.elementID, copy.children, copy.gradientAnimations) = (elementID, children, gradientAnimations)
                (copy.clipAnimation, copy.hasStillCopy, copy.isStillCopy) = (clipAnimation, hasStillCopy, isStillCopy)
                return copy
            }
        }
    }
}
