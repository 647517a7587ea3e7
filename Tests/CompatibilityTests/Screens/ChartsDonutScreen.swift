import Declarative
import Charts

// The WWDC23 donut: SectorMark with an inner radius, angular inset and rounded corners.
struct ChartsDonutScreen: View {
    struct Category: Identifiable {
        let name: String
        let share: Decimal
        var id: String { name }
    }

    let categories = [Category(name: "Rent", share: 45.5), Category(name: "Food", share: 22),
                      Category(name: "Travel", share: 12.25), Category(name: "Other", share: 20.25)]

    var body: some View {
        Chart(categories) { category in
            SectorMark(angle: .value("Share", category.share), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(5)
                .foregroundStyle(by: .value("Category", category.name))
                .annotation(position: .overlay) {
                    Text("\(category.name)").font(.caption2)
                }
        }
        .chartLegend(position: .bottom, alignment: .center)
        .frame(height: 300)
        .padding()
    }
}
