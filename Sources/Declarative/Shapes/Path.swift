import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`.
///
/// A path remembers when it is one simple primitive (a rectangle, a rounded rectangle or an ellipse), so that
/// backends can draw those exactly: an SVG `<rect>`, or a terminal bar to 1/8 of a cell. Anything else is a list
/// of elements.
public struct Path: Hashable, Sendable {
    /// One drawing command of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// What a path is made of: one primitive, or elements.
    public enum Storage: Hashable, Sendable {
        case empty
        case rect(CGRect)
        case roundedRect(CGRect, RectangleCornerRadii, RoundedCornerStyle)
        case ellipse(CGRect)
        case elements([Element])
        /// The part of the ellipse inscribed in the rectangle between two fractions of its length,
        /// `0 ≤ from < to ≤ 1` and not the whole (`Circle().trim(from:to:)`). The outline starts at the
        /// rightmost point and runs clockwise on a y-down display, as the ellipse's `elements` do; it is kept
        /// as a primitive so that backends can draw it as an exact arc.
        case trimmedEllipse(CGRect, from: CGFloat, to: CGFloat)
    }

    /// The primitive or elements of this path.
    public private(set) var storage: Storage

    /// An empty path.
    public init() { storage = .empty }

    private init(storage: Storage) { self.storage = storage }

    /// A rectangle; a rectangle with a non-finite or negative size gives an empty path.
    public init(_ rect: CGRect) {
        storage = rect.isDrawable ? .rect(rect.standardized) : .empty
    }

    /// A rounded rectangle with one corner radius for all four corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadii: RectangleCornerRadii(uniform: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners are quarter ellipses of `cornerSize`; the larger side is used.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    /// A rectangle with a radius for each corner. Radii are clamped so that neighbouring corners never overlap.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        guard rect.isDrawable else { storage = .empty; return }
        let rect = rect.standardized
        // A rounded rectangle stays one even when its radii clamp to zero (a bar at zero height), so that its
        // outline keeps the same kind from frame to frame and animates as one shape.
        storage = cornerRadii.isZero ? .rect(rect) : .roundedRect(rect, cornerRadii.clamped(to: rect.size), style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        storage = rect.isDrawable ? .ellipse(rect.standardized) : .empty
    }

    /// A path built by a closure, as in `Path { p in p.move(to: …); p.addLine(to: …) }`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// A path from elements.
    public init(elements: [Element]) { storage = elements.isEmpty ? .empty : .elements(elements) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage == .empty }

    /// The path as a list of elements (primitives are expanded; arcs become cubic Béziers).
    public var elements: [Element] {
        switch storage {
        case .empty: return []
        case .elements(let e): return e
        case .rect(let r):
            return [.move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
                    .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath]
        case .roundedRect(let r, let radii, _): return PathGeometry.roundedRectElements(r, radii)
        case .ellipse(let r): return PathGeometry.ellipseElements(r)
        case .trimmedEllipse(let r, let a, let b): return PathGeometry.trim(PathGeometry.ellipseElements(r), from: a, to: b)
        }
    }

    /// Calls `body` with each element in turn.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The last point of the path, if any.
    public var currentPoint: CGPoint? {
        var point: CGPoint?, start: CGPoint?
        for e in elements {
            switch e {
            case .move(let p): point = p; start = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): point = p
            case .closeSubpath: point = start
            }
        }
        return point
    }

    private mutating func append(_ element: Element) {
        var list = takeElements()
        if case .move = element, case .move? = list.last { list.removeLast() }
        list.append(element)
        storage = .elements(list)
    }

    /// The elements, moved out of the storage so that appending to them does not copy the array.
    private mutating func takeElements() -> [Element] {
        guard case .elements(let list) = storage else { return elements }
        storage = .empty
        return list
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { append(.move(to: point.finiteOrZero)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        if isEmpty { move(to: point) } else { append(.line(to: point.finiteOrZero)) }
    }
    /// Adds a quadratic Bézier curve.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if isEmpty { move(to: control) }
        append(.quadCurve(to: point.finiteOrZero, control: control.finiteOrZero))
    }
    /// Adds a cubic Bézier curve.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if isEmpty { move(to: control1) }
        append(.curve(to: point.finiteOrZero, control1: control1.finiteOrZero, control2: control2.finiteOrZero))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { if !isEmpty { append(.closeSubpath) } }
    /// Adds a sequence of connected lines.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }
    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) { addPath(Path(rect)) }
    /// Adds rectangles.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    /// Adds a rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style))
    }
    /// Adds an ellipse.
    public mutating func addEllipse(in rect: CGRect) { addPath(Path(ellipseIn: rect)) }
    /// Adds another path's elements.
    public mutating func addPath(_ path: Path) {
        if isEmpty { storage = path.storage; return }
        path.elements.forEach { append($0) }
    }
    /// Adds a circular arc; angles are measured clockwise from the positive x axis on a y-down display
    /// when `clockwise` is false, as in SwiftUI (whose "clockwise" refers to a y-up space).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        for e in PathGeometry.arcElements(center: center, radius: radius, from: startAngle.radians,
                                           to: endAngle.radians, clockwise: clockwise) {
            if case .move(let p) = e { isEmpty ? move(to: p) : addLine(to: p) } else { append(e) }
        }
    }

    /// The smallest rectangle that holds every point of the path, control points included.
    public var boundingRect: CGRect {
        switch storage {
        case .empty: return .zero
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r): return r
        case .elements, .trimmedEllipse: return PathGeometry.bounds(of: elements)
        }
    }

    /// The path mapped by a transform. Translations keep primitives; other transforms expand to elements.
    public func applying(_ t: CGAffineTransform) -> Path {
        if t.isIdentity { return self }
        if t.isTranslation { return offsetBy(dx: t.tx, dy: t.ty) }
        return Path(elements: elements.map { $0.applying(t) })
    }

    /// The path moved by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var copy = self
        switch storage {
        case .empty: break
        case .rect(let r): copy.storage = .rect(r.offsetBy(dx: dx, dy: dy))
        case .roundedRect(let r, let c, let s): copy.storage = .roundedRect(r.offsetBy(dx: dx, dy: dy), c, s)
        case .ellipse(let r): copy.storage = .ellipse(r.offsetBy(dx: dx, dy: dy))
        case .trimmedEllipse(let r, let a, let b): copy.storage = .trimmedEllipse(r.offsetBy(dx: dx, dy: dy), from: a, to: b)
        case .elements(let e):
            copy.storage = .elements(e.map { $0.applying(CGAffineTransform(translationX: dx, y: dy)) })
        }
        return copy
    }

    /// The part of the path between two fractions of its length (SwiftUI's `trimmedPath(from:to:)`).
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let a = start.isFinite ? min(max(start, 0), 1) : 0, b = end.isFinite ? min(max(end, 0), 1) : 0
        if a == 0 && b == 1 { return self }
        guard a < b else { return Path() }
        switch storage {
        case .ellipse(let r):
            return Path(storage: .trimmedEllipse(r, from: a, to: b))
        case .trimmedEllipse(let r, let from, let to):
            // A fraction of the piece is the same fraction of its share of the outline.
            return Path(storage: .trimmedEllipse(r, from: from + (to - from) * a, to: from + (to - from) * b))
        default:
            return Path(elements: PathGeometry.trim(elements, from: a, to: b))
        }
    }

    /// Whether `point` is inside the path's filled area (non-zero rule, curves flattened).
    public func contains(_ point: CGPoint) -> Bool {
        switch storage {
        case .empty: return false
        case .rect(let r): return r.contains(point)
        default: return PathGeometry.contains(point, in: elements)
        }
    }
}

extension Path {
    /// One subpath as a polyline: its points in order, and whether it was closed (the closing edge runs from the
    /// last point back to the first).
    public struct Polyline: Hashable, Sendable {
        public var points: [CGPoint]
        public var isClosed: Bool
        /// Creates a polyline.
        public init(points: [CGPoint], isClosed: Bool) {
            self.points = points
            self.isClosed = isClosed
        }
    }

    /// The path, mapped by `transform`, as polylines: each curve is split into `segments(length)` straight pieces,
    /// where `length` is the length of its control polygon — what a backend that samples shapes needs.
    public func polylines(transform: CGAffineTransform = .identity, segments: (CGFloat) -> Int) -> [Polyline] {
        PathGeometry.polylines(elements, transform: transform, segments: segments)
    }
}

extension Path.Element {
    /// The element mapped by a transform.
    public func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

extension CGPoint {
    /// The point with non-finite coordinates replaced by 0, so that NaN never reaches a backend.
    var finiteOrZero: CGPoint { CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0) }
}

extension CGRect {
    /// Whether the rectangle has a finite origin and a finite, non-negative… or negative (standardized) size.
    var isDrawable: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
