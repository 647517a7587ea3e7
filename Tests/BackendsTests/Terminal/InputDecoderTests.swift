import Testing
@testable import Backends

@Suite struct InputDecoding {
    static func keys(_ bytes: [UInt8]) -> [TerminalEvent] {
        var decoder = TerminalInputDecoder()
        return decoder.decode(bytes) + decoder.flush()
    }

    static func key(_ key: TerminalKeyPress.Key, _ modifiers: TerminalKeyPress.Modifiers = []) -> TerminalEvent {
        .key(TerminalKeyPress(key, modifiers: modifiers))
    }

    @Test(arguments: [
        ([0x1B, 0x5B, 0x41], key(.upArrow)), ([0x1B, 0x5B, 0x42], key(.downArrow)),
        ([0x1B, 0x5B, 0x43], key(.rightArrow)), ([0x1B, 0x5B, 0x44], key(.leftArrow)),
        ([0x1B, 0x4F, 0x41], key(.upArrow)), ([0x1B, 0x5B, 0x48], key(.home)), ([0x1B, 0x5B, 0x46], key(.end)),
        ([0x1B, 0x5B, 0x35, 0x7E], key(.pageUp)), ([0x1B, 0x5B, 0x36, 0x7E], key(.pageDown)),
        ([0x1B, 0x5B, 0x33, 0x7E], key(.deleteForward)), ([0x1B, 0x5B, 0x32, 0x7E], key(.insert)),
        ([0x09], key(.tab)), ([0x1B, 0x5B, 0x5A], key(.tab, .shift)), ([0x0D], key(.return)), ([0x20], key(.space)),
        ([0x1B], key(.escape)), ([0x7F], key(.delete)), ([0x03], key(.character("c"), .control)),
        ([0x1A], key(.character("z"), .control)), ([0x61], key(.character("a"))), ([0x51], key(.character("Q"))),
        ([0xC3, 0xA9], key(.character("é"))), ([0xE6, 0xBC, 0xA2], key(.character("漢"))),
        ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41], key(.upArrow, .control)),
        ([0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x43], key(.rightArrow, .shift)),
        ([0x1B, 0x61], key(.character("a"), .option)), ([0x1B, 0x4F, 0x50], key(.function(1))),
        ([0x1B, 0x5B, 0x31, 0x35, 0x7E], key(.function(5))), ([0x1B, 0x5B, 0x32, 0x34, 0x7E], key(.function(12))),
    ] as [([UInt8], TerminalEvent)])
    func decodesKey(_ bytes: [UInt8], _ expected: TerminalEvent) {
        #expect(Self.keys(bytes) == [expected])
    }

    @Test(arguments: [
        ("\u{1B}[<0;5;3M", TerminalMouseEvent(.press, button: .left, column: 4, row: 2)),
        ("\u{1B}[<0;5;3m", TerminalMouseEvent(.release, button: .left, column: 4, row: 2)),
        ("\u{1B}[<2;1;1M", TerminalMouseEvent(.press, button: .right, column: 0, row: 0)),
        ("\u{1B}[<1;10;20M", TerminalMouseEvent(.press, button: .middle, column: 9, row: 19)),
        ("\u{1B}[<64;7;8M", TerminalMouseEvent(.scrollUp, button: .none, column: 6, row: 7)),
        ("\u{1B}[<65;7;8M", TerminalMouseEvent(.scrollDown, button: .none, column: 6, row: 7)),
        ("\u{1B}[<32;3;4M", TerminalMouseEvent(.drag, button: .left, column: 2, row: 3)),
        ("\u{1B}[<35;3;4M", TerminalMouseEvent(.move, button: .none, column: 2, row: 3)),
        ("\u{1B}[<16;300;400M", TerminalMouseEvent(.press, button: .left, column: 299, row: 399, modifiers: .control)),
        ("\u{1B}[<4;2;2M", TerminalMouseEvent(.press, button: .left, column: 1, row: 1, modifiers: .shift)),
    ])
    func decodesSGRMouse(_ report: String, _ expected: TerminalMouseEvent) {
        #expect(Self.keys(Array(report.utf8)) == [.mouse(expected)])
    }

    @Test func sequenceSplitAcrossReadsIsJoined() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;5".utf8)).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.decode(Array(";3M".utf8)) == [.mouse(TerminalMouseEvent(.press, column: 4, row: 2))])
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode([0x5B, 0x41]) == [Self.key(.upArrow)])
        #expect(decoder.decode([0xE6, 0xBC]).isEmpty)
        #expect(decoder.decode([0xA2]) == [Self.key(.character("漢"))])
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [Self.key(.escape)])
        #expect(!decoder.hasPendingBytes)
    }

    @Test func unknownSequencesAreDroppedWhole() {
        #expect(Self.keys(Array("\u{1B}[?2026;2$yq".utf8)) == [Self.key(.character("q"))])
        #expect(Self.keys(Array("\u{1B}[99~x".utf8)) == [Self.key(.character("x"))])
    }

    @Test func severalKeysInOneRead() {
        #expect(Self.keys([0x1B, 0x5B, 0x41, 0x09, 0x0D]) == [Self.key(.upArrow), Self.key(.tab), Self.key(.return)])
    }

    @Test func bracketedPasteArrivesAsOneEventWithoutControls() {
        var decoder = TerminalInputDecoder()
        let start = decoder.decode(Array("\u{1B}[200~line 1\r\nline\u{1B}]52;x\u{07} 2\u{1B}[20".utf8))
        #expect(start.isEmpty)
        #expect(decoder.decode(Array("1~a".utf8)) == [.paste("line 1\nline]52;x 2"), Self.key(.character("a"))])
    }
}
