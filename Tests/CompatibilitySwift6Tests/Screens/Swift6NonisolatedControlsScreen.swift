import Foundation
import Declarative
import Charts

// Controls, gestures, containers, focus and chart interaction in helpers outside any view, as published SwiftUI code
// writes them: free `@ViewBuilder` functions and an enum's `@ViewBuilder` property, none marked `@MainActor`.
// SwiftUI's control initialisers and modifiers are `nonisolated`, so this compiles in Swift 6 mode.

enum Swift6ControlsSection: String, CaseIterable, Identifiable {
    case settings, activity

    var id: String { rawValue }

    @ViewBuilder
    var header: some View {
        switch self {
        case .settings:
            Label("Settings", systemImage: "gear")
                .labelStyle(.titleAndIcon)
                .onTapGesture { print("settings") }
                .onLongPressGesture(minimumDuration: 1) { print("long") }
        case .activity:
            LabeledContent("Activity", value: "Today")
                .contentShape(Rectangle())
                .allowsHitTesting(true)
                .onHover { _ in }
                .onContinuousHover { _ in }
                .gesture(DragGesture(minimumDistance: 0).onEnded { _ in })
                .simultaneousGesture(TapGesture(count: 2).onEnded {})
                .highPriorityGesture(LongPressGesture().onEnded { _ in })
                .coordinateSpace(name: "activity")
        }
    }
}

@ViewBuilder
func swift6ControlsForm(isOn: Binding<Bool>, level: Binding<Double>, count: Binding<Int>,
                        flavour: Binding<String>, colour: Binding<Color>, focus: FocusState<Bool>.Binding) -> some View {
    Form {
        Section("Options") {
            Toggle("Alerts", isOn: isOn)
                .toggleStyle(.switch)
            Slider(value: level, in: 0...10, step: 1) { Text("Level") }
            Stepper("Count \(count.wrappedValue)", value: count, in: 0...9)
            Picker("Flavour", selection: flavour) {
                Text("Vanilla").tag("vanilla")
                Text("Mint").tag("mint")
            }
            .pickerStyle(.segmented)
            ColorPicker("Colour", selection: colour)
                .labelsHidden()
        }
        Section {
            Button("Save") {}
                .buttonStyle(.borderedProminent)
                .disabled(!isOn.wrappedValue)
                .focusable()
                .focused(focus)
                .onKeyPress(.return) { .handled }
            Button(role: .destructive, action: {}) { Label("Delete", systemImage: "trash") }
                .buttonStyle(.bordered)
        } header: {
            Text("Actions")
        }
    }
    .formStyle(.grouped)
}

@ViewBuilder
func swift6ControlsStatus(progress: Double, expanded: Binding<Bool>) -> some View {
    GroupBox("Status") {
        Gauge(value: progress, in: 0...1) { Text("Battery") } currentValueLabel: { Text("\(Int(progress * 100))%") }
            .gaugeStyle(.accessoryLinear)
        ProgressView("Upload", value: progress)
            .progressViewStyle(.linear)
        DisclosureGroup("Details", isExpanded: expanded) {
            Text("Nothing to add")
        }
    }
    .groupBoxStyle(.automatic)
}

@ViewBuilder
func swift6ControlsNavigation(rows: [String]) -> some View {
    NavigationStack {
        List {
            ForEach(rows, id: \.self) { row in
                NavigationLink(row, value: row)
            }
        }
        .listStyle(.plain)
        .navigationTitle("Rows")
        .navigationDestination(for: String.self) { row in Text("Row \(row)") }
        .toolbar {
            ToolbarItem(placement: .primaryAction) { Button("Add") {} }
        }
    }
}

@ViewBuilder
func swift6ControlsTabs(rows: [String]) -> some View {
    TabView {
        ScrollView(.vertical) {
            VStack { ForEach(rows, id: \.self) { Text($0) } }
        }
        .tabItem { Label("List", systemImage: "list.bullet") }
        NavigationView { Text("Legacy") }
            .tabItem { Text("Legacy") }
    }
    .frame(height: 6)
}

struct Swift6ControlsPoint: Identifiable {
    let id: Int
    let value: Double
}

@ViewBuilder
func swift6ControlsChart(_ points: [Swift6ControlsPoint], selection: Binding<Int?>, scroll: Binding<Int>) -> some View {
    Chart(points) { point in
        BarMark(x: .value("Hour", point.id), y: .value("Load", point.value))
    }
    .chartXSelection(value: selection)
    .chartScrollableAxes(.horizontal)
    .chartXVisibleDomain(length: 6)
    .chartScrollPosition(x: scroll)
    .chartScrollTargetBehavior(.valueAligned(unit: 1))
    .chartOverlay { proxy in
        Rectangle().fill(.clear).contentShape(Rectangle())
            .onTapGesture { location in _ = proxy.value(atX: location.x, as: Int.self) }
    }
    .chartBackground { _ in Color.clear }
    .chartGesture { proxy in SpatialTapGesture().onEnded { proxy.selectXValue(at: $0.location.x) } }
    .frame(height: 120)
}

@ViewBuilder
func swift6ControlsPie(selection: Binding<Double?>) -> some View {
    Chart {
        SectorMark(angle: .value("Share", 2))
        SectorMark(angle: .value("Share", 1))
    }
    .chartAngleSelection(value: selection)
    .chartYSelection(value: Binding<Double?>.constant(nil))
    .frame(height: 40)
}

struct Swift6NonisolatedControlsScreen: View {
    @State private var isOn = true
    @State private var level = 4.0
    @State private var count = 2
    @State private var flavour = "mint"
    @State private var colour = Color.blue
    @State private var expanded = true
    @State private var selection: Int?
    @State private var scroll = 0
    @State private var angle: Double?
    @FocusState private var focused: Bool
    let points = (0..<12).map { Swift6ControlsPoint(id: $0, value: Double(($0 * 7) % 10 + 1)) }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(Swift6ControlsSection.allCases) { $0.header }
            swift6ControlsForm(isOn: $isOn, level: $level, count: $count, flavour: $flavour, colour: $colour,
                               focus: $focused)
            swift6ControlsStatus(progress: 0.5, expanded: $expanded)
            swift6ControlsNavigation(rows: ["Alpha", "Beta"])
            swift6ControlsTabs(rows: ["One", "Two"])
            swift6ControlsChart(points, selection: $selection, scroll: $scroll)
            swift6ControlsPie(selection: $angle)
        }
    }
}
