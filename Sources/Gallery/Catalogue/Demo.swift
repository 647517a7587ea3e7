import Foundation
import Declarative
import Backends

/// One entry of the gallery: a view, how it is shown live, and how it is exported.
///
/// `makeView(step)` builds the demo for the number of times the user asked for new data (Enter/Space); demos with
/// one data set ignore it, and the gallery replays them instead.
struct Demo: Sendable {
    /// The command-line name: lowercase, with hyphens (`gallery show expenses`).
    let name: String
    /// The title shown above the demo.
    let title: String
    /// One line on what it shows and what to try.
    let summary: String
    /// Whether Enter/Space changes the data (otherwise it replays).
    var changesData = false
    /// The size of the exported SVG, in points.
    var exportSize = CGSize(width: 360, height: 240)
    /// The time of the still frame (SVG and `show`); nil is once the demo is idle.
    var stillTime: Double?
    /// How long an animated export may run.
    var exportDuration: Double = 6
    /// For demos that animate forever: one period to export as a loop.
    var loop: ClosedRange<Double>?
    /// What the user does during the animated export.
    var scenario: ExportScenario = .appear
    /// When the animated export asks for new data (demos that have more).
    var dataChangeTime: Double = 2
    /// The view for a data step.
    let makeView: @MainActor @Sendable (_ step: Int) -> AnyView

    /// The demo, playing: Enter/Space moves it to the next data set when it has more (see `DemoPlayer`).
    @MainActor var view: AnyView { AnyView(DemoPlayer(demo: self)) }

    /// The scenario of the animated export: the given one, or for demos with more data, Enter once they are still.
    var exportScenario: ExportScenario {
        scenario.steps.isEmpty && changesData ? ExportScenario().press(.return, at: dataChangeTime) : scenario
    }

    /// The time of the live demo shown `t` seconds into its animated export: a looping export starts at its loop.
    func liveTime(_ t: Double) -> Double { (loop?.lowerBound ?? 0) + t }
}
