import Declarative
import Charts

// Shape-style shorthands and colour initialisers from styling articles: gradients from stops, `.linearGradient`,
// `.radialGradient` and `.angularGradient` as static members, `AnyShapeStyle` for a conditional style, and colours
// from components.

struct CompatGradientStylesScreen: View {
    @State private var highlighted = true
    let brand = Color(red: 0.18, green: 0.45, blue: 0.82)
    let warm = Color(hue: 0.08, saturation: 0.9, brightness: 0.95)
    let muted = Color(white: 0.6, opacity: 0.8)
    let vivid = Color(.sRGB, red: 0.9, green: 0.2, blue: 0.4, opacity: 1)
    let wide = Color(.displayP3, red: 0.2, green: 0.8, blue: 0.5)

    var barStyle: AnyShapeStyle {
        highlighted ? AnyShapeStyle(.linearGradient(Gradient(stops: [.init(color: brand, location: 0), .init(color: warm, location: 1)]),
                                                    startPoint: .bottom, endPoint: .top))
            : AnyShapeStyle(muted)
    }

    var body: some View {
        VStack(spacing: 12) {
            Chart {
                BarMark(x: .value("Team", "A"), y: .value("Score", 30)).foregroundStyle(barStyle)
                BarMark(x: .value("Team", "B"), y: .value("Score", 45)).foregroundStyle(vivid)
                BarMark(x: .value("Team", "C"), y: .value("Score", 38)).foregroundStyle(wide)
            }
            .frame(height: 200)
            HStack(spacing: 12) {
                Circle().fill(.radialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 30))
                Circle().fill(.angularGradient(colors: [.red, .green, .blue, .red], center: .center, startAngle: .zero, endAngle: .degrees(360)))
                Circle().fill(.ellipticalGradient(colors: [.mint, .teal]))
                RoundedRectangle(cornerRadius: 8).fill(.linearGradient(stops: [.init(color: .pink, location: 0.2), .init(color: .purple, location: 0.9)],
                                                                      startPoint: .leading, endPoint: .trailing))
            }
            .frame(height: 60)
            Rectangle().fill(.separator).frame(height: 1)
            Text("Tap to toggle").foregroundStyle(.tertiary).onTapGesture { highlighted.toggle() }
        }
        .padding()
        .background(.background)
    }
}
