import Foundation

/// Lays out a string in lines: wrapping at word boundaries (or between characters for a word wider than the line),
/// honouring a line limit and a height, shrinking down to a minimum scale factor, then truncating with "…".
///
/// This is the text model of SwiftUI's layout documentation: the ideal size is one line per paragraph; a narrower proposal wraps and
/// reports the widest line (not the proposal); text never grows past its ideal width; at least one line is shown.
struct TextLayout {
    struct Result: Equatable {
        var lines: [(text: String, width: CGFloat)]
        var font: ResolvedFont
        var lineHeight: CGFloat
        var size: CGSize
        static func == (a: Result, b: Result) -> Bool {
            a.size == b.size && a.font == b.font && a.lines.map(\.text) == b.lines.map(\.text)
        }
    }

    let text: String
    let font: ResolvedFont
    let metrics: any TextMetrics
    var lineLimit: Int?
    var minimumScaleFactor: CGFloat = 1

    func layout(width: CGFloat?, height: CGFloat?) -> Result {
        let maxLines = maximumLines(height: height, font: font)
        var result = attempt(font: font, width: width, maxLines: maxLines)
        let factor = minimumScaleFactor.isFinite ? min(max(minimumScaleFactor, 0.01), 1) : 1
        if result.truncated && factor < 1 {
            // Shrink uniformly, by bisection, to the largest scale at which everything fits.
            var lo = factor, hi: CGFloat = 1
            let smallest = attempt(font: font.scaled(by: lo), width: width, maxLines: maximumLines(height: height, font: font.scaled(by: lo)))
            if smallest.truncated {
                result = smallest
            } else {
                result = smallest
                for _ in 0..<12 {
                    let mid = (lo + hi) / 2
                    let f = font.scaled(by: mid)
                    let r = attempt(font: f, width: width, maxLines: maximumLines(height: height, font: f))
                    if r.truncated { hi = mid } else { lo = mid; result = r }
                }
            }
        }
        return result.result
    }

    private func maximumLines(height: CGFloat?, font: ResolvedFont) -> Int {
        var n = lineLimit.map { max($0, 1) } ?? Int.max
        let lh = metrics.lineHeight(of: font)
        if let height, height.isFinite, lh > 0 { n = min(n, max(1, Int(min((height + 0.001) / lh, 1_000_000)))) }
        return n
    }

    private func attempt(font: ResolvedFont, width: CGFloat?, maxLines: Int) -> (result: Result, truncated: Bool) {
        let lh = metrics.lineHeight(of: font)
        func w(_ s: String) -> CGFloat { metrics.width(of: s, font: font) }
        if maxLines >= 1, !text.utf8.contains(UInt8(ascii: "\n")) {
            // One paragraph that fits (labels, the common case): measured once, nothing to split.
            let width1 = w(text)
            if width == nil || !(width!.isFinite) || width1 <= width! + 0.001 {
                return (Result(lines: [(text: text, width: width1)], font: font, lineHeight: lh, size: CGSize(width: width1, height: lh)), false)
            }
        }
        var lines: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for paragraph in paragraphs {
            guard let width, width.isFinite, w(paragraph) > width + 0.001 else { lines.append(paragraph); continue }
            lines += wrap(paragraph, width: width, measure: w)
        }
        var truncated = false
        if lines.count > maxLines {
            truncated = true
            let rest = lines[(maxLines - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(maxLines - 1)) + [rest]
        }
        if let width, width.isFinite, let last = lines.last, w(last) > width + 0.001 {
            truncated = true
            lines[lines.count - 1] = truncate(last, width: width, measure: w)
        }
        let measured = lines.map { (text: $0, width: w($0)) }
        let size = CGSize(width: measured.map(\.width).max() ?? 0, height: CGFloat(max(measured.count, 1)) * lh)
        return (Result(lines: measured, font: font, lineHeight: lh, size: size), truncated)
    }

    /// Greedy word wrap; a word wider than the line is broken between characters.
    ///
    /// Widths are accumulated word by word (and character by character inside an over-long word) rather than
    /// re-measuring the growing line, so wrapping is linear in the text's length; kerning across a word boundary
    /// is ignored, which moves a break by at most a fraction of a point.
    private func wrap(_ paragraph: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        let limit = width + 0.001
        let space = measure(" ")
        var lines: [String] = [], current = "", currentWidth: CGFloat = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let wordWidth = measure(word)
            let candidateWidth = current.isEmpty ? wordWidth : currentWidth + space + wordWidth
            if candidateWidth <= limit {
                current = current.isEmpty ? word : current + " " + word
                currentWidth = candidateWidth
                continue
            }
            if !current.isEmpty { lines.append(current); current = ""; currentWidth = 0 }
            if wordWidth <= limit { current = word; currentWidth = wordWidth; continue }
            for ch in word {
                let w = measure(String(ch))
                if currentWidth + w > limit && !current.isEmpty {
                    lines.append(current)
                    current = String(ch)
                    currentWidth = w
                } else {
                    current.append(ch)
                    currentWidth += w
                }
            }
        }
        lines.append(current)
        return lines
    }

    /// The longest prefix of `line` that fits with a trailing "…", found by bisection on the prefix length.
    private func truncate(_ line: String, width: CGFloat, measure: (String) -> CGFloat) -> String {
        let chars = Array(line)
        func candidate(_ n: Int) -> String { Self.trimmingBlanks(String(chars.prefix(n))) + "…" }
        var lo = 0, hi = chars.count - 1
        guard hi >= 0, measure(candidate(0)) <= width + 0.001 else { return "…" }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measure(candidate(mid)) <= width + 0.001 { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }

    /// `text` without leading and trailing blanks: what Foundation's `trimmingCharacters(in: .whitespaces)`
    /// removes (Unicode's space separators and the tab), without building a character set for each candidate.
    static func trimmingBlanks(_ text: String) -> String {
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == " " || (scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator)
        }
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first, isBlank(first) { scalars.removeFirst() }
        while let last = scalars.last, isBlank(last) { scalars.removeLast() }
        return String(Substring(scalars))
    }
}
