import Declarative

// Countdown and date text from event and fitness screens: relative, timer and offset date styles, a timer interval,
// and formatting under an explicit locale and time zone from the environment.

struct CompatDateStylesScreen: View {
    let start = Date(timeIntervalSinceReferenceDate: 788_918_400)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Next workout in \(Text(start.addingTimeInterval(3 * 3600 + 900), style: .relative))")
            Text(start.addingTimeInterval(90), style: .timer)
                .monospacedDigit()
            Text(start.addingTimeInterval(-7200), style: .offset)
            Text(timerInterval: start...start.addingTimeInterval(25 * 60), countsDown: true)
                .font(.largeTitle)
            Text(start, style: .date)
            Group {
                Text(start, format: .dateTime.weekday(.wide).day().month(.wide))
                Text(1_234.56, format: .number)
            }
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
            Text(start, style: .time)
                .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
        }
        .padding()
    }
}
