import Testing
import Foundation
import Declarative
import TestTools

/// The compatibility screens of issue 14's Declarative side: each compiles in Swift 5 mode and renders once to both
/// backends without a diagnostic. What each covers:
///
/// | screen | APIs |
/// |---|---|
/// | builderHelpers | `@ViewBuilder` on an enum property, a free function and a static function; `Label`, `Divider` |
/// | observableModel | `ObservableObject`, `@Published`, `@StateObject`, `Text(_:format: .currency)`, `withAnimation` |
/// | environmentObject | `@EnvironmentObject`, `.environmentObject`, `@ObservedObject`, `$model.property`, `RuleMark` |
/// | timer | `Timer.publish(every:on:in:).autoconnect()`, `onReceive`, `Text(_:style: .time)` |
/// | formattedText | `specifier:`, `.percent`, `.number.precision`, `Decimal` currency, `.dateTime`, `.measurement` |
/// | materialCard | `.background(.thinMaterial, in:)`, the other materials, `.linearGradient` static, `Label` |
/// | gradientStyles | `Gradient(stops:)`, `AnyShapeStyle`, `.radialGradient`, `.angularGradient`, `.ellipticalGradient`, `Color(.sRGB, …)`, `Color(.displayP3, …)`, `Color(hue:…)`, `Color(white:…)`, `.separator`, `.background`, `.tertiary` |
/// | symbols | `Image(systemName:)`, `symbolVariant`, `imageScale`, `symbolRenderingMode`, `Label { } icon: { }`, an unknown symbol, `variableValue` |
/// | previews | `PreviewProvider`, `previewLayout`, `previewDisplayName`, `previewDevice`, `chartYAxis(.hidden)` |
/// | customShape | an animatable `Shape`, `GeometryEffect`, `fill(_:).stroke(_:lineWidth:)` (`ShapeView`) |
/// | dateStyles | `.relative`, `.timer`, `.offset`, `.date` date styles, `Text(timerInterval:)`, `\.locale`, `\.timeZone` |
/// | visibility | `Visibility` in ternaries for axes and legends |
/// | weather | `Measurement` text, weather symbols, `BarMark(yStart:yEnd:)`, `.bar` material |
/// | subjects | `PassthroughSubject`, `CurrentValueSubject`, `Just`, `map`, `sink`, `store(in:)`, `objectWillChange.send()` |
/// | presentation | `textCase`, `redacted(reason:)`, `unredacted`, `ignoresSafeArea`, `edgesIgnoringSafeArea`, `help`, `accessibilityAddTraits`/`RemoveTraits`, `compositingGroup`, `drawingGroup` |
/// | gridStats | `Grid`, `GridRow(alignment:)`, `gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`, `ForEach` of rows, `AnyLayout(HStackLayout/VStackLayout)`, a custom `Layout` reading a `LayoutValueKey`, `ViewThatFits(in: .horizontal)` |
/// | shapeShorthand | `.rect(cornerRadius:)`, `.capsule`, `.circle` shape names, `strokeBorder(lineWidth:)`, `strokeBorder(style:)`, `accessibilityRepresentation`, `previewInterfaceOrientation` |
/// | preferencesList | `@AppStorage` in an `ObservableObject` (with `$` bindings), `Text + Text.foregroundStyle`, `TextField(_:value:formatter:)`, `listRowSeparator` and `listRowInsets` on a `Group` of sections, `NavigationLink(destination:tag:selection:)` |
/// | observationApp | `App`, `WindowGroup`, scene `onChange(of:perform:)` on `scenePhase`, `@Observable` through `import Declarative`, `.environment(model)`, `@Environment(Model.self)`, `@Bindable` (property and local), `searchable(text:prompt:)`, `onChange(of:perform:)`, `controlSize`, `fontDesign`, `scrollContentBackground` |
/// | editing | `ForEach($items) { $item in }`, `onDelete`/`onMove` with `remove(atOffsets:)`/`move(fromOffsets:toOffset:)`, `EditButton`, `swipeActions`, `toolbar(.hidden, for:)`, `symbolEffect` (discrete and indefinite), `Color(uiColor:)`/`Color(.systemGray6)`, `tabViewStyle(.page(indexDisplayMode:))`, `chartAngleSelection`, `chartBackground` with `proxy.plotFrame`, `chartGesture`, `BarPlot`/`LinePlot`/`PointPlot` |
/// | graphicsEffects | `shadow(color:radius:x:y:)` on a card's background, `mask { LinearGradient }` on a chart, `mask(_:)`, `saturation`, `blur(radius:)` animated, `colorMultiply`, `hueRotation`, `grayscale`, `brightness`, `contrast`, `colorInvert`, `ShadowStyle` (`.shadow(.drop(…))`, `.shadow(.inner(…))`) |
@MainActor
@Suite struct CompatScreenTests {
    @Test func builderHelpers() async { await checkScreen(CompatBuilderHelpersScreen()) }
    @Test func editing() async {
        let render = await checkScreen(CompatEditingScreen(), height: 900)
        #expect(render.texts.contains("Steps") && render.texts.contains("Sleep"), "the bound rows")
        #expect(render.texts.contains("Edit"), "the edit button")
    }
    @Test func observationApp() async {
        let render = await checkScreen(AppRootView(WorkoutLogApp()))
        #expect(render.texts.contains("Workouts"))
        #expect(render.texts.contains("Filter days"), "the search field's prompt")
        #expect(render.texts.contains("Total 185 min"))
        #expect(render.texts.contains("Daily goal: 40 min"))
        #expect(render.svg.contains("aria-label=\"Thu, 50\""), "the chart's bars, read from the environment's model")
    }

