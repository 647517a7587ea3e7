import Foundation
import Testing
import Declarative
import Backends
@testable import Charts

/// Golden frames of the default look: terminal string art (40 × 12 cells, no colour) and SVG
/// text (320 × 200 pt). Re-record with `CHART_GOLDENS_RECORD=1 swift test --filter GoldenRecorder`
/// (writes /tmp/chart-goldens) after an intended change.
@MainActor
@Suite struct GoldenFrameTests {
    @Test func barChartTerminalFrame() {
        #expect(ChartRender.terminal(GoldenCharts.bar) == Self.barTerminal)
    }

    @Test func barChartSVG() {
        #expect(ChartRender.svg(GoldenCharts.bar) == Self.barSVG)
    }

    static let barTerminal = #"""
⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤▗▄▄▄▄▄▄▄▄▄▄▄⠤15
                         ▐██████████▉
                         ▐██████████▉
⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀▁▁▁▁▁▁▁▁▁▁▁⣀▐██████████▉⣀10
             ███████████▍▐██████████▉
             ███████████▍▐██████████▉
             ███████████▍▐██████████▉
▗▅▅▅▅▅▅▅▅▅▅▅⠒███████████▍▐██████████▉⠒5
▐██████████▉ ███████████▍▐██████████▉
▐██████████▉ ███████████▍▐██████████▉
▐███████████⣀███████████▍▐███████████⣀0
     Jan         Feb          Mar
"""#

    static let barSVG = #"""
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="figure">
  <path d="M0 183.35L303.76 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 124.34L303.76 124.34" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 65.33L303.76 65.33" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 6.32L303.76 6.32" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <rect x="5.06" y="124.34" width="91.13" height="59.01" fill="#007AFF" aria-label="Jan, 5"/>
  <rect x="106.32" y="65.33" width="91.13" height="118.02" fill="#007AFF" aria-label="Feb, 10"/>
  <rect x="207.57" y="6.32" width="91.13" height="177.03" fill="#007AFF" aria-label="Mar, 15"/>
  <text x="307.76" y="186.98" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">0</text>
  <text x="307.76" y="127.98" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">5</text>
  <text x="307.76" y="68.97" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">10</text>
  <text x="307.76" y="9.96" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">15</text>
  <text x="41.76" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">Jan</text>
  <text x="142.41" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">Feb</text>
  <text x="243.67" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">Mar</text>
  <g role="table">
    <desc>x axis: Month (Jan, Feb, Mar); y axis: Sales (0 to 15)</desc>
    <g role="row"><g role="columnheader" aria-label="Month"/><g role="columnheader" aria-label="Sales"/></g>
    <g role="row"><g role="cell" aria-label="Jan"/><g role="cell" aria-label="5"/></g>
    <g role="row"><g role="cell" aria-label="Feb"/><g role="cell" aria-label="10"/></g>
    <g role="row"><g role="cell" aria-label="Mar"/><g role="cell" aria-label="15"/></g>
  </g>
</svg>

"""#

    @Test func lineChartTerminalFrame() {
        #expect(ChartRender.terminal(GoldenCharts.line) == Self.lineTerminal)
    }

    @Test func lineChartSVG() {
        #expect(ChartRender.svg(GoldenCharts.line) == Self.lineSVG)
    }

    static let lineTerminal = #"""
⡤⠤⠤⠤⠤⠤⠤⠤⠤⡤⠤⠤⠤⠤⠤⠤⠤⠤⢤⠤⠤⠤⠤⠤⠤⠤⠤⠤⡤⠤⠤⠤⠤⠤⠤⠤⠤⢤10
⡇        ⡇        ⢸         ⡇        ⣸
⡇        ⡇        ⢸         ⡇      ⡠⠊⢸
⡇        ⡇        ⣸⣀        ⡇    ⡠⠊  ⢸
⡇        ⡇     ⢀⠔⠊⢸ ⠑⠢⢄     ⡇  ⢀⠔⠁   ⢸
⡧⠤⠤⠤⠤⠤⠤⠤⠤⡧⠤⠤⠤⡤⠴⠥⠤⠤⢼⠤⠤⠤⠤⠭⠦⢤⡤⠤⡧⢤⠴⠥⠤⠤⠤⠤⠤⢼5
⡇        ⡇⢀⡠⠊     ⢸       ⠈⠒⡗⠁       ⢸
⡇        ⡗⠁       ⢸         ⡇        ⢸
⡇        ⡇        ⢸         ⡇        ⢸
⡇        ⡇        ⢸         ⡇        ⢸
⣇⣀⣀⣀⣀⣀⣀⣀⣀⣇⣀⣀⣀⣀⣀⣀⣀⣀⣸⣀⣀⣀⣀⣀⣀⣀⣀⣀⣇⣀⣀⣀⣀⣀⣀⣀⣀⣸0
0        1        2         3        4
"""#

    static let lineSVG = #"""
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="figure">
  <path d="M0 183.35L303.76 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 94.84L303.76 94.84" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 6.32L303.76 6.32" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 6.32L0 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M75.94 6.32L75.94 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M151.88 6.32L151.88 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M227.82 6.32L227.82 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M303.76 6.32L303.76 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M75.94 130.24L151.88 59.43L227.82 112.54L303.76 24.03" fill="none" stroke="#007AFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-label="1"/>
  <path d="M0 183.35L0 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M75.94 183.35L75.94 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M151.88 183.35L151.88 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M227.82 183.35L227.82 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M303.76 183.35L303.76 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <text x="307.76" y="186.98" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">0</text>
  <text x="307.76" y="98.47" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">5</text>
  <text x="307.76" y="9.96" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">10</text>
  <text x="0" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">0</text>
  <text x="72.88" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">1</text>
  <text x="148.82" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">2</text>
  <text x="224.76" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">3</text>
  <text x="300.71" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">4</text>
  <g role="table">
    <desc>x axis: X (0 to 4); y axis: Y (0 to 10)</desc>
    <g role="row"><g role="columnheader" aria-label="X"/><g role="columnheader" aria-label="Y"/></g>
    <g role="row"><g role="cell" aria-label="1"/><g role="cell" aria-label="3"/></g>
    <g role="row"><g role="cell" aria-label="2"/><g role="cell" aria-label="7"/></g>
    <g role="row"><g role="cell" aria-label="3"/><g role="cell" aria-label="4"/></g>
    <g role="row"><g role="cell" aria-label="4"/><g role="cell" aria-label="9"/></g>
  </g>
</svg>

"""#

    @Test func areaChartTerminalFrame() {
        #expect(ChartRender.terminal(GoldenCharts.area) == Self.areaTerminal)
    }

    @Test func areaChartSVG() {
        #expect(ChartRender.svg(GoldenCharts.area) == Self.areaSVG)
    }

    static let areaTerminal = #"""
⡤⠤⠤⠤⠤⠤⠤⠤⠤⡤⠤⠤⠤⠤⠤⠤⠤⠤⢤⠤⠤⠤⠤⠤⠤⠤⠤⠤⡤⠤⠤⠤⠤⠤⠤⠤⠤⢤10
⡇        ⡇        ⢸         ⡇        ▖
⡇        ⡇        ⢸         ⡇      ▃█▌
⡇        ⡇        ▂▁        ⡇    ▗▟██▌
⡇        ⡇      ▃▇██▇▄▁     ⡇  ▁▆████▌
⡧⠤⠤⠤⠤⠤⠤⠤⠤⡧⠤⠤⠤▁▄████████▇▄▂⠤⠤⡧▁▅██████▌5
⡇        ⡇ ▂▅█████████████▇▄▄████████▌
⡇        ▗▆██████████████████████████▌
⡇        ▐███████████████████████████▌
⡇        ▐███████████████████████████▌
⣇⣀⣀⣀⣀⣀⣀⣀⣀⡀████████⢀█████████⡀████████⢀0
0        1        2         3        4
"""#

    static let areaSVG = #"""
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="figure">
  <path d="M0 183.35L303.76 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 94.84L303.76 94.84" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 6.32L303.76 6.32" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 6.32L0 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M75.94 6.32L75.94 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M151.88 6.32L151.88 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M227.82 6.32L227.82 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M303.76 6.32L303.76 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M75.94 130.24L151.88 59.43L227.82 112.54L303.76 24.03L303.76 183.35L227.82 183.35L151.88 183.35L75.94 183.35Z" fill="#007AFF" aria-label="1"/>
  <path d="M0 183.35L0 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M75.94 183.35L75.94 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M151.88 183.35L151.88 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M227.82 183.35L227.82 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M303.76 183.35L303.76 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <text x="307.76" y="186.98" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">0</text>
  <text x="307.76" y="98.47" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">5</text>
  <text x="307.76" y="9.96" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">10</text>
  <text x="0" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">0</text>
  <text x="72.88" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">1</text>
  <text x="148.82" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">2</text>
  <text x="224.76" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">3</text>
  <text x="300.71" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">4</text>
  <g role="table">
    <desc>x axis: X (0 to 4); y axis: Y (0 to 10)</desc>
    <g role="row"><g role="columnheader" aria-label="X"/><g role="columnheader" aria-label="Y"/></g>
    <g role="row"><g role="cell" aria-label="1"/><g role="cell" aria-label="3"/></g>
    <g role="row"><g role="cell" aria-label="2"/><g role="cell" aria-label="7"/></g>
    <g role="row"><g role="cell" aria-label="3"/><g role="cell" aria-label="4"/></g>
    <g role="row"><g role="cell" aria-label="4"/><g role="cell" aria-label="9"/></g>
  </g>
</svg>

"""#

    @Test func pointChartTerminalFrame() {
        #expect(ChartRender.terminal(GoldenCharts.point) == Self.pointTerminal)
    }

    @Test func pointChartSVG() {
        #expect(ChartRender.svg(GoldenCharts.point) == Self.pointSVG)
    }

    static let pointTerminal = #"""
⡤⠤⠤⠤⠤⠤⠤⠤⠤⡤⠤⠤⠤⠤⠤⠤⠤⠤⢤⠤⠤⠤⠤⠤⠤⠤⠤⠤⡤⠤⠤⠤⠤⠤⠤⠤⠤⢤10
⡇        ⡇        ⢸         ⡇        ●
⡇        ⡇        ⢸         ⡇        ⢸
⡇        ⡇        ●         ⡇        ⢸
⡇        ⡇        ⢸         ⡇        ⢸
⡧⠤⠤⠤⠤⠤⠤⠤⠤⡧⠤⠤⠤⠤⠤⠤⠤⠤⢼⠤⠤⠤⠤⠤⠤⠤⠤⠤⡧⠤⠤⠤⠤⠤⠤⠤⠤⢼5
⡇        ⡇        ⢸         ●        ⢸
⡇        ●        ⢸         ⡇        ⢸
⡇        ⡇        ⢸         ⡇        ⢸
⡇        ⡇        ⢸         ⡇        ⢸
⣇⣀⣀⣀⣀⣀⣀⣀⣀⣇⣀⣀⣀⣀⣀⣀⣀⣀⣸⣀⣀⣀⣀⣀⣀⣀⣀⣀⣇⣀⣀⣀⣀⣀⣀⣀⣀⣸0
0        1        2         3        4
"""#

    static let pointSVG = #"""
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="figure">
  <path d="M0 183.35L303.76 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 94.84L303.76 94.84" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 6.32L303.76 6.32" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 6.32L0 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M75.94 6.32L75.94 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M151.88 6.32L151.88 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M227.82 6.32L227.82 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M303.76 6.32L303.76 183.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <circle cx="75.94" cy="130.24" r="3.09" fill="#007AFF" aria-label="1, 3"/>
  <circle cx="151.88" cy="59.43" r="3.09" fill="#007AFF" aria-label="2, 7"/>
  <circle cx="227.82" cy="112.54" r="3.09" fill="#007AFF" aria-label="3, 4"/>
  <circle cx="303.76" cy="24.03" r="3.09" fill="#007AFF" aria-label="4, 9"/>
  <path d="M0 183.35L0 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M75.94 183.35L75.94 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M151.88 183.35L151.88 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M227.82 183.35L227.82 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M303.76 183.35L303.76 187.35" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <text x="307.76" y="186.98" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">0</text>
  <text x="307.76" y="98.47" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">5</text>
  <text x="307.76" y="9.96" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">10</text>
  <text x="0" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">0</text>
  <text x="72.88" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">1</text>
  <text x="148.82" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">2</text>
  <text x="224.76" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">3</text>
  <text x="300.71" y="197.31" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">4</text>
  <g role="table">
    <desc>x axis: X (0 to 4); y axis: Y (0 to 10)</desc>
    <g role="row"><g role="columnheader" aria-label="X"/><g role="columnheader" aria-label="Y"/></g>
    <g role="row"><g role="cell" aria-label="1"/><g role="cell" aria-label="3"/></g>
    <g role="row"><g role="cell" aria-label="2"/><g role="cell" aria-label="7"/></g>
    <g role="row"><g role="cell" aria-label="3"/><g role="cell" aria-label="4"/></g>
    <g role="row"><g role="cell" aria-label="4"/><g role="cell" aria-label="9"/></g>
  </g>
</svg>

"""#

    @Test func sectorChartTerminalFrame() {
        #expect(ChartRender.terminal(GoldenCharts.sector) == Self.sectorTerminal)
    }

    @Test func sectorChartSVG() {
        #expect(ChartRender.svg(GoldenCharts.sector) == Self.sectorSVG)
    }

    static let sectorTerminal = #"""
              ▂▄▆▇████▇▆▄▂
            ▃▇████████████▇▃
           ▟████████████████▌
          ▟██████████████████▙
         ▐████████████████████▍
         ▐████████████████████▌
         ▕████████████████████▏
          ▝██████████████████▘
           ▝████████████████▘
             ▀████████████▀
                ▔▀▀▀▀▀▀▔
● Jan ■ Feb ▲ Mar
"""#

    static let sectorSVG = #"""
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="figure">
  <path d="M160 0A89.1 89.1 0 0 1 237.16 44.55L160 89.1Z" fill="#007AFF" aria-label="Jan, 5"/>
  <path d="M237.16 44.55A89.1 89.1 0 0 1 160 178.2L160 89.1Z" fill="#34C759" aria-label="Feb, 10"/>
  <path d="M160 178.2A89.1 89.1 0 0 1 160 0L160 89.1Z" fill="#FF9500" aria-label="Mar, 15"/>
  <g role="img" aria-label="Jan">
    <circle cx="4" cy="193.1" r="4" fill="#007AFF"/>
    <text x="12" y="197.06" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="12" fill="#3C3C43" fill-opacity="0.6">Jan</text>
  </g>
  <g role="img" aria-label="Feb">
    <circle cx="47.35" cy="193.1" r="4" fill="#34C759"/>
    <text x="55.35" y="197.06" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="12" fill="#3C3C43" fill-opacity="0.6">Feb</text>
  </g>
  <g role="img" aria-label="Mar">
    <circle cx="92.03" cy="193.1" r="4" fill="#FF9500"/>
    <text x="100.03" y="197.06" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="12" fill="#3C3C43" fill-opacity="0.6">Mar</text>
  </g>
  <g role="table">
    <desc>x axis: Month (Jan, Feb, Mar); y axis: Value (0 to 30)</desc>
    <g role="row"><g role="columnheader" aria-label="Series"/><g role="columnheader" aria-label="Month"/><g role="columnheader" aria-label="Value"/></g>
    <g role="row"><g role="cell" aria-label="Jan"/><g role="cell" aria-label="Jan"/><g role="cell" aria-label="5"/></g>
    <g role="row"><g role="cell" aria-label="Feb"/><g role="cell" aria-label="Feb"/><g role="cell" aria-label="10"/></g>
    <g role="row"><g role="cell" aria-label="Mar"/><g role="cell" aria-label="Mar"/><g role="cell" aria-label="15"/></g>
  </g>
</svg>

"""#

    @Test func stackedChartTerminalFrame() {
        #expect(ChartRender.terminal(GoldenCharts.stacked) == Self.stackedTerminal)
    }

    @Test func stackedChartSVG() {
        #expect(ChartRender.svg(GoldenCharts.stacked) == Self.stackedSVG)
    }

    static let stackedTerminal = #"""
⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤10
             ▅▅▅▅▅▅▅▅▅▅▅▖
             ███████████▍
             ███████████▍
⣀▁▁▁▁▁▁▁▁▁▁▁⣀███████████▍⣀▁▁▁▁▁▁▁▁▁▁▁⣀5
▐██████████▉ ███████████▍▐██████████▉
▐███████████ ███████████▍▐██████████▉
▐██████████▉ ███████████▍▐███████████
▐██████████▉ ███████████▍▐██████████▉
⠒▔▔▔▔▔▔▔▔▔▔▔⠒▔▔▔▔▔▔▔▔▔▔▔⠒⠒▔▔▔▔▔▔▔▔▔▔▔⠒0
     Jan         Feb          Mar
● Fruit ■ Veg
"""#

    static let stackedSVG = #"""
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="figure">
  <path d="M0 161.55L303.76 161.55" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 83.94L303.76 83.94" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 6.32L303.76 6.32" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <rect x="5.06" y="114.98" width="91.13" height="46.57" fill="#007AFF" aria-label="Jan, Fruit, 3"/>
  <rect x="5.06" y="83.94" width="91.13" height="31.05" fill="#34C759" aria-label="Jan, Veg, 2"/>
  <rect x="106.32" y="99.46" width="91.13" height="62.09" fill="#007AFF" aria-label="Feb, Fruit, 4"/>
  <rect x="106.32" y="21.85" width="91.13" height="77.61" fill="#34C759" aria-label="Feb, Veg, 5"/>
  <rect x="207.57" y="130.51" width="91.13" height="31.05" fill="#007AFF" aria-label="Mar, Fruit, 2"/>
  <rect x="207.57" y="83.94" width="91.13" height="46.57" fill="#34C759" aria-label="Mar, Veg, 3"/>
  <text x="307.76" y="165.19" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">0</text>
  <text x="307.76" y="87.57" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">5</text>
  <text x="307.76" y="9.96" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">10</text>
  <text x="41.76" y="175.51" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">Jan</text>
  <text x="142.41" y="175.51" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">Feb</text>
  <text x="243.67" y="175.51" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">Mar</text>
  <g role="img" aria-label="Fruit">
    <circle cx="4" cy="193.1" r="4" fill="#007AFF"/>
    <text x="12" y="197.06" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="12" fill="#3C3C43" fill-opacity="0.6">Fruit</text>
  </g>
  <g role="img" aria-label="Veg">
    <circle cx="52" cy="193.1" r="4" fill="#34C759"/>
    <text x="60" y="197.06" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="12" fill="#3C3C43" fill-opacity="0.6">Veg</text>
  </g>
  <g role="table">
    <desc>x axis: Month (Jan, Feb, Mar); y axis: Value (0 to 10)</desc>
    <g role="row"><g role="columnheader" aria-label="Series"/><g role="columnheader" aria-label="Month"/><g role="columnheader" aria-label="Value"/></g>
    <g role="row"><g role="cell" aria-label="Fruit"/><g role="cell" aria-label="Jan"/><g role="cell" aria-label="3"/></g>
    <g role="row"><g role="cell" aria-label="Fruit"/><g role="cell" aria-label="Feb"/><g role="cell" aria-label="4"/></g>
    <g role="row"><g role="cell" aria-label="Fruit"/><g role="cell" aria-label="Mar"/><g role="cell" aria-label="2"/></g>
    <g role="row"><g role="cell" aria-label="Veg"/><g role="cell" aria-label="Jan"/><g role="cell" aria-label="2"/></g>
    <g role="row"><g role="cell" aria-label="Veg"/><g role="cell" aria-label="Feb"/><g role="cell" aria-label="5"/></g>
    <g role="row"><g role="cell" aria-label="Veg"/><g role="cell" aria-label="Mar"/><g role="cell" aria-label="3"/></g>
  </g>
</svg>

"""#

    @Test func groupedChartTerminalFrame() {
        #expect(ChartRender.terminal(GoldenCharts.grouped) == Self.groupedTerminal)
    }

    @Test func groupedChartSVG() {
        #expect(ChartRender.svg(GoldenCharts.grouped) == Self.groupedSVG)
    }

    static let groupedTerminal = #"""
⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤6

