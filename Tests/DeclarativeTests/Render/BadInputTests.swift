import Testing
@testable import Declarative
import DeclarativeTesting

/// Hostile numbers never crash and never reach a backend as NaN or infinity.
///
/// Documented treatment (see README "Bad input"): a NaN, infinite or negative size in `frame(width:height:)` is
/// ignored (that axis takes the child's size); flexible-frame limits that are NaN or negative are dropped; a NaN or
/// infinite offset, rotation or scale counts as none; a NaN opacity counts as 0; padding that is not finite counts
/// as 0; shapes with non-finite geometry draw nothing; a host size that is not finite or negative is 0.
@MainActor
struct BadInputTests {
    nonisolated static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, -10, 0, 1e300, -1e-300]

    func isFinite(_ list: DisplayList) -> Bool {
        func ok(_ r: CGRect) -> Bool { [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) }
        func ok(_ p: Path) -> Bool { ok(p.boundingRect) }
        return list.items.allSatisfy { item in
            let t = item.transform
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), item.opacity.isFinite, ok(item.bounds) else { return false }
            switch item.content {
            case .shape(let s): return ok(s.path) && (s.stroke.map { $0.style.lineWidth.isFinite } ?? true)
            case .text(let t): return t.lines.allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite && $0.width.isFinite }
            }
        }
    }

    @Test(arguments: hostile)
    func hostileFramesOffsetsAndEffects(_ v: CGFloat) {
        let view = VStack {
            Rectangle().frame(width: v, height: v)
            Color.red.frame(minWidth: v, idealWidth: v, maxWidth: v, minHeight: v, maxHeight: v)
            Text("label").padding(v).offset(x: v, y: v)
            Circle().scaleEffect(v).rotationEffect(.radians(Double(v))).opacity(Double(v))
            RoundedRectangle(cornerRadius: v).frame(width: 20, height: 20)
            UnevenRoundedRectangle(topLeadingRadius: v, bottomTrailingRadius: v).trim(from: v, to: 1).stroke(.red, lineWidth: v)
            Path { p in p.move(to: CGPoint(x: v, y: v)); p.addLine(to: CGPoint(x: 10, y: v)) }.stroke(.blue)
        }
        let host = TestHost(view, size: CGSize(width: 300, height: 300))
        #expect(isFinite(host.render()))
        #expect(isFinite(host.render(at: 1)))
    }

    @Test(arguments: hostile)
    func hostileHostSizes(_ v: CGFloat) {
        let host = ViewHost(rootView: HStack { Color.blue; Text("x") }, size: CGSize(width: v, height: v))
        let list = host.render()
        #expect(list.size.width.isFinite && list.size.height.isFinite)
        #expect(isFinite(list))
    }

    @Test func nonFiniteFrameSizeFallsBackToTheChild() {
        let host = TestHost(Color.red.frame(width: .nan, height: 30), size: CGSize(width: 100, height: 100))
        #expect(host.render().items.first?.frame == CGRect(x: 0, y: 35, width: 100, height: 30))
    }

    @Test func oddUnicodeAndControlCharactersAreSafe() {
        let text = "e\u{301}\u{1B}[31m中文👩‍👩‍👧\u{7}\u{0}ok\u{202E}"
        let host = TestHost(Text(text).lineLimit(2), size: CGSize(width: 60, height: 100))
        let list = host.render()
        guard case .text(let t)? = list.items.first?.content else { Issue.record("no text"); return }
        let shown = t.lines.map(\.text).joined()
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(shown.contains("中文"))
    }

    @Test func emptyAndHugeContainers() {
        let empty = TestHost(HStack { ForEach(0..<0) { _ in Color.red } })
        #expect(empty.render().items.isEmpty)
        let huge = TestHost(VStack(spacing: 0) { ForEach(0..<20_000) { _ in Color.red.frame(height: 0.01) } })
        #expect(huge.render().items.count == 20_000)
    }
}
