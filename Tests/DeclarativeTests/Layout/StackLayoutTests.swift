import Testing
@testable import Declarative
import DeclarativeTesting

/// Canonical cases for stacks, measured in SwiftUI, in a 300×200 harness at the origin (each case says why SwiftUI
/// produces its rects).
@MainActor
struct StackLayoutTests {
    func host<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 200) -> TestHost {
        let host = TestHost(view.frame(width: width, height: height), size: CGSize(width: width, height: height),
                            environment: .layoutCases)
        host.render()
        return host
    }

    @Test func textSpacerTextFillsTheRow() {
        // C1: the texts are sized first (priority 0 group), the Spacer (priority −∞) takes the 216 pt left over.
        let h = host(HStack { Text("Title"); Spacer(); Text("Value") })
        #expect(close(h.frames(of: "HStack").first, rect(0, 90, 300, 20)))
        #expect(close(h.frame(ofText: "Title"), rect(0, 90, 40, 20)))
        #expect(close(h.frames(of: "Spacer").first, rect(40, 100, 216, 0)))
        #expect(close(h.frame(ofText: "Value"), rect(256, 90, 44, 20)))
    }

    @Test func leadingVStackAlignsTextsOnTheLeft() {
        // C2: text above text in a VStack is 0 apart (the font's leading); both x equal the stack's minX.
        let h = host(VStack(alignment: .leading) { Text("Hello"); Text("Hello, World!") })
        #expect(close(h.frame(ofText: "Hello"), rect(100, 80, 40, 20)))
        #expect(close(h.frame(ofText: "Hello, World!"), rect(100, 100, 100, 20)))
        #expect(close(h.frames(of: "VStack").first, rect(100, 80, 100, 40)))
    }

    @Test func explicitSpacingSeparatesTexts() {
        // C2 variant with spacing 8.
        let h = host(VStack(alignment: .leading, spacing: 8) { Text("Hello"); Text("Hello, World!") })
        #expect(close(h.frame(ofText: "Hello"), rect(100, 76, 40, 20)))
        #expect(close(h.frame(ofText: "Hello, World!"), rect(100, 104, 100, 20)))
    }

    @Test func infiniteMaxWidthTakesTheLeftover() {
        // C3: the fixed colours (flexibility 0) are sized first; the maxWidth: .infinity frame gets 184.
        let h = host(HStack {
            Color.red.frame(width: 50, height: 50)
            Text("Middle").frame(maxWidth: .infinity)
            Color.blue.frame(width: 50, height: 50)
        })
        let colors = h.frames(of: "Color")
        #expect(close(colors.first, rect(0, 75, 50, 50)))
        #expect(close(colors.last, rect(250, 75, 50, 50)))
        #expect(close(h.frame(ofText: "Middle"), rect(126, 90, 48, 20)))
    }

    @Test func sevenFlexibleColumnsShareTheRowEqually() {
        // C11: S = 60, each column is offered 240/7 and takes it.
        let days = ["M", "T", "W", "T", "F", "S", "S"]
        let h = host(HStack(spacing: 10) {
            ForEach(Array(days.enumerated()), id: \.offset) { _, day in Text(day).frame(maxWidth: .infinity) }
        })
        let texts = h.frames(of: "Text")
        #expect(texts.count == 7)
        for (i, frame) in texts.enumerated() {
            let columnX = CGFloat(i) * (240.0 / 7 + 10)
            #expect(abs(frame.minX - (columnX + (240.0 / 7 - 8) / 2)) < 0.001)
            #expect(frame.minY == 90)
        }
    }

    @Test func spacerYieldsToEverything() {
        // C14: the Spacer's priority is −∞, so the colours are offered W − 20 first.
        for (w, red, blue) in [(CGFloat(100), rect(0, 0, 40, 50), rect(60, 0, 40, 50)),
                               (160, rect(0, 0, 60, 50), rect(100, 0, 60, 50))] {
            let h = host(HStack(spacing: 10) {
                Color.red.frame(maxWidth: 60)
                Spacer(minLength: 0)
                Color.blue.frame(maxWidth: 60)
            }, width: w, height: 50)
            let colors = h.frames(of: "Color")
            #expect(close(colors.first, red))
            #expect(close(colors.last, blue))
        }
    }

    @Test func dividerSpansTheStackWidth() {
        // C15: the Divider takes the proposed width and is one pixel thick (1 pt at display scale 1).
        let h = host(VStack(spacing: 8) { Text("Above"); Divider(); Text("Below") })
        #expect(close(h.frames(of: "Divider").first, rect(0, 99.5, 300, 1)))
        #expect(close(h.frame(ofText: "Above"), rect(128, 71.5, 44, 20)))
        #expect(close(h.frame(ofText: "Below"), rect(128, 108.5, 44, 20)))
    }

    @Test func zStackAlignsBarToTheBottomOfItsTrack() {
        // C6: the ZStack is as large as its largest child; .bottom puts the bar at y = 300 − 100 inside it.
        let h = host(ZStack(alignment: .bottom) {
            Rectangle().frame(width: 20, height: 300)
            Rectangle().frame(width: 20, height: 100)
        }, width: 300, height: 400)
        let rects = h.frames(of: "_ShapeView")
        #expect(close(h.frames(of: "ZStack").first, rect(140, 50, 20, 300)))
        #expect(close(rects.first, rect(140, 50, 20, 300)))
        #expect(close(rects.last, rect(140, 250, 20, 100)))
    }

    @Test func layoutPriorityIsOfferedSpaceFirst() {
        // C9: the priority-1 text takes its ideal 200 on one line; the other wraps into 3 lines in the 92 pt left.
        // With word wrapping the wrapped text reports its widest line (88 ≤ 92), so the stack is 296 wide and centred.
        let a = String(repeating: "a", count: 25), b = String(repeating: "b", count: 25)
        let h = host(HStack { Text(a); Text(b).layoutPriority(1) })
        #expect(close(h.frame(ofText: a), rect(2, 70, 88, 60)))
        #expect(close(h.frame(ofText: b), rect(98, 90, 200, 20)))
    }
}