                   ▐█████
⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒▗▅▅▅▅▅▐█████⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒4
 ▁▁▁▁▁       ▐█████▐█████       ▁▁▁▁▁▁
▐█████▎      ▐█████▐█████       █████▉
▐█████▎▅▅▅▅▅▎▐█████▐█████⠒▅▅▅▅▅▅█████▉⠒2
▐█████▐█████▎▐█████▐█████ █████▉█████▉
▐█████▐█████▎▐█████▐█████ █████▉█████▉
⠒▔▔▔▔▔⠒▔▔▔▔▔⠒⠒▔▔▔▔▔▔▔▔▔▔▔⠒▔▔▔▔▔▔▔▔▔▔▔▔⠒0
     Jan          Feb          Mar
● Fruit ■ Veg
"""#

    static let groupedSVG = #"""
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="figure">
  <path d="M0 161.55L309.88 161.55" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 109.81L309.88 109.81" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 58.07L309.88 58.07" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <path d="M0 6.32L309.88 6.32" fill="none" stroke="#8E8E93" stroke-opacity="0.35" stroke-width="0.5" stroke-miterlimit="10" aria-hidden="true"/>
  <rect x="5.16" y="83.94" width="45.29" height="77.61" fill="#007AFF" aria-label="Jan, Fruit, 3"/>
  <rect x="52.84" y="109.81" width="45.29" height="51.74" fill="#34C759" aria-label="Jan, Veg, 2"/>
  <rect x="108.46" y="58.07" width="45.29" height="103.49" fill="#007AFF" aria-label="Feb, Fruit, 4"/>
  <rect x="156.13" y="32.2" width="45.29" height="129.36" fill="#34C759" aria-label="Feb, Veg, 5"/>
  <rect x="211.75" y="109.81" width="45.29" height="51.74" fill="#007AFF" aria-label="Mar, Fruit, 2"/>
  <rect x="259.43" y="83.94" width="45.29" height="77.61" fill="#34C759" aria-label="Mar, Veg, 3"/>
  <text x="313.88" y="165.19" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">0</text>
  <text x="313.88" y="113.44" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">2</text>
  <text x="313.88" y="61.7" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">4</text>
  <text x="313.88" y="9.96" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">6</text>
  <text x="42.78" y="175.51" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">Jan</text>
  <text x="145.46" y="175.51" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">Feb</text>
  <text x="248.76" y="175.51" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="11" fill="#3C3C43" fill-opacity="0.6" aria-hidden="true">Mar</text>
  <g role="img" aria-label="Fruit">
    <circle cx="4" cy="193.1" r="4" fill="#007AFF"/>
    <text x="12" y="197.06" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="12" fill="#3C3C43" fill-opacity="0.6">Fruit</text>
  </g>
  <g role="img" aria-label="Veg">
    <circle cx="52" cy="193.1" r="4" fill="#34C759"/>
    <text x="60" y="197.06" font-family="Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif" font-size="12" fill="#3C3C43" fill-opacity="0.6">Veg</text>
  </g>
  <g role="table">
    <desc>x axis: Month (Jan, Feb, Mar); y axis: Value (0 to 6)</desc>
    <g role="row"><g role="columnheader" aria-label="Series"/><g role="columnheader" aria-label="Month"/><g role="columnheader" aria-label="Value"/></g>
    <g role="row"><g role="cell" aria-label="Fruit"/><g role="cell" aria-label="Jan"/><g role="cell" aria-label="3"/></g>
    <g role="row"><g role="cell" aria-label="Fruit"/><g role="cell" aria-label="Feb"/><g role="cell" aria-label="4"/></g>
    <g role="row"><g role="cell" aria-label="Fruit"/><g role="cell" aria-label="Mar"/><g role="cell" aria-label="2"/></g>
    <g role="row"><g role="cell" aria-label="Veg"/><g role="cell" aria-label="Jan"/><g role="cell" aria-label="2"/></g>
    <g role="row"><g role="cell" aria-label="Veg"/><g role="cell" aria-label="Feb"/><g role="cell" aria-label="5"/></g>
    <g role="row"><g role="cell" aria-label="Veg"/><g role="cell" aria-label="Mar"/><g role="cell" aria-label="3"/></g>
  </g>
</svg>

"""#

}
