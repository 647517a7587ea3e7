import Declarative

/// The `index.html` of an export: every demo's still and animated SVG side by side, with its title and summary, and
/// beside them each chart's data as a real `<table>` (from the chart's accessibility descriptor) for screen readers
/// and for reading the numbers.
struct IndexPage {
    let demos: [Demo]
    let animated: Bool
    let colorScheme: ColorScheme
    /// Each demo's charts, by demo name.
    var charts: [String: [ChartDescription]] = [:]

    var html: String {
        let figures = demos.map { demo in
            var images = "      <img src=\"\(escape(demo.name)).svg\" alt=\"\(escape(demo.title)), final state\">\n"
            if animated {
                images += "      <img src=\"\(escape(demo.name)).animated.svg\" alt=\"\(escape(demo.title)), animated\">\n"
            }
            images += (charts[demo.name] ?? []).map(table).joined()
            return """
                  <figure id="\(escape(demo.name))">
                    <figcaption><strong>\(escape(demo.title))</strong> <code>\(escape(demo.name))</code><br>\(escape(demo.summary))</figcaption>
                    <div class="images">
                \(images)    </div>
                  </figure>

                """
        }.joined()
        let dark = colorScheme == .dark
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Charts gallery</title>
            <style>
              body { font: 15px/1.4 Helvetica, Arial, 'Liberation Sans', sans-serif; margin: 24px;
                     background: \(dark ? "#111" : "#fafafa"); color: \(dark ? "#eee" : "#222"); }
              figure { margin: 0 0 32px; }
              .images { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
              img { border: 1px solid \(dark ? "#333" : "#ddd"); }
              code { color: #888; }
              table { border-collapse: collapse; font-size: 13px; }
              caption { text-align: left; font-weight: bold; }
              th, td { border: 1px solid \(dark ? "#333" : "#ddd"); padding: 2px 8px; text-align: left; }
            </style>
            </head>
            <body>
            <h1>Charts gallery</h1>
            <p>Left: the final state (<code>NAME.svg</code>)\(animated ? ". Right: the animation, which replays on reload and respects reduced motion (<code>NAME.animated.svg</code>)" : "").</p>
            \(figures)</body>
            </html>

            """
    }

    /// A chart's data as an HTML table: its title as the caption, the summary and axes under it, one row per point.
    private func table(_ chart: ChartDescription) -> String {
        let lines = chart.notes
        let caption = chart.title.flatMap { $0.isEmpty ? nil : $0 } ?? "Chart data"
        var html = "      <table>\n        <caption>\(escape(caption))"
        for line in lines { html += "<br><small>\(escape(line))</small>" }
        html += "</caption>\n        <thead><tr>" + chart.columns.map { "<th scope=\"col\">\(escape($0))</th>" }.joined() + "</tr></thead>\n"
        html += "        <tbody>\n"
        for row in chart.rows { html += "          <tr>" + row.map { "<td>\(escape($0))</td>" }.joined() + "</tr>\n" }
        return html + "        </tbody>\n      </table>\n"
    }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