    @Test func shapeShorthand() async {
        let render = await checkScreen(CompatShapeShorthandScreen_Previews.previews)
        #expect(render.texts.contains("Weekly") && render.texts.contains("New"))
        // The badges' backgrounds are a rounded rectangle and a capsule, not the text's bare frame.
        let rounded = render.list.items.filter { item in
            guard case .shape(let s) = item.content, case .roundedRect = s.path.storage else { return false }
            return true
        }
        #expect(rounded.count >= 2)
        #expect(render.svg.contains("stroke-dasharray=\"4"), "the dashed border keeps its dashes")
    }
    @Test func preferencesList() async {
        UserDefaults(suiteName: "CompatPreferencesListScreen")?.removePersistentDomain(forName: "CompatPreferencesListScreen")
        let render = await checkScreen(CompatPreferencesListScreen())
        #expect(render.texts.contains("Showing 12 rows as Bars."), "\(render.texts)")
        #expect(render.texts.contains("12"), "the formatter shows the stored value")
        #expect(render.texts.contains("About"))
        // Rows, not one row per group: the link sits below the headline; and no separators between them.
        let separators = render.list.items.filter { item in
            guard case .shape = item.content else { return false }
            return abs(item.frame.height - 0.5) < 0.01
        }
        #expect(separators.isEmpty)
    }
    @Test func observableModel() async { await checkScreen(CompatObservableModelScreen()) }
    @Test func environmentObject() async { await checkScreen(CompatEnvironmentObjectScreen()) }
    @Test func timer() async { await checkScreen(CompatTimerScreen()) }
    @Test func formattedText() async { await checkScreen(CompatFormattedTextScreen()) }
    @Test func materialCard() async { await checkScreen(CompatMaterialCardScreen()) }
    @Test func gradientStyles() async { await checkScreen(CompatGradientStylesScreen()) }
    @Test func symbols() async { await checkScreen(CompatSymbolsScreen()) }
    @Test func previews() async { await checkScreen(CompatPreviewsScreen()) }
    @Test func customShape() async { await checkScreen(CompatCustomShapeScreen()) }
    @Test func dateStyles() async { await checkScreen(CompatDateStylesScreen()) }
    @Test func visibility() async { await checkScreen(CompatVisibilityScreen()) }
    @Test func weather() async { await checkScreen(CompatWeatherScreen()) }
    @Test func subjects() async { await checkScreen(CompatSubjectScreen()) }
    @Test func presentation() async { await checkScreen(CompatPresentationScreen()) }
    @Test func gridStats() async {
        let r = await checkScreen(CompatGridStatsScreen())
        let lines = r.text.split(separator: "\n").map(String.init)
        // The value column is trailing-aligned: "8,204", "6.1 km" and "412" end in the same terminal column.
        let ends = ["8,204", "6.1 km", "412"].compactMap { value -> Int? in
            guard let line = lines.first(where: { $0.contains(value) }), let range = line.range(of: value) else { return nil }
            return line.distance(from: line.startIndex, to: range.upperBound)
        }
        #expect(ends.count == 3 && Set(ends).count == 1, "\(r.text)")
        #expect(r.text.contains("Active minutes this week") && !r.text.contains("by activity"), "the title that fits")
        // The badges are ordered by their layout value: Yoga (0), Ride (1), Run (2).
        let badges = lines.first { $0.contains("Yoga") } ?? ""
        #expect(badges.range(of: "Yoga")!.lowerBound < badges.range(of: "Ride")!.lowerBound
                && badges.range(of: "Ride")!.lowerBound < badges.range(of: "Run")!.lowerBound, "\(badges)")
    }

    @Test func graphicsEffects() async {
        let r = await checkScreen(CompatGraphicsEffectsScreen())
        #expect(r.svg.contains("<feGaussianBlur") && r.svg.contains("<mask ") && r.svg.contains("<feColorMatrix"))
        #expect(r.list.items.contains { $0.effects.contains { if case .mask = $0.kind { true } else { false } } })
    }
}
