import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// `scrollPosition(id:anchor:)` and `ScrollPosition`: a user's scroll (keys, the wheel) writes the id of the target
/// view scrolled to; writing the binding scrolls to that view; nil and unknown ids scroll nothing.
@Suite @MainActor struct ScrollPositionTests {
    /// Twenty 40-point rows in a 100-point-tall scroll view, under four 20-point lines of buttons and a readout, so
    /// that the scroll view's top is at y = 80.
    struct Rows: View {
        @State var id: Int?
        var anchor: UnitPoint?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("id \(id.map(String.init) ?? "nil")").frame(height: 20)
                Text("go 12").frame(height: 20).onTapGesture { id = 12 }
                Text("go nil").frame(height: 20).onTapGesture { id = nil }
                HStack {
                    Text("go 99").onTapGesture { id = 99 }
                    Text("glide 12").onTapGesture { withAnimation(.linear(duration: 1)) { id = 12 } }
                }
                .frame(height: 20)
                ScrollPositionTests.rows
                .scrollPosition(id: $id, anchor: anchor)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The scroll view both screens bind: twenty 40-point rows, their stack the scroll target layout, 100 points tall.
    static var rows: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in Text("Row \(i)").frame(width: 100, height: 40) }
            }
            .scrollTargetLayout()
        }
        .frame(width: 100, height: 100)
    }

    static func host(_ view: some View) -> TestHost {
        let host = TestHost(view, size: CGSize(width: 300, height: 300), environment: .layoutCases)
        host.render()
        return host
    }

    /// How far the rows have scrolled (row 0's 20-point text is centred in its 40-point row).
    static func offset(_ host: TestHost) -> CGFloat {
        host.frame(ofText: "Row 0").map { 90 - $0.minY } ?? .nan
    }

    static func shows(_ host: TestHost, _ label: String) -> Bool { host.frame(ofText: label) != nil }

    @Test func scrollingWithKeysWritesTheFirstVisibleRow() {
        let host = Self.host(Rows())
        #expect(Self.shows(host, "id nil"), "nothing written before the user scrolls")
        host.press(.downArrow)
        #expect(Self.offset(host) == 40)
        #expect(Self.shows(host, "id 1"), "row 0 is wholly scrolled past")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(Self.shows(host, "id 3"))
        #expect(Self.offset(host) == 120, "the write does not scroll the view again")
    }

    @Test func theWheelWritesToo() {
        let host = Self.host(Rows())
        host.host.scroll(at: CGPoint(x: 50, y: 120), by: CGSize(width: 0, height: 90))
        host.render()
        #expect(Self.offset(host) == 90)
        #expect(Self.shows(host, "id 2"), "row 2 (80…120) is partly in sight")
    }

    @Test func withAnAnchorTheRowUnderItIsWritten() {
        let host = Self.host(Rows(anchor: .center))
        host.press(.downArrow)
        #expect(Self.shows(host, "id 2"), "the middle of the visible area is at 40 + 50 = 90, in row 2")
    }

    @Test func settingTheBindingScrollsToThatRow() {
        let host = Self.host(Rows())
        host.tap(label: "go 12")
        #expect(Self.offset(host) == 480, "row 12 at the top")
        #expect(Self.shows(host, "id 12"))
    }

    @Test func nilAndUnknownIDsScrollNothing() {
        let host = Self.host(Rows())
        host.tap(label: "go 12")
        host.tap(label: "go nil")
        #expect(Self.offset(host) == 480)
        #expect(Self.shows(host, "id nil"))
        host.tap(label: "go 99")
        #expect(Self.offset(host) == 480)
        #expect(Self.shows(host, "id 99"), "the binding keeps what was written")
    }

    @Test func theInitialValueScrolls() {
        let host = Self.host(Rows(id: 5))
        #expect(Self.offset(host) == 200)
    }

    @Test func aRowNearTheEndScrollsAsFarAsTheContentAllows() {
        let host = Self.host(Rows(id: 19))
        #expect(Self.offset(host) == 700, "800 of content in 100 of view")
    }

    /// The same rows bound to a `ScrollPosition`.
    struct Positioned: View {
        @State var position = ScrollPosition(idType: Int.self)
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("view \(position.viewID(type: Int.self).map(String.init) ?? "nil") \(position.isPositionedByUser)")
                    .frame(height: 20)
                Text("bottom").frame(height: 20).onTapGesture { position.scrollTo(edge: .bottom) }
                Text("y 100").frame(height: 20).onTapGesture { position.scrollTo(y: 100) }
                HStack {
                    Text("row 7").onTapGesture { position.scrollTo(id: 7) }
                    Text("glide top").onTapGesture { withAnimation(.linear(duration: 1)) { position.scrollTo(edge: .top) } }
                }
                .frame(height: 20)
                ScrollPositionTests.rows
                .scrollPosition($position)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aScrollPositionScrollsToEdgesOffsetsAndViews() {
        let host = Self.host(Positioned())
        host.tap(label: "bottom")
        #expect(Self.offset(host) == 700)
        host.tap(label: "y 100")
        #expect(Self.offset(host) == 100)
        host.tap(label: "row 7")
        #expect(Self.offset(host) == 280)
        #expect(Self.shows(host, "view 7 false"))
    }

    @Test func aUsersScrollMakesAUserPositionedValue() {
        let host = Self.host(Positioned())
        host.tap(label: "row 7")
        host.press(.downArrow)
        #expect(Self.offset(host) == 320)
        #expect(Self.shows(host, "view 8 true"))
        host.tap(label: "row 7")
        #expect(Self.offset(host) == 280, "asking again after the user moved scrolls again")
    }

    @Test func scrollPositionValues() {
        var p = ScrollPosition(idType: String.self)
        #expect(p.viewID == nil && p.edge == nil && p.point == nil && !p.isPositionedByUser)
        p.scrollTo(x: 3, y: 4)
        #expect(p.point == CGPoint(x: 3, y: 4) && p.x == 3 && p.y == 4)
        p.scrollTo(y: 9)
        #expect(p.point == nil && p.x == nil && p.y == 9)
        p.scrollTo(id: "a", anchor: .center)
        #expect(p.viewID(type: String.self) == "a" && p.viewID(type: Int.self) == nil)
        #expect(ScrollPosition(id: "a", anchor: .center) == p)
        #expect(ScrollPosition(edge: .top).edge == .top)
    }

    @Test func settingTheBindingInsideWithAnimationGlidesThere() {
        let host = Self.host(Rows())
        host.tap(label: "glide 12")
        host.advance(by: 0.5)
        #expect(abs(Self.offset(host) - 240) < 1, "halfway to row 12's 480 points: \(Self.offset(host))")
        host.advance(by: 0.6)
        #expect(Self.offset(host) == 480)
    }

    @Test func aScrollPositionSetInsideWithAnimationGlidesThere() {
        let host = Self.host(Positioned())
        host.tap(label: "bottom")
        #expect(Self.offset(host) == 700)
        host.tap(label: "glide top")
        host.advance(by: 0.5)
        #expect(abs(Self.offset(host) - 350) < 1, "halfway up: \(Self.offset(host))")
        host.advance(by: 0.6)
        #expect(Self.offset(host) == 0)
    }
}
