import Foundation
import Declarative

/// A chart with interaction: its background, the scene, a plot-sized layer that receives the pointer, and its
/// overlay, over each other in the chart's frame.
///
/// ```
/// ZStack ─ chartBackground(proxy) ─ the scene ─ plot layer: selection drag, hover, chartGesture ─ chartOverlay(proxy)
/// ```
/// With a selection binding, the chart also takes ←/→ (step the selection from one data point to the next) and Esc
/// (clear it), and announces the selection as its accessibility value. A scrolling chart takes the arrow keys the
/// selection leaves (all four without one) and the wheel, and a drag on its plot scrolls it (`ChartScrollState`).
struct ChartInteractiveView: View {
    let scene: ChartScene
    let content: ChartSceneView
    let interaction: ChartInteraction
    /// The chart's origin in root coordinates.
    let origin: CGPoint
    /// The distinct x values of the data marks, in the order of their positions; with none (an empty chart) the
    /// selection bindings are left alone.
    let xData: [PlottablePrimitive]
    /// The total along the angle dimension of a sector chart (a full turn), if it has sectors.
    let angleTotal: Double?
    /// The scroll window and how to move it, for a scrolling chart.
    let scroll: ChartScrollState?
    /// The scroll positions (x, y) when a drag began.
    @GestureState private var dragOrigin: ChartScrollOffsets?

    private var proxy: ChartProxy {
        var proxy = scene.proxy
        proxy.plotRootFrame = scene.plot.offsetBy(dx: origin.x, dy: origin.y)
        proxy.selection = interaction.selection
        if let total = angleTotal, let center = sectorCenter {
            proxy.angleValue = { point in
                guard point.x.isFinite, point.y.isFinite else { return nil }
                // Clockwise from 12 o'clock, with y pointing down.
                var turn = atan2(Double(point.x - center.x), Double(center.y - point.y)) / (2 * .pi)
                if turn < 0 { turn += 1 }
                return .number(turn * total)
            }
        }
        return proxy
    }

    /// The centre of the sectors, in plot coordinates.
    private var sectorCenter: CGPoint? {
        for mark in scene.marks { if case .sector(let s) = mark.geometry { return s.center } }
        return nil
    }

