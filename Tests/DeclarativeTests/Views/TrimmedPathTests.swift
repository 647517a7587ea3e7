import Testing
import Foundation
@testable import Declarative

/// `trimmedPath(from:to:)` of an ellipse stays a primitive that backends can draw as an exact arc, while its
/// elements (what the terminal flattens) are the flattened piece, as before.
struct TrimmedPathTests {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80))

    @Test func aTrimmedEllipseKeepsItsRectAndFractions() {
        #expect(circle.trimmedPath(from: 0.25, to: 0.5).storage == .trimmedEllipse(CGRect(x: 0, y: 0, width: 80, height: 80), from: 0.25, to: 0.5))
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
        #expect(circle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(circle.trimmedPath(from: .nan, to: 0.5).storage == .trimmedEllipse(CGRect(x: 0, y: 0, width: 80, height: 80), from: 0, to: 0.5))
    }

    @Test func itsElementsAreTheFlattenedPiece() {
        let piece = circle.trimmedPath(from: 0, to: 0.25)
        #expect(piece.elements == PathGeometry.trim(PathGeometry.ellipseElements(CGRect(x: 0, y: 0, width: 80, height: 80)), from: 0, to: 0.25))
        guard case .move(let start)? = piece.elements.first, let end = piece.currentPoint else { Issue.record("no elements"); return }
        #expect(abs(start.x - 80) < 1e-9 && abs(start.y - 40) < 1e-9, "starts at the rightmost point")
        #expect(abs(end.x - 40) < 0.05 && abs(end.y - 80) < 0.05, "a quarter turn clockwise on a y-down display")
    }

    @Test func trimmingAPieceTrimsItsShareOfTheOutline() {
        let piece = circle.trimmedPath(from: 0.25, to: 0.75).trimmedPath(from: 0.5, to: 1)
        #expect(piece.storage == .trimmedEllipse(CGRect(x: 0, y: 0, width: 80, height: 80), from: 0.5, to: 0.75))
        #expect(piece.offsetBy(dx: 10, dy: 5).storage == .trimmedEllipse(CGRect(x: 10, y: 5, width: 80, height: 80), from: 0.5, to: 0.75))
    }
}
