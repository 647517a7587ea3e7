import Foundation
import Testing
import Declarative
import DeclarativeTesting
import Backends
@testable import Gallery

/// The selection demo on the virtual clock: a drag across its chart moves the annotated rule from day to day and
/// clears it at the end; the keys step it.
@Suite @MainActor struct SelectionDemoTests {
    func annotation(_ list: DisplayList) -> String? {
        list.items.lazy.compactMap { item -> String? in
            guard case .text(let t) = item.content else { return nil }
            let s = t.lines.map(\.text).joined(separator: " ")
            return s.hasPrefix("Jan ") && s.hasSuffix(" steps") ? s : nil
        }.first
    }

    func host() -> TestHost {
        var environment = EnvironmentValues()
        environment.textMetrics = TerminalTextMetrics()
        return TestHost(SelectionDemo(), size: CGSize(width: 480, height: 320), environment: environment)
    }

    @Test func aDragAcrossSelectsTheDayUnderThePointerAtEachStepAndNothingAtTheEnd() {
        let host = host()
        host.render()
        var seen: [String?] = []
        host.press(at: CGPoint(x: 20, y: 200))
        seen.append(annotation(host.render()))
        for x in [120.0, 240, 360] {
            host.advance(by: 0.05)
            seen.append(annotation(host.move(to: CGPoint(x: x, y: 200))))
        }
        seen.append(annotation(host.release(at: CGPoint(x: 360, y: 200))))
        let days = seen.dropLast().compactMap { $0?.split(separator: ":").first.map(String.init) }
        #expect(days.count == 4 && Set(days).count == 4, "\(seen)")
        #expect(days.first == "Jan 1")
        #expect(seen.last! == nil)
    }

    /// The frames of the annotation and of the y axis's "8,000" label, which sits just past the plot's trailing edge.
    func frames(_ list: DisplayList) -> (annotation: CGRect, axisLabel: CGRect)? {
        var annotation: CGRect?, label: CGRect?
        for item in list.items {
            guard case .text(let t) = item.content else { continue }
            let s = t.lines.map(\.text).joined(separator: " ")
            if s.hasPrefix("Jan ") && s.hasSuffix(" steps") { annotation = item.frame }
            if s == "8,000" { label = item.frame }
        }
        guard let annotation, let label else { return nil }
        return (annotation, label)
    }

    @Test func theAnnotationStaysInsideThePlotAtTheFirstAndLastDays() throws {
        let first = try #require(frames(TestHost(SelectionDemo(selected: SelectionDemo.date(named: "1")),
                                                 size: CGSize(width: 480, height: 320)).render()))
        #expect(first.annotation.minX >= 0, "Jan 1's readout would hang off the leading edge: \(first.annotation)")
        let last = try #require(frames(TestHost(SelectionDemo(selected: SelectionDemo.date(named: "31")),
                                                size: CGSize(width: 480, height: 320)).render()))
        #expect(last.annotation.maxX <= last.axisLabel.minX, "Jan 31's readout would cover the y axis: \(last.annotation)")
    }

    @Test func arrowKeysStepFromDayToDay() {
        let host = host()
        host.render()
        host.press(.rightArrow)
        #expect(annotation(host.render())?.hasPrefix("Jan 1:") == true)
        host.press(.rightArrow)
        #expect(annotation(host.render())?.hasPrefix("Jan 2:") == true)
        host.press(.escape)
        #expect(annotation(host.render()) == nil)
    }

    @Test func exportSelectsTheDayAsked() {
        let demo = DemoCatalogue.demo(named: "selection")!
        #expect(demo.exportView(selection: "2026-01-20") != nil)
        #expect(demo.exportView(selection: "14") != nil)
        #expect(demo.exportView(selection: "2026-02-30") == nil)
        #expect(demo.exportView(selection: "soon") == nil)
        let host = TestHost(SelectionDemo(selected: SelectionDemo.date(named: "20")), size: CGSize(width: 420, height: 280))
        #expect(annotation(host.render())?.hasPrefix("Jan 20:") == true)
    }
}