    var body: some View {
        let proxy = self.proxy, size = scene.size
        let chart = ZStack(alignment: .topLeading) {
            if let background = interaction.background {
                decoration(background.content(proxy), alignment: background.alignment)
            }
            content
            plotLayer(proxy)
            if let overlay = interaction.overlay {
                decoration(overlay.content(proxy), alignment: overlay.alignment)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        if let x = interaction.selection.x {
            // A chart with a selection takes the keyboard focus (Tab), so ←/→ reach it before any container's keys.
            chart
                .focusable()
                .onKeyPress { press in
                    let result = step(x, press.key)
                    return result == .ignored && scroll?.scroll(for: press.key) == true ? .handled : result
                }
                .accessibilityValue(x.current().map { "Selected \(Self.describe($0))" } ?? "")
        } else if let scroll {
            chart.focusable().onKeyPress { press in scroll.scroll(for: press.key) ? .handled : .ignored }
        } else {
            chart
        }
    }

    /// An overlay's or background's content over the whole chart, without this chart's interaction.
    private func decoration(_ view: AnyView, alignment: Alignment) -> some View {
        view.frame(width: scene.size.width, height: scene.size.height, alignment: alignment)
            .chartConfiguration { $0.interaction = ChartInteraction() }
    }

    /// The plot-sized layer the selection gestures and `chartGesture` are attached to.
    private func plotLayer(_ proxy: ChartProxy) -> some View {
        var layer = AnyView(Color.clear.contentShape(Rectangle()).frame(width: scene.plot.width, height: scene.plot.height))
        let selection = interaction.selection
        if !selection.isEmpty && (!xData.isEmpty || angleTotal != nil) {
            let select = { (start: CGPoint, now: CGPoint?) in Self.select(selection, proxy, from: start, to: now) }
            layer = AnyView(layer
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { select($0.startLocation, $0.location) }
                    .onEnded { select($0.startLocation, nil) })
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let p): select(p, p)
                    case .ended: select(.zero, nil)
                    }
                })
        }
        if let scroll {
            let size = scene.plot.size, origin = dragOrigin
            layer = AnyView(layer.onPointerWheel { event in
                scroll.wheel(event.delta, plot: size)
                return true
            })
            if selection.isEmpty {
                layer = AnyView(layer.gesture(DragGesture()
                    .updating($dragOrigin) { _, start, _ in if start == nil { start = ChartScrollOffsets(x: scroll.x?.start, y: scroll.y?.start) } }
                    .onChanged { v in scroll.drag(from: origin, v, plot: size) }
                    .onEnded { v in scroll.endDrag(from: origin, v, plot: size) }))
            }
        }
        if let gesture = interaction.gesture { layer = gesture(proxy, layer) }
        return layer.offset(x: scene.plot.minX, y: scene.plot.minY)
    }

    /// Sets every selection binding for a drag from `start` to `now` in plot coordinates; nil `now` clears them.
    private static func select(_ targets: ChartSelectionTargets, _ proxy: ChartProxy, from start: CGPoint, to now: CGPoint?) {
        guard let now else {
            targets.x?.select(nil); targets.y?.select(nil); targets.angle?.select(nil)
            return
        }
        if let x = targets.x { x.selectRange(proxy.xScale.selectableValue(at: start.x), proxy.xScale.selectableValue(at: now.x)) }
        if let y = targets.y { y.selectRange(proxy.yScale.selectableValue(at: start.y), proxy.yScale.selectableValue(at: now.y)) }
        if let angle = targets.angle { angle.select(proxy.angleValue?(now)) }
    }

    /// Steps the x selection to the next or previous data point, or clears it.
    private func step(_ target: ChartSelectionTarget, _ key: KeyEquivalent) -> KeyPress.Result {
        switch key {
        case .escape:
            guard target.current() != nil else { return .ignored }
            target.select(nil)
            return .handled
        case .leftArrow, .rightArrow:
            guard !xData.isEmpty else { return .ignored }
            let scale = scene.proxy.xScale
            let here = target.current().flatMap { scale.position(of: $0) }
            let positions = xData.map { scale.position(of: $0) ?? 0 }
            let next: Int?
            if let here {
                next = key == .rightArrow ? positions.firstIndex { $0 > here + 0.5 } : positions.lastIndex { $0 < here - 0.5 }
            } else {
                next = key == .rightArrow ? 0 : xData.count - 1
            }
            if let next { target.select(xData[next]) }
            return .handled
        default:
            return .ignored
        }
    }

    /// A selected value as it is announced: a date as a day, a number or category as it reads.
    static func describe(_ value: PlottablePrimitive) -> String {
        if case .date(let d) = value { return d.formatted(date: .abbreviated, time: .omitted) }
        return value.description
    }
}

extension ChartModel {
    /// The value a full turn stands for in a sector chart: the total of the angle values (or the largest end of
    /// angle ranges), as the sectors were laid out; nil without sectors.
    var angleTotal: Double? {
        let sectors = marks.filter { $0.kind == .sector }
        guard !sectors.isEmpty else { return nil }
        if sectors.contains(where: { $0.angleEnd != nil }) {
            return sectors.compactMap { $0.angleEnd?.continuousValue }.filter(\.isFinite).max()
        }
        let total = sectors.compactMap { $0.angle?.continuousValue }.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
        return total > 0 ? total : nil
    }

    /// The distinct x values of the data marks (rules, which usually show the selection itself, left out) that show
    /// on a plot `width` wide (a scrolling chart's window), in the order of their positions on `scale`.
    func selectableXValues(on scale: PositionScale, width: CGFloat) -> [PlottablePrimitive] {
        var seen = Set<String>(), values: [(PlottablePrimitive, CGFloat)] = []
        for mark in marks where mark.kind != .rule {
            guard let x = mark.x.primary, let p = scale.position(of: x), p >= -0.5, p <= width + 0.5,
                  seen.insert(PositionScale.categoryKey(x)).inserted else { continue }
            values.append((x, p))
        }
        return values.sorted { $0.1 < $1.1 }.map(\.0)
    }
}
