import Foundation
import Declarative
#if canImport(Glibc)
import Glibc
#endif

/// Runs a view live in the terminal, as an app: the terminal equivalent of SwiftUI's `WindowGroup`.
///
/// ```swift
/// try await TerminalHost(rootView: Dashboard()).run()      // returns when the user presses q or Ctrl-C
/// ```
///
/// While it runs, the terminal is in raw mode on the alternate screen with the cursor hidden and SGR mouse reports
/// on; it is put back on every way out — a normal return, q or Ctrl-C, SIGTERM/SIGINT/SIGHUP, a thrown error or a
/// crash (``TerminalSession`` arms the restore path). The loop, on the main actor:
///
/// ```
/// ┌▶ await input or timeout  ← main-actor tasks and DispatchQueue.main work run while the loop waits
/// │  keys   → the views' onKeyPress, then the host's commands (q and Ctrl-C quit)
/// │  click  → ViewHost.tap(at:) at the centre of the cell, in points
/// │  resize → new size, full redraw
/// └─ if anything changed or something animates: render → rasterize → diff → one write
///    wait: 1/60 s while animating, otherwise until input (waking now and then to notice state written by tasks)
/// ```
///
/// An idle view draws no frames. Time comes from a `MonotonicClock`; text is measured in cells by
/// `TerminalTextMetrics`; the colour depth is detected from the environment unless given.
@MainActor
public final class TerminalHost {
    /// How the host looks and paces itself.
    public struct Options: Sendable {
        /// Light or dark; the screen is painted with the scheme's background.
        public var colorScheme: ColorScheme
        /// Whether views should reduce motion (`accessibilityReduceMotion`).
        public var reduceMotion: Bool
        /// The colour depth, or nil to detect it from the environment (`NO_COLOR`, `COLORTERM`, `TERM` …).
        public var colorLevel: ColorLevel?
        /// The size of one cell in points.
        public var cellSize: CGSize
        /// The most frames per second drawn while something animates.
        public var framesPerSecond: Double
        /// Whether to fill the screen with the scheme's background colour (so light mode reads on a dark terminal).
        public var paintsBackground: Bool
        /// Keys that end ``run()`` when no view handles them. Ctrl-C always ends it.
        public var quitKeys: Set<KeyEquivalent>
        /// A key that switches between the picture and the visible charts' data as text (``ChartDataScreen``), or
        /// nil for none.
        public var chartDataKey: KeyEquivalent?

        /// Creates options: dark, full motion, detected colour, 8 × 16 pt cells, 60 fps, q quits.
        public init(colorScheme: ColorScheme = .dark, reduceMotion: Bool = false, colorLevel: ColorLevel? = nil,
                    cellSize: CGSize = TerminalRasterizer.defaultCellSize, framesPerSecond: Double = 60,
                    paintsBackground: Bool = true, quitKeys: Set<KeyEquivalent> = ["q"], chartDataKey: KeyEquivalent? = nil) {
            self.colorScheme = colorScheme
            self.reduceMotion = reduceMotion
            self.colorLevel = colorLevel
            self.cellSize = cellSize
            self.framesPerSecond = framesPerSecond
            self.paintsBackground = paintsBackground
            self.quitKeys = quitKeys
            self.chartDataKey = chartDataKey
        }
    }

    /// The options (read when ``run()`` starts; the scheme and reduce-motion can also change while running).
    public private(set) var options: Options
    /// The view host that owns the graph.
    public let viewHost: ViewHost
    /// Frames drawn so far (an idle host draws none).
    public private(set) var framesDrawn = 0

    private var commands: [KeyEquivalent: @MainActor (TerminalHost) -> Void] = [:]
    private let session: TerminalSession
    private let inbox = TerminalEventInbox()
    private var rasterizer: TerminalRasterizer
    private var writer = ANSIWriter()
    private var grid = TerminalSize(columns: 0, rows: 0)
    private var isRunning = false
    private(set) var quitRequested = false

    /// Hosts a view. Nothing happens to the terminal until ``run()``.
    public init<V: View>(rootView: V, options: Options = Options(), session: TerminalSession = TerminalSession()) {
        self.options = options
        self.session = session
        rasterizer = TerminalRasterizer(cellSize: options.cellSize)
        var environment = EnvironmentValues()
        environment.colorScheme = options.colorScheme
        environment.accessibilityReduceMotion = options.reduceMotion
        environment.textMetrics = rasterizer.textMetrics
        environment.displayScale = rasterizer.displayScale
        viewHost = ViewHost(rootView: rootView, size: .zero, environment: environment, clock: MonotonicClock())
    }

    /// Light or dark; changing it redraws everything.
    public var colorScheme: ColorScheme {
        get { options.colorScheme }
        set {
            options.colorScheme = newValue
            viewHost.environment.colorScheme = newValue
            writer.invalidate()
        }
    }

