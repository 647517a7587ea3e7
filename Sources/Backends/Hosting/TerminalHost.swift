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
///    draw the first frame: views as they appear; their onAppear animations play from it
/// ┌▶ sleep until input, a state write (ViewHost.onUpdateRequested, from any thread) or the next frame's time
/// │  keys   → the views' onKeyPress, then the host's commands (q and Ctrl-C quit); a paste → the views only
/// │  mouse  → ViewHost.send(_:): press, drag, release, hover and wheel at the centre of the cell, in points;
///            the wheel scrolls the scroll view under the pointer first (ViewHost.scroll(at:by:))
/// │  resize → new size, full redraw
/// └─ if anything changed or the next frame is due: TerminalPipeline (render → rasterize → diff) → one write
/// ```
///
/// An idle view draws no frames and the loop does not wake. Time comes from a `MonotonicClock`; text is measured in
/// cells by `TerminalTextMetrics`; the colour depth is detected from the environment unless given.
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
    /// Frames written to the terminal so far (an idle host writes none).
    public private(set) var framesDrawn = 0

    private var commands: [KeyEquivalent: @MainActor (TerminalHost) -> Void] = [:]
    private let session: TerminalSession
    private let inbox = TerminalEventInbox()
    private var pipeline: TerminalPipeline
    private var isRunning = false
    /// Whether all-motion mouse reports (hover) are on.
    private var reportsHover = false
    private(set) var quitRequested = false

    /// Hosts a view. Nothing happens to the terminal until ``run()``.
    public init<V: View>(rootView: V, options: Options = Options(), session: TerminalSession = TerminalSession()) {
        self.options = options
        self.session = session
        pipeline = TerminalPipeline(grid: TerminalSize(columns: 0, rows: 0), colorLevel: options.colorLevel ?? .trueColor,
                                    cellSize: options.cellSize,
                                    background: Self.background(options, colorLevel: options.colorLevel ?? .trueColor))
        viewHost = ViewHost(rootView: rootView, size: .zero,
                            environment: pipeline.environment(colorScheme: options.colorScheme, reduceMotion: options.reduceMotion),
                            clock: MonotonicClock())
        viewHost.framesPerSecond = max(options.framesPerSecond, 1)
    }

    /// Light or dark; changing it redraws everything.
    public var colorScheme: ColorScheme {
        get { options.colorScheme }
        set {
            options.colorScheme = newValue
            viewHost.environment.colorScheme = newValue
            pipeline.background = Self.background(options, colorLevel: pipeline.colorLevel)
            pipeline.invalidate()
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
        didSet { pipeline.invalidate() }
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
        let inbox = self.inbox
        defer {
            viewHost.onUpdateRequested(nil)
            pump.stop()
            session.restore()
            isRunning = false
        }
        let level = options.colorLevel
            ?? ColorLevel.detect(environment: ProcessInfo.processInfo.environment, isTTY: isatty(session.output) == 1)
        pipeline = TerminalPipeline(grid: session.size, colorLevel: level, cellSize: options.cellSize,
                                    background: Self.background(options, colorLevel: level))
        // A write from any thread or task wakes the loop; nothing polls.
        viewHost.onUpdateRequested { Task { @MainActor in inbox.wake() } }
        pump.start()
        var next = draw()
        while !quitRequested {
            await inbox.wait(seconds: next.map { max($0 - viewHost.clock.now, 0) })
            var changed = false
            for event in inbox.take() where !quitRequested { changed = handle(event) || changed }
            if quitRequested { break }
            let due = next.map { $0 <= viewHost.clock.now + 0.001 } ?? false
            if changed || due || viewHost.graph.needsUpdate { next = draw() }
        }
    }

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
            guard let event = mouse.pointerEvent(cellSize: pipeline.rasterizer.cellSize) else { return false }
            // The wheel scrolls the scroll view under the pointer; a wheel no scroll view takes goes to the views'
            // wheel handlers (a scrolling chart).
            if case .wheel(let dx, let dy) = event.kind, viewHost.scroll(at: event.location, by: CGSize(width: dx, height: dy)) {
                return true
            }
            viewHost.send(event)
            return viewHost.needsFrame
        case .resize(let columns, let rows):
            resize(to: TerminalSize(columns: columns, rows: rows))
            return true
        case .paste(let text):
            // One press whose characters are the whole paste: a focused text field inserts it at once (cleaned).
            guard let first = text.first else { return false }
            return viewHost.press(KeyPress(key: KeyEquivalent(first), characters: text))
        case .inputClosed:
            quit()
            return false
        }
    }

    /// The centre of a cell, in points.
    public static func point(column: Int, row: Int, cellSize: CGSize = TerminalRasterizer.defaultCellSize) -> CGPoint {
        TerminalMouseEvent(.move, column: column, row: row).pointerEvent(cellSize: cellSize)?.location ?? .zero
    }

    private func resize(to size: TerminalSize) {
        pipeline.resize(to: size)
        viewHost.size = pipeline.size
    }

    /// Runs a frame and writes what changed on screen; returns when the next frame is due.
    private func draw() -> Double? {
        let bytes: [UInt8], frame: RenderedFrame
        if showsChartData {
            frame = viewHost.frame()
            let grid = pipeline.grid
            let key = options.chartDataKey.map { "\($0.character)" } ?? "the chart-data key"
            let ink: CellColor? = options.paintsBackground ? (options.colorScheme == .dark ? .white : .black) : nil
            bytes = pipeline.write(ChartDataScreen.buffer(for: frame.displayList.charts, columns: grid.columns, rows: grid.rows,
                                                         toggleKey: key, foreground: ink, background: pipeline.background))
        } else {
            (frame, bytes) = pipeline.update(viewHost)
        }
        if !bytes.isEmpty {
            session.write(bytes)
            framesDrawn += 1
        }
        if session.configuration.reportsMouse, viewHost.wantsHover != reportsHover {
            reportsHover.toggle()
            session.write(reportsHover ? HoverReporting.on : HoverReporting.off)
        }
        return frame.nextFrameTime
    }

    /// The cell every frame starts from: the scheme's background colour, or none when there is no colour to show
    /// (plain output counts a cell's background as ink, so a painted screen would turn every thin mark — a `▏`
    /// rule, a bar's `▂` top — into `█`).
    static func background(_ options: Options, colorLevel: ColorLevel) -> Cell {
        guard options.paintsBackground, colorLevel != .none else { return .blank }
        return Cell(" ", background: options.colorScheme == .dark ? .black : .white)
    }
}
