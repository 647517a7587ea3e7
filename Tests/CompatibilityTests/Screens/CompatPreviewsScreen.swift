import Declarative
import Charts

// A chart file as Xcode's template writes it: the view, then a `PreviewProvider` with several previews. (A
// `#Preview` block would be deleted when porting: it is a macro.)

struct CompatPreviewedChart: View {
    let points: [Double]

    var body: some View {
        Chart(Array(points.enumerated()), id: \.offset) { index, point in
            LineMark(x: .value("Index", index), y: .value("Value", point))
            PointMark(x: .value("Index", index), y: .value("Value", point))
        }
        .chartYAxis(.hidden)
        .padding()
    }
}

struct CompatPreviewedChart_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CompatPreviewedChart(points: [3, 5, 2, 8, 6])
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Sample")
            CompatPreviewedChart(points: [])
                .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
                .previewDisplayName("Empty")
            CompatPreviewedChart(points: [1, 1, 1])
                .previewLayout(.fixed(width: 320, height: 200))
                .environment(\.colorScheme, .dark)
                .previewDevice("iPhone SE (3rd generation)")
        }
    }
}

struct CompatPreviewsScreen: View {
    var body: some View {
        VStack {
            CompatPreviewedChart_Previews.previews
        }
    }
}