    /// Whether views reduce motion.
    public var reduceMotion: Bool {
        get { options.reduceMotion }
        set {
            options.reduceMotion = newValue
            viewHost.environment.accessibilityReduceMotion = newValue
        }
    }

    /// Whether the screen shows the visible charts' data as text (``ChartDataScreen``) instead of the picture, for
    /// screen readers; ``Options/chartDataKey`` toggles it.
    public var showsChartData = false {
        didSet { writer.invalidate() }
    }

    /// Runs `action` when `key` is pressed and no view's `onKeyPress` handled it (SwiftUI's `keyboardShortcut`
    /// for the whole app). Returns the host, so commands can be chained.
    @discardableResult
    public func command(_ key: KeyEquivalent, action: @escaping @MainActor (TerminalHost) -> Void) -> TerminalHost {
        commands[key] = action
        return self
    }

    /// Ends ``run()`` after the current event.
    public func quit() { quitRequested = true }

    /// Takes over the terminal and runs until quit. Throws ``TerminalSession/Failure`` if input is not a terminal.
    public func run() async throws {
        guard !isRunning else { return }
        try session.start()
        isRunning = true
        quitRequested = false
        let pump = TerminalInputPump(session: session, inbox: inbox)
        defer {
            pump.stop()
            session.restore()
            isRunning = false
        }
        writer = ANSIWriter(colorLevel: options.colorLevel
            ?? ColorLevel.detect(environment: ProcessInfo.processInfo.environment, isTTY: isatty(session.output) == 1))
        pump.start()
        resize(to: session.size)
        await viewHost.settle(steps: 4)
        draw()
        let frameInterval = 1 / max(options.framesPerSecond, 1)
        var lastFrame = viewHost.clock.now
        while !quitRequested {
            let animating = viewHost.needsFrame
            let wait = animating ? max(lastFrame + frameInterval - viewHost.clock.now, 0) : Self.idleWake
            await inbox.wait(seconds: wait)
            var changed = false
            for event in inbox.take() where !quitRequested { changed = handle(event) || changed }
            if quitRequested { break }
            if changed || viewHost.needsFrame {
                draw()
                lastFrame = viewHost.clock.now
            }
        }
    }

    /// How often an idle loop wakes to notice state written by tasks (it draws only if something changed).
    static let idleWake = 0.05

    /// Handles one event; returns whether the screen may have changed.
    func handle(_ event: TerminalEvent) -> Bool {
        switch event {
        case .key(let key):
            if key.key == .character("c") && key.modifiers.contains(.control) {
                quit()
                return false
            }
            let press = KeyPress(key)
            if viewHost.press(press) { return true }
            if press.key == options.chartDataKey, !press.modifiers.contains(.control) {
                showsChartData.toggle()
                return true
            }
            if let command = commands[press.key], press.modifiers.isEmpty || !press.modifiers.contains(.control) {
                command(self)
                return true
            }
            if options.quitKeys.contains(press.key) && !press.modifiers.contains(.control) { quit() }
            return false
        case .mouse(let mouse):
            guard mouse.kind == .press, mouse.button == .left else { return false }
            return viewHost.tap(at: Self.point(column: mouse.column, row: mouse.row, cellSize: rasterizer.cellSize))
        case .resize(let columns, let rows):
            resize(to: TerminalSize(columns: columns, rows: rows))
            return true
        case .paste:
            return false
        }
    }

    /// The centre of a cell, in points.
    public static func point(column: Int, row: Int, cellSize: CGSize = TerminalRasterizer.defaultCellSize) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
    }

    private func resize(to size: TerminalSize) {
        grid = TerminalSize(columns: max(size.columns, 0), rows: max(size.rows, 0))
        viewHost.size = CGSize(width: CGFloat(grid.columns) * rasterizer.cellSize.width,
                               height: CGFloat(grid.rows) * rasterizer.cellSize.height)
        writer.invalidate()
    }

    private func draw() {
        let list = viewHost.render()
        guard grid.columns > 0, grid.rows > 0 else { return }
        if showsChartData {
            let key = options.chartDataKey.map { "\($0.character)" } ?? "the chart-data key"
            let ink: CellColor? = options.paintsBackground ? (options.colorScheme == .dark ? .white : .black) : nil
            session.write(writer.frame(ChartDataScreen.buffer(for: list.charts, columns: grid.columns, rows: grid.rows, toggleKey: key,
                                                              foreground: ink, background: backgroundCell)))
            framesDrawn += 1
            return
        }
        var buffer = CellBuffer(columns: grid.columns, rows: grid.rows, filling: backgroundCell)
        rasterizer.rasterize(TerminalRenderer(rasterizer: rasterizer, colorLevel: writer.colorLevel).prepared(list), into: &buffer)
        session.write(writer.frame(buffer))
        framesDrawn += 1
    }

    private var backgroundCell: Cell {
        guard options.paintsBackground else { return .blank }
        return Cell(" ", background: options.colorScheme == .dark ? .black : .white)
    }
}
