import Foundation
import Declarative

extension TerminalMouseEvent {
    /// How far one wheel report scrolls: three lines, as most terminal programs scroll (our choice).
    static let wheelLines: CGFloat = 3

    /// The pointer event this report stands for, at the centre of its cell in points; nil for buttons other than
    /// the left one (the middle and right buttons have no gesture here).
    ///
    /// ```
    /// press left → .press     drag left → .move      release left → .release
    /// move (no button, mode 1003) → .move (hover)    wheel up/down/left/right → .wheel, 3 lines a report
    /// ```
    public func pointerEvent(cellSize: CGSize = TerminalRasterizer.defaultCellSize) -> PointerEvent? {
        let at = CGPoint(x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
        var keys: EventModifiers = []
        if modifiers.contains(.shift) { keys.insert(.shift) }
        if modifiers.contains(.option) { keys.insert(.option) }
        if modifiers.contains(.control) { keys.insert(.control) }
        let line = Self.wheelLines
        let kind: PointerEvent.Kind
        switch self.kind {
        case .press, .release, .drag:
            guard button == .left else { return nil }
            kind = self.kind == .press ? .press : self.kind == .release ? .release : .move
        case .move: kind = .move
        case .scrollUp: kind = .wheel(dx: 0, dy: -line * cellSize.height)
        case .scrollDown: kind = .wheel(dx: 0, dy: line * cellSize.height)
        case .scrollLeft: kind = .wheel(dx: -line * cellSize.width, dy: 0)
        case .scrollRight: kind = .wheel(dx: line * cellSize.width, dy: 0)
        }
        return PointerEvent(kind, at: at, modifiers: keys)
    }
}

/// The all-motion mouse mode (1003, xterm ctlseqs "Any-event tracking"): on only while some view has a hover
/// handler, so that an idle terminal is not sent a report for every motion. Drags (1002) are always on with the
/// mouse; the session's restore sequence turns both off.
enum HoverReporting {
    static let on: [UInt8] = Array("\u{1B}[?1003h".utf8)
    static let off: [UInt8] = Array("\u{1B}[?1003l".utf8)
}
