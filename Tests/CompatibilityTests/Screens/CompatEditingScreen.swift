import Declarative
import Charts

// A published-style goals screen: a list edited through `ForEach($items)` bindings, `onDelete`/`onMove` with an
// `EditButton`, `swipeActions`, `navigationDestination(for:)`, `toolbar(.hidden, for:)`; a card of symbol effects,
// UIKit colours and a paged `TabView`; and charts with angle selection, a chart background reading
// `proxy.plotFrame`, a `chartGesture`, and iOS 18's vectorised plots. Only the import lines differ from SwiftUI.

struct P2Item: Identifiable, Hashable { let id = UUID(); var name: String; var value: Double; var date = Date() }

struct P2A: View {
    @State private var items: [P2Item] = [P2Item(name: "Steps", value: 8), P2Item(name: "Sleep", value: 7)]
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach($items) { $item in
                    NavigationLink(value: item) { Text(item.name) }
                }
                .onDelete { offsets in items.remove(atOffsets: offsets) }
                .onMove { from, to in items.move(fromOffsets: from, toOffset: to) }
                DisclosureGroup("More") { Text("x") }
            }
            .navigationDestination(for: P2Item.self) { item in Text(item.name) }
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) { Button("A") {}; Spacer(); Button("B") {} }
                ToolbarItem(placement: .primaryAction) { Menu("M") { Button("x") {} } }
                ToolbarItem(placement: .topBarLeading) { EditButton() }
            }
            .toolbar(.hidden, for: .tabBar)
            .swipeActions(edge: .trailing) { Button("Del", role: .destructive) {} }
            .listRowBackground(Color.clear)
        }
    }
}

struct P2B: View {
    @State private var on = false
    var body: some View {
        VStack {
            ProgressView("Loading")
            Image(systemName: "heart").symbolEffect(.bounce, value: on)
            Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeating, isActive: on)
            Image(systemName: "heart").symbolEffect(.pulse)
            Text("x").animation(.smooth, value: on).animation(.snappy(duration: 0.3), value: on)
                .animation(.bouncy(extraBounce: 0.1), value: on)
                .animation(.spring(response: 0.4, dampingFraction: 0.7), value: on)
                .animation(.interpolatingSpring(stiffness: 100, damping: 10), value: on)
            Color(uiColor: .systemBackground)
            Color(.systemGray6)
            TabView { Text("a") }.tabViewStyle(.page(indexDisplayMode: .always))
        }
        .overlay { Text("o") }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("L")
        .accessibilityValue("V")
        .accessibilityHint("H")
        .accessibilityHidden(false)
    }
}

struct P2C: View {
    let data: [P2Item] = [P2Item(name: "Run", value: 3, date: Date(timeIntervalSince1970: 0)),
                          P2Item(name: "Swim", value: 5, date: Date(timeIntervalSince1970: 86_400))]
    @State private var angle: Double?
    @State private var x: Date?
    var body: some View {
        VStack {
            Chart(data) { d in
                SectorMark(angle: .value("V", d.value), innerRadius: .ratio(0.6), angularInset: 1.5)
                    .cornerRadius(4)
                    .foregroundStyle(by: .value("N", d.name))
            }
            .chartAngleSelection(value: $angle)
            .chartBackground { proxy in
                GeometryReader { geo in
                    if let frame = proxy.plotFrame {
                        let r = geo[frame]
                        Text("c").position(x: r.midX, y: r.midY)
                    }
                }
            }
            Chart {
                ForEach(data) { d in
                    LineMark(x: .value("D", d.date), y: .value("V", d.value))
                        .symbol { Circle().frame(width: 6) }
                    AreaMark(x: .value("D", d.date), y: .value("V", d.value), stacking: .center)
                        .alignsMarkStylesWithPlotArea()
                }
                Plot { RuleMark(y: .value("T", 3)) }
            }
            .chartXScale(domain: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400),
                         range: .plotDimension(padding: 10))
            .chartYScale(domain: .automatic(includesZero: false))
            .chartYAxis {
                AxisMarks(position: .leading, values: .automatic(desiredCount: 5)) { _ in
                    AxisGridLine(centered: true); AxisTick(); AxisValueLabel(centered: true, anchor: .trailing)
                }
            }
            .chartYAxisLabel("Value", position: .top, alignment: .leading)
            .chartGesture { proxy in DragGesture().onChanged { v in proxy.selectXValue(at: v.location.x) } }
            .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0)))
            .chartXSelection(value: $x)
            Chart {
                BarPlot(data, x: .value("N", \.name), y: .value("V", \.value))
                LinePlot(x: "x", y: "y") { x in x * x }
                PointPlot(data, x: .value("D", \.date), y: .value("V", \.value))
            }
        }
    }
}

struct CompatEditingScreen: View {
    var body: some View {
        VStack {
            P2A().frame(height: 260)
            P2B().frame(height: 200)
            P2C()
        }
    }
}
