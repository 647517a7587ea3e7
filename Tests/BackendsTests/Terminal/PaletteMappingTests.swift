import Testing
import Declarative
@testable import Backends

/// Colours keep their meaning in 256 and 16 colours: hues survive the mapping, and a chart's categories stay apart.
@Suite struct PaletteMapping {
    static let system: [(String, Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
        ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
    ]
    /// The order Swift Charts gives series: blue, green, orange, purple, red, cyan, yellow.
    static let chartsPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    static func cell(_ color: Color, dark: Bool) -> CellColor {
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        return CellColor(color.resolve(in: environment))
    }

    /// The hue difference in degrees, 0…180.
    static func hueDifference(_ a: OKLab, _ b: OKLab) -> Double {
        let d = abs(a.hue - b.hue).truncatingRemainder(dividingBy: 360)
        return min(d, 360 - d)
    }

    @Test(arguments: [false, true]) func systemColoursKeepTheirHueIn256Colours(dark: Bool) {
        for (name, color) in Self.system {
            let original = Self.cell(color, dark: dark)
            let mapped = OKLab(ColorPalette.rgb256(ColorPalette.index256(for: original)))
            let hue = Self.hueDifference(OKLab(original), mapped)
            #expect(hue < 20, "\(name) → \(ColorPalette.index256(for: original)): \(hue)°")
        }
    }

    @Test(arguments: [false, true]) func systemColoursKeepTheirHueIn16Colours(dark: Bool) {
        for (name, color) in Self.system where name != "brown" {
            let original = Self.cell(color, dark: dark)
            let index = ColorPalette.index16(for: original)
            let hue = Self.hueDifference(OKLab(original), OKLab(ColorPalette.rgb256(index)))
            // The 16 colours have no orange: it lies between red (29°) and yellow (110°), and goes to the nearer in
            // OKLab, yellow3, 47° away.
            #expect(hue < (name == "orange" ? 50 : 45), "\(name) → \(index): \(hue)°")
        }
        // The case: purple and indigo were both the bright blue.
        #expect(ColorPalette.index16(for: Self.cell(.purple, dark: dark)) != ColorPalette.index16(for: Self.cell(.indigo, dark: dark)))
    }

    @Test(arguments: [false, true]) func chartCategoriesStayDistinct(dark: Bool) {
        let colors = Self.chartsPalette.map { Self.cell($0, dark: dark) }
        #expect(Set(colors.map(ColorPalette.index256(for:))).count == colors.count)
        // A frame with one bar of each series (the first series the largest): each gets an entry of its own.
        var frame = CellBuffer(columns: 8, rows: colors.count)
        for (row, color) in colors.enumerated() {
            for column in 0..<(8 - row) { frame[column, row] = RasterCanvas.solid(color) }
        }
        for level in [ColorLevel.ansi16, .ansi256] {
            let palette = FramePalette(frame, level: level)
            let indices = colors.compactMap(palette.index(for:))
            #expect(indices.count == colors.count && Set(indices).count == colors.count, "\(level): \(indices)")
            // Each keeps its hue within 60° (orange's next best after yellow3 is still a warm entry).
            for (color, index) in zip(colors, indices) {
                #expect(Self.hueDifference(OKLab(color), OKLab(ColorPalette.rgb256(index))) < 60, "\(color) → \(index)")
            }
        }
    }

    @Test func aGradientStepsThroughNearbyEntries() {
        // Neighbouring steps of one gradient are not categories of their own: they may share an entry.
        var frame = CellBuffer(columns: 2, rows: 1)
        frame[0, 0] = RasterCanvas.solid(CellColor(red: 175, green: 82, blue: 222))
        frame[1, 0] = RasterCanvas.solid(CellColor(red: 170, green: 84, blue: 224))
        let palette = FramePalette(frame, level: .ansi16)
        #expect(palette.index(for: frame[0, 0].foreground!) == palette.index(for: frame[1, 0].foreground!))
    }

    @Test func greysStayGreyAndTheCubeIsExact() {
        #expect(ColorPalette.index256(for: CellColor(red: 255, green: 0, blue: 0)) == 196)
        #expect(ColorPalette.index256(for: CellColor(red: 128, green: 128, blue: 128)) == 244)
        #expect(ColorPalette.index256(for: CellColor(red: 0, green: 95, blue: 135)) == 24)
        #expect(ColorPalette.index256(for: .white) == 231)
        #expect([0, 7, 8, 15].contains(ColorPalette.index16(for: CellColor(red: 142, green: 142, blue: 147))))
    }
}
