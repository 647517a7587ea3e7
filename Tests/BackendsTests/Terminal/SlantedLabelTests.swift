import Foundation
import Testing
import Declarative
@testable import Backends

/// x-axis labels turned −45° (as `AxisValueLabel(orientation:)` and crowded axes turn them) are laid flat in a
/// terminal: where a flat label would touch the one before it, it steps down a row within the height its slant
/// takes — staggered, never run together (`FebMar`) — or is left out when no row is free.
@Suite struct SlantedLabelTests {
    /// A label turned −45° about its centre at `(x, 8)`.
    func label(_ text: String, centreX x: CGFloat) -> DisplayItem {
        let width = CGFloat(text.count * 8)
        let turn = CGAffineTransform(translationX: -width / 2, y: -8)
            .concatenating(CGAffineTransform(rotationAngle: -.pi / 4))
            .concatenating(CGAffineTransform(translationX: x, y: 8))
        return Fixture.text(text, text, x: 0, y: 0, transform: turn)
    }

    @Test func crowdedLabelsAreStaggered() {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
        let items = months.enumerated().map { label($1, centreX: 16 + CGFloat($0) * 24) }
        let text = Fixture.render(Fixture.list(columns: 20, rows: 3, items))
        #expect(text == Self.staggered, "\n\(text)")
    }

    @Test func labelsWithRoomStayOnOneRow() {
        let items = ["Jan", "Feb", "Mar"].enumerated().map { label($1, centreX: 16 + CGFloat($0) * 48) }
        let text = Fixture.render(Fixture.list(columns: 20, rows: 3, items))
        #expect(text == Self.apart, "\n\(text)")
    }

    static let staggered = """
         Jan   Mar   May
            Feb   Apr   Jun

        """
    static let apart = """
         Jan   Feb   Mar


        """
}
