import Declarative

// A settings list as small chart apps write it: preferences kept in @AppStorage inside an ObservableObject, a
// headline that concatenates a styled run, a number field read through a NumberFormatter, flat rows (separators
// hidden, custom insets) set once on a Group of sections, and an older tag/selection navigation link.
final class ChartPreferences: ObservableObject {
    @AppStorage("compat.rows", store: UserDefaults(suiteName: "CompatPreferencesListScreen")) var rows: Int = 12
    @AppStorage("compat.style", store: UserDefaults(suiteName: "CompatPreferencesListScreen")) var style: String = "Bars"
}

struct CompatPreferencesListScreen: View {
    enum Page: Hashable { case about }

    @StateObject var preferences = ChartPreferences()
    @State private var page: Page?

    var body: some View {
        NavigationStack {
            List {
                Group {
                    Section {
                        Text("Showing ") + Text("\(preferences.rows) rows").bold().foregroundStyle(Color.accentColor)
                            + Text(" as \(preferences.style).")
                        HStack {
                            Text("Rows")
                            TextField("Rows", value: preferences.$rows, formatter: NumberFormatter())
                        }
                    }
                    Section {
                        NavigationLink(destination: Text("Version 1"), tag: Page.about, selection: $page) {
                            Text("About")
                        }
                    }
                }
                .listRowSeparator(.hidden)
                .listRowInsets(EdgeInsets(top: 6, leading: 24, bottom: 6, trailing: 24))
            }
            .listStyle(.plain)
            .navigationTitle("Chart settings")
        }
    }
}
