import Declarative
import Foundation

/// SVG path data (`d`): a list of commands with their numbers.
///
/// Kept as values rather than text so that the animated export can compare two frames' paths command by
/// command and interpolate their numbers. Written compactly, one letter then space-separated numbers:
///
/// ```
/// M0 0L10 0L10 10Z                          elements
/// M4 0H26A4 4 0 0 1 30 4V20H0V4A4 4 0 0 1 4 0Z   uneven rounded rect: exact arcs, zero corners skipped
/// M0 5A10 5 0 1 0 20 5A10 5 0 1 0 0 5Z      ellipse: two half arcs
/// M20 10A10 10 0 0 1 10 20                  trimmed circle (0…¼): one arc, two past half way
/// M50 0A50 50 0 0 1 100 50L80 50A30 30 0 0 0 50 20Z   a sector: its cubic arcs written as arcs
/// ```
struct SVGPathData: Hashable, Sendable {
    /// One command: an SVG path letter (ASCII) and how many of `numbers` are its arguments.
    private struct Command: Hashable, Sendable {
        var letter: UInt8
        var count: UInt8
    }

    /// The commands, in order.
    private var commands: [Command] = []
    /// Every number, in order: each command's arguments after the previous command's.
    private(set) var numbers: [Double] = []
    /// Whether corners of radius 0 still get their arc command, and a trimmed ellipse always two arcs (see
    /// `init(_:offset:uniformCorners:)`).
    private var keepsZeroArcs = false
    /// How many `A` commands each circular arc in the elements takes, when every frame of an animation must take
    /// the same (see `addElements`); nil for the fewest.
    private var arcPieces: Int?
    /// The largest turn, in radians, of the circular arcs found in the elements (0 without any).
    private(set) var largestArcSweep = 0.0

    /// The letters only: two paths with the same structure can be interpolated number by number.
    var structure: String { String(decoding: commands.map(\.letter), as: UTF8.self) }

    /// The `d` attribute text.
    var string: String {
        var out = SVGOutput()
        write(to: &out)
        return out.string
    }

    /// Writes the `d` attribute text.
    func write(to out: inout SVGOutput) {
        var index = 0
        for command in commands {
            out.write(byte: command.letter)
            for argument in 0..<Int(command.count) {
                if argument > 0 { out.write(" ") }
                out.write(numbers[index + argument])
            }
            index += Int(command.count)
        }
    }

    /// The same structure with other numbers (used to interpolate).
    func replacingNumbers(_ values: [Double]) -> SVGPathData {
        var copy = self
        copy.numbers = Array(values[0..<numbers.count])
        return copy
    }

    // Inlined, so that the variadic arguments need no array on the heap.
    @inline(__always)
    private mutating func add(_ letter: Unicode.Scalar, _ arguments: Double...) {
        commands.append(Command(letter: UInt8(ascii: letter), count: UInt8(arguments.count)))
        numbers.append(contentsOf: arguments)
    }

    private init() {}

    /// The path data of a path moved by `offset`: primitives keep exact arcs, elements map one to one.
    /// With `uniformCorners`, a rectangle (rounded or not) always has four corner arcs, some of radius 0, so that a
    /// bar whose corners clamp to nothing at zero height has the same commands as when it is grown, and a trimmed
    /// ellipse always has two arcs (for animation). With `arcPieces`, each circular arc in the elements (a sector's)
    /// is that many equal arcs.
    init(_ path: Path, offset: CGPoint = .zero, uniformCorners: Bool = false, arcPieces: Int? = nil) {
        keepsZeroArcs = uniformCorners
        self.arcPieces = arcPieces.map { max($0, 1) }
        let dx = Double(offset.x), dy = Double(offset.y)
        switch path.storage {
        case .empty: break
        case .rect(let r) where uniformCorners:
            addRoundedRect(r.offsetBy(dx: dx, dy: dy), RectangleCornerRadii())
        case .rect(let r):
            let r = r.offsetBy(dx: dx, dy: dy)
            add("M", r.minX, r.minY); add("H", r.maxX); add("V", r.maxY); add("H", r.minX); add("Z")
        case .roundedRect(let r, let radii, _):
            addRoundedRect(r.offsetBy(dx: dx, dy: dy), radii)
        case .ellipse(let r):
            let r = r.offsetBy(dx: dx, dy: dy), rx = r.width / 2, ry = r.height / 2
            add("M", r.minX, r.midY)
            add("A", rx, ry, 0, 1, 0, r.maxX, r.midY)
            add("A", rx, ry, 0, 1, 0, r.minX, r.midY)
            add("Z")
        case .trimmedEllipse(let r, let from, let to):
            addTrimmedEllipse(r.offsetBy(dx: dx, dy: dy), from: from, to: to, piece: path.offsetBy(dx: dx, dy: dy))
        case .elements(let elements):
            addElements(elements, dx: dx, dy: dy)
        }
    }

