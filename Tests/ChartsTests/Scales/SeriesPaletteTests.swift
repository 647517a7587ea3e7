import Foundation
import Testing

@testable import Charts

// Swift Charts' default series palette (the system colours): blue, green, orange, purple, red, cyan, yellow; classic sRGB values.

@Suite struct SeriesPaletteTests {
    @Test func paletteCyclesSevenSystemColours() {
        #expect(SeriesPalette.light.count == 7 && SeriesPalette.dark.count == 7)
        #expect(SeriesPalette.light[0] == PaletteColor(red: 0, green: 122.0 / 255, blue: 1))
        #expect(SeriesPalette.light[1] == PaletteColor(red8: 52, green8: 199, blue8: 89))
        #expect(SeriesPalette.light[6] == PaletteColor(red8: 255, green8: 204, blue8: 0))
        #expect(SeriesPalette.dark[0] == PaletteColor(red8: 0x0A, green8: 0x84, blue8: 0xFF))
        #expect(SeriesPalette.dark[5] == PaletteColor(red8: 0x64, green8: 0xD2, blue8: 0xFF))
        #expect(SeriesPalette.color(at: 7) == SeriesPalette.light[0])
        #expect(SeriesPalette.color(at: -1) == SeriesPalette.light[6])
        #expect(SeriesPalette.color(at: 9, dark: true) == SeriesPalette.dark[2])
        #expect(SeriesPalette.names[3] == "purple")
        #expect(SeriesPalette.xterm256 == [33, 77, 208, 134, 203, 74, 220])
    }
}
