import Foundation
import Declarative
import Charts

// Swift Charts code as published for line styles, symbol sizes and mark effects, compiled in Swift 6 mode: only the
// imports differ from the SwiftUI original.

struct Swift6CitySales: Identifiable {
    let id = UUID()
    let day: Int
    let sales: Double
    let city: String
}

struct Swift6Town: Identifiable {
    let id: String
    let area: Double
    let density: Double
    let pop: Double
    let region: String
}

struct Swift6EncodingsScreen: View {
    let data: [Swift6CitySales] = (1...6).flatMap { day in
        [Swift6CitySales(day: day, sales: Double(20 + day * 3), city: "A"), Swift6CitySales(day: day, sales: Double(40 - day * 2), city: "B")]
    }
    let towns = [Swift6Town(id: "Oslo", area: 454, density: 1_600, pop: 700, region: "North"),
                 Swift6Town(id: "Rome", area: 1_285, density: 2_200, pop: 2_800, region: "South"),
                 Swift6Town(id: "Lyon", area: 48, density: 11_000, pop: 520, region: "South")]

    var body: some View {
        VStack(spacing: 16) {
            Chart(data) {
                LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
                    .lineStyle(by: .value("City", $0.city))
            }
            .chartLineStyleScale(["A": StrokeStyle(lineWidth: 2), "B": StrokeStyle(lineWidth: 2, dash: [5, 3])])
            .frame(height: 160)

            Chart(towns) { town in
                PointMark(x: .value("Area", town.area), y: .value("Density", town.density))
                    .symbolSize(by: .value("Pop", town.pop))
                    .symbol(by: .value("Region", town.region))
                    .opacity(0.8)
                    .accessibilityLabel(Text(town.id))
                    .accessibilityIdentifier("town-\(town.id)")
            }
            .chartSymbolSizeScale(range: 20...400)
            .chartSymbolScale(domain: ["North", "South"], range: [.circle, .square])
            .chartOverlay { proxy in
                Text(proxy.lineStyle(for: "A") == nil ? "sizes" : "lines").font(.caption2)
            }
            .frame(height: 160)

            Chart(data) { item in
                BarMark(x: .value("Day", item.day), y: .value("Sales", item.sales))
                    .foregroundStyle(by: .value("City", item.city))
                    .shadow(color: .black.opacity(0.2), radius: 3, x: 0, y: 2)
                    .blur(radius: item.day == 6 ? 2 : 0)
                    .compositingLayer()
                    .offset(x: 0, yStart: 0, yEnd: 0)
                RuleMark(y: .value("Target", 30))
                    .offset(x: 5)
                    .offset(xStart: -4, xEnd: 4, y: 0)
                    .clipShape(Rectangle())
                    .mask {
                        RectangleMark(xStart: .value("Day", 1), xEnd: .value("Day", 4))
                    }
                    .accessibilityLabel("Target")
                    .accessibilityValue(Text("30"))
            }
            .chartSymbolSizeScale(domain: 0...100, range: [10, 100])
            .frame(height: 160)
        }
    }
}