    /// Elements one to one, except that cubics drawing a circular arc become `A` commands (see
    /// `SVGCircularArc`): one per run of pieces on one circle, or two equal ones when it turns more than half way
    /// (an arc's large-arc flag would have to change); or `arcPieces` equal ones, when an animation asks every frame
    /// for the same commands.
    private mutating func addElements(_ elements: [Path.Element], dx: Double, dy: Double) {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var index = elements.startIndex
        while index < elements.endIndex {
            let element = elements[index]
            index += 1
            switch element {
            case .move(let p):
                add("M", p.x + dx, p.y + dy)
                (current, subpathStart) = (p, p)
            case .line(let p):
                add("L", p.x + dx, p.y + dy)
                current = p
            case .quadCurve(let p, let c):
                add("Q", c.x + dx, c.y + dy, p.x + dx, p.y + dy)
                current = p
            case .curve(let p, let c1, let c2):
                guard var arc = SVGCircularArc(from: current, control1: c1, control2: c2, to: p) else {
                    add("C", c1.x + dx, c1.y + dy, c2.x + dx, c2.y + dy, p.x + dx, p.y + dy)
                    current = p
                    continue
                }
                while index < elements.endIndex, case .curve(let q, let d1, let d2) = elements[index],
                      let next = SVGCircularArc(from: arc.end, control1: d1, control2: d2, to: q), let joined = arc.joined(with: next) {
                    arc = joined
                    index += 1
                }
                largestArcSweep = max(largestArcSweep, abs(arc.sweep))
                let sweepFlag: Double = arc.sweep > 0 ? 1 : 0
                for end in arc.ends(pieces: arcPieces ?? (abs(arc.sweep) > Double.pi ? 2 : 1)) {
                    add("A", arc.radius, arc.radius, 0, 0, sweepFlag, end.x + dx, end.y + dy)
                }
                current = arc.end
            case .closeSubpath:
                add("Z")
                current = subpathStart
            }
        }
    }

    /// The whole outline of the ellipse in `rect` as two half arcs from its rightmost point, clockwise on a y-down
    /// display, left open: the line a trim's dash moves along (see `SVGItemAnimation`).
    static func outline(ofEllipseIn rect: CGRect) -> SVGPathData {
        var data = SVGPathData()
        data.keepsZeroArcs = true
        data.addTrimmedEllipse(rect, from: 0, to: 1, piece: Path(ellipseIn: rect))
        return data
    }

    /// The part of an ellipse between two fractions of its length, from the rightmost point clockwise: one `A` arc,
    /// or two equal ones when it turns more than half way (an arc's flags could not say which way round it goes
    /// otherwise). A circle's angles are the fractions of a turn; an ellipse's come from the ends of the flattened
    /// piece (which `Path` measures by length), put back on the curve.
    private mutating func addTrimmedEllipse(_ r: CGRect, from: CGFloat, to: CGFloat, piece: Path) {
        let cx = Double(r.midX), cy = Double(r.midY), rx = Double(r.width) / 2, ry = Double(r.height) / 2
        let full = 2 * Double.pi
        var start = full * Double(from), sweep = full * Double(to - from)
        if rx != ry, rx > 0, ry > 0, case .move(let p)? = piece.elements.first, let q = piece.currentPoint {
            let angle = { (p: CGPoint) in atan2((Double(p.y) - cy) / ry, (Double(p.x) - cx) / rx) }
            start = angle(p)
            sweep = (angle(q) - start).truncatingRemainder(dividingBy: full)
            if sweep < 0 { sweep += full }
            if sweep < 1e-9 && to - from > 0.5 { sweep = full }
        }
        let pieces = keepsZeroArcs || sweep > Double.pi ? 2 : 1
        let point = { (a: Double) in (cx + rx * cos(a), cy + ry * sin(a)) }
        let p0 = point(start)
        add("M", p0.0, p0.1)
        for piece in 1...pieces {
            let p = point(start + sweep * Double(piece) / Double(pieces))
            add("A", rx, ry, 0, 0, 1, p.0, p.1)
        }
    }

    /// A rectangle with four radii, clockwise from the top edge; each corner is a circular `A` arc.
    /// Leading is left and trailing is right (layout has already mirrored right-to-left content).
    private mutating func addRoundedRect(_ r: CGRect, _ c: RectangleCornerRadii) {
        let tl = Double(c.topLeading), tr = Double(c.topTrailing)
        let br = Double(c.bottomTrailing), bl = Double(c.bottomLeading)
        add("M", r.minX + tl, r.minY)
        add("H", r.maxX - tr)
        if tr > 0 || keepsZeroArcs { add("A", tr, tr, 0, 0, 1, r.maxX, r.minY + tr) }
        add("V", r.maxY - br)
        if br > 0 || keepsZeroArcs { add("A", br, br, 0, 0, 1, r.maxX - br, r.maxY) }
        add("H", r.minX + bl)
        if bl > 0 || keepsZeroArcs { add("A", bl, bl, 0, 0, 1, r.minX, r.maxY - bl) }
        add("V", r.minY + tl)
        if tl > 0 || keepsZeroArcs { add("A", tl, tl, 0, 0, 1, r.minX + tl, r.minY) }
        add("Z")
    }
}
