import Declarative

/// The interactive gallery: the list of demos on the left, the chosen demo playing on the right, the keys below.
///
/// ```
/// ┌ Charts gallery ────┬──────────────────────────────────────────────┐
/// │ ▸ Workouts         │ Workouts                                     │
/// │   Monthly expenses │ Bars grow one after another … Enter: …       │
/// │   …                │ (the demo, .id(replays) so r plays it again) │
/// ├────────────────────┴──────────────────────────────────────────────┤
/// │ ↑↓/Tab move · Enter/Space … · r replay · m motion · t theme · q quit │
/// └───────────────────────────────────────────────────────────────────┘
/// ```
///
/// Keys go through `onKeyPress`; a click on a name selects it (`onTapGesture`). m and t change the host's
/// environment, so they are the host's commands (see `GalleryApp`); this view only shows their state.
struct GalleryView: View {
    let demos: [Demo]
    @State private var selection = 0
    @State private var replays = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorScheme) private var colorScheme

    static let sidebarWidth: CGFloat = 22 * 8

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                sidebar
                Divider()
                detail
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            Divider()
            Text(helpLine)
                .lineLimit(2)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 8)
        }
        .onKeyPress { press in handle(press) }
    }

    private var sidebar: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Charts gallery").bold().padding(.horizontal, 8)
            Text(" ")
            ForEach(Array(demos.enumerated()), id: \.offset) { index, demo in
                Text((index == selection ? "▸ " : "  ") + demo.title)
                    .lineLimit(1)
                    .bold(index == selection)
                    .foregroundStyle(index == selection ? Color.accentColor : Color.primary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 8)
                    .onTapGesture { select(index) }
            }
            Spacer()
        }
        .frame(width: Self.sidebarWidth)
        .frame(maxHeight: .infinity, alignment: .top)
    }

    private var detail: some View {
        let demo = demos[selection]
        return VStack(alignment: .leading, spacing: 0) {
            Text(demo.title).bold()
            Text(demo.summary).lineLimit(1).foregroundStyle(.secondary)
            demo.view
                .id(DemoInstance(index: selection, replay: replays))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var helpLine: String {
        "↑↓/Tab move · Enter/Space replay/new data · r replay · m motion: \(reduceMotion ? "on" : "off")"
            + " · t theme: \(colorScheme == .dark ? "dark" : "light") · q quit"
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
        switch press.key {
        case .upArrow, .leftArrow: select(selection - 1)
        case .downArrow, .rightArrow: select(selection + 1)
        case .tab: select(press.modifiers.contains(.shift) ? selection - 1 : selection + 1)
        case .return, .space, "r": replays += 1      // demos with more data take Enter/Space first (DemoPlayer)
        default: return .ignored
        }
        return .handled
    }

    private func select(_ index: Int) {
        guard !demos.isEmpty else { return }
        selection = (index % demos.count + demos.count) % demos.count
    }
}

/// The identity of the playing demo: a new one (another demo, or a replay) starts from its appearance.
private struct DemoInstance: Hashable {
    var index: Int
    var replay: Int
}
