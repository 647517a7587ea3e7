import Declarative

/// The interactive gallery: the list of demos on the left, the chosen demo playing on the right, the keys below.
///
/// ```
/// ┌ Charts gallery ────┬──────────────────────────────────────────────┐
/// │ ▸ Workouts         │ Workouts                                     │
/// │   Monthly expenses │ Bars grow one after another … Enter: …       │
/// │   …                │ (the demo, .id(replays) so r plays it again) │
/// ├────────────────────┴──────────────────────────────────────────────┤
/// │ ↑↓ choose · Tab controls · Esc back here · Enter … · q quit        │
/// └───────────────────────────────────────────────────────────────────┘
/// ```
///
/// The sidebar has the keyboard focus at first (`@FocusState`): ↑/↓ choose a demo, Enter/Space replay it or show
/// its next data. Below ``narrowWidth`` (70 columns) the sidebar hides, so that the demo keeps room to draw, and
/// the demo's title line takes the sidebar's keys (↑/↓ still choose); `s` shows the sidebar again, or hides it at
/// any width:
///
/// ```
/// 60 columns:  ┌ Workouts  1/13 · s demos ──────────────────┐
///              │ Bars grow one after another …               │
///              │ (the demo, the whole width)                 │
/// ```
/// `Tab` moves the focus into the demo's controls, where keys go to the focused control first;
/// `Esc` brings the focus back to the sidebar. A click on a name selects it (`onTapGesture`). m and t change the
/// host's environment, so they are the host's commands (see `GalleryApp`); this view only shows their state.
struct GalleryView: View {
    let demos: [Demo]
    @State private var selection = 0
    @State private var replays = 0
    @State private var dataSteps = 0
    /// Whether the sidebar shows: nil follows the width; `s` sets it.
    @State private var sidebarShown: Bool?
    @FocusState private var sidebarFocused: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorScheme) private var colorScheme

    static let sidebarWidth: CGFloat = 22 * 8
    /// Below this width (70 columns of 8 pt) the sidebar hides unless `s` showed it.
    static let narrowWidth: CGFloat = 70 * 8

    var body: some View {
        GeometryReader { proxy in
            screen(showsSidebar: sidebarShown ?? (proxy.size.width >= Self.narrowWidth))
        }
        .onAppear { sidebarFocused = true }
    }

    private func screen(showsSidebar: Bool) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                if showsSidebar {
                    sidebar
                    Divider()
                }
                detail(showsSidebar: showsSidebar)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            Divider()
            Text(helpLine)
                .lineLimit(2)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 8)
        }
        .onKeyPress(.escape) {
            sidebarFocused = true
            return .handled
        }
        .onKeyPress("s") {
            sidebarShown = !showsSidebar
            sidebarFocused = true
            return .handled
        }
    }

    /// The sidebar's keys and focus, on the sidebar or, while it is hidden, on the demo's title line (which takes the
    /// focus when it appears, as the sidebar does when `s` or a wider screen brings it back).
    private func choosing(_ content: some View) -> some View {
        content
            .focusable()
            .focusEffectDisabled()
            .focused($sidebarFocused)
            .onKeyPress { press in handle(press) }
            .onAppear { sidebarFocused = true }
    }

    private var sidebar: some View {
        choosing(VStack(alignment: .leading, spacing: 0) {
            Text("Charts gallery").bold().padding(.horizontal, 8)
            Text(" ")
            ForEach(Array(demos.enumerated()), id: \.offset) { index, demo in
                Text((index == selection ? "▸ " : "  ") + demo.title)
                    .lineLimit(1)
                    .bold(index == selection)
                    .foregroundStyle(index != selection ? Color.primary : sidebarFocused ? Color.accentColor : Color.secondary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 8)
                    .onTapGesture { select(index) }
            }
            Spacer()
        }
        .frame(width: Self.sidebarWidth)
        .frame(maxHeight: .infinity, alignment: .top))
    }

    private func detail(showsSidebar: Bool) -> some View {
        let demo = demos[selection]
        return VStack(alignment: .leading, spacing: 0) {
            if showsSidebar {
                Text(demo.title).bold()
            } else {
                choosing(HStack(spacing: 0) {
                    Text(demo.title).bold()
                    Text("  \(selection + 1)/\(demos.count) · s demos").foregroundStyle(.secondary)
                }.lineLimit(1))
            }
            Text(demo.summary).lineLimit(1).foregroundStyle(.secondary)
            DemoPlayer(demo: demo, requestedSteps: dataSteps)
                .id(DemoInstance(index: selection, replay: replays))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .padding(.horizontal, showsSidebar ? 16 : 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var helpLine: String {
        "↑↓ choose · Tab to controls, Esc back · Enter/Space replay/new data · r replay · s sidebar · m motion: \(reduceMotion ? "on" : "off")"
            + " · t theme: \(colorScheme == .dark ? "dark" : "light") · q quit"
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
        switch press.key {
        case .upArrow, .leftArrow: select(selection - 1)
        case .downArrow, .rightArrow: select(selection + 1)
        case .return where demos[selection].changesData, .space where demos[selection].changesData: dataSteps += 1
        case .return, .space, "r": replays += 1
        default: return .ignored
        }
        return .handled
    }

    private func select(_ index: Int) {
        guard !demos.isEmpty else { return }
        selection = (index % demos.count + demos.count) % demos.count
        dataSteps = 0
    }
}

/// The identity of the playing demo: a new one (another demo, or a replay) starts from its appearance.
private struct DemoInstance: Hashable {
    var index: Int
    var replay: Int
}
