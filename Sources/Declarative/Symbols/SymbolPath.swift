import Foundation

/// Reads the compact path language of `SymbolTable` into paths in a 20 × 20 box.
///
/// Commands are a letter followed by numbers: `M x y`, `L x y`, `C x1 y1 x2 y2 x y`, `Z`, `O cx cy r` (a circle),
/// `R x y w h` (a rectangle), `W cx cy r from to` (a pie wedge, degrees clockwise from 12 o'clock). A command with
/// too few numbers is dropped.
enum SymbolPath {
    /// The side of the box the table's coordinates are in.
    static let box: CGFloat = 20

    static func parse(_ source: String) -> Path {
        var path = Path()
        var command: Character?
        var numbers: [CGFloat] = []

        func flush() {
            guard let c = command else { return }
            let n = numbers
            func p(_ i: Int) -> CGPoint { CGPoint(x: n[i], y: n[i + 1]) }
            switch c {
            case "M" where n.count >= 2: path.move(to: p(0))
            case "L" where n.count >= 2: path.addLine(to: p(0))
            case "C" where n.count >= 6: path.addCurve(to: p(4), control1: p(0), control2: p(2))
            case "Z": path.closeSubpath()
            case "O" where n.count >= 3: path.addEllipse(in: CGRect(x: n[0] - n[2], y: n[1] - n[2], width: 2 * n[2], height: 2 * n[2]))
            case "R" where n.count >= 4: path.addRect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
            case "W" where n.count >= 5:
                let center = p(0)
                path.move(to: center)
                // 0° at 12 o'clock, clockwise on a y-down display: Path's angles start at 3 o'clock.
                path.addArc(center: center, radius: n[2], startAngle: .degrees(Double(n[3]) - 90),
                            endAngle: .degrees(Double(n[4]) - 90), clockwise: false)
                path.closeSubpath()
            default: break
            }
            numbers.removeAll()
        }

        var token = ""
        func endNumber() {
            if let v = Double(token) { numbers.append(CGFloat(v)) }
            token = ""
        }
        for ch in source {
            if ch.isLetter {
                endNumber()
                flush()
                command = ch
            } else if ch == " " || ch == "," {
                endNumber()
            } else {
                token.append(ch)
            }
        }
        endNumber()
        flush()
        return path
    }
}
