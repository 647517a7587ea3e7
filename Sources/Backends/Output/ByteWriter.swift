/// A growable byte buffer for building output — terminal frames, SVG documents — as UTF-8, written through a
/// pointer so that each byte costs a store rather than an `Array.append` (with its uniqueness and capacity checks).
///
/// Writers encode into one `ByteWriter` and convert it once at the end:
///
/// ```swift
/// var out = ByteWriter(capacity: 4096)
/// out.append(ascii: "\u{1B}[")
/// out.appendDecimal(38)            // "38"
/// out.append(0x6D)                 // "m"
/// let text = out.string()          // "\u{1B}[38m"
/// ```
///
/// It owns its memory and is non-copyable, so the memory is freed exactly once, when the writer goes away.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    /// An empty writer with room for `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `n` more bytes.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(n) }
    }

    @inline(never)
    private mutating func grow(_ n: Int) {
        let grown = max(capacity * 2, count + n)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.initialize(from: base, count: count)
        base.deallocate()
        base = new
        capacity = grown
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends two to four bytes (a UTF-8 sequence) with one capacity check.
    @inline(__always)
    mutating func append(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8? = nil, _ b3: UInt8? = nil) {
        reserve(4)
        base[count] = b0
        base[count + 1] = b1
        count += 2
        if let b2 { base[count] = b2; count += 1 }
        if let b3 { base[count] = b3; count += 1 }
    }

    /// Appends bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends a literal's UTF-8.
    @inline(__always)
    mutating func append(ascii text: StaticString) {
        // Inlined, the count is a constant, and the copy a few moves rather than a call to `memcpy`.
        let n = text.utf8CodeUnitCount
        reserve(n)
        (base + count).initialize(from: text.utf8Start, count: n)
        count += n
    }

    /// Lets `body` write at most `maxCount` bytes in place; it returns how many it wrote, which this returns too.
    @inline(__always) @discardableResult
    mutating func append(atMost maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) -> Int {
        reserve(maxCount)
        let written = body(base + count)
        count += written
        return written
    }

    /// Appends a string's UTF-8.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `byte` `n` times.
    mutating func append(_ byte: UInt8, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (base + count).initialize(repeating: byte, count: n)
        count += n
    }

    /// 32 bytes in four words: room for a short byte string kept in a value, such as a cached escape sequence.
    typealias Words = (UInt64, UInt64, UInt64, UInt64)
    /// The number of bytes `Words` holds.
    static let wordsByteCount = 32

    /// Appends the first `n` (at most 32) bytes of `words`, as four 8-byte stores.
    @inline(__always)
    mutating func append(_ words: Words, count n: Int) {
        reserve(Self.wordsByteCount)
        let target = UnsafeMutableRawPointer(base + count)
        target.storeBytes(of: words.0, toByteOffset: 0, as: UInt64.self)
        target.storeBytes(of: words.1, toByteOffset: 8, as: UInt64.self)
        target.storeBytes(of: words.2, toByteOffset: 16, as: UInt64.self)
        target.storeBytes(of: words.3, toByteOffset: 24, as: UInt64.self)
        count += n
    }

    /// Appends `n` copies of a sequence of 1 to 4 bytes, packed in the low bytes of `word` (the first byte lowest):
    /// one glyph's UTF-8, for a run of cells. Each copy is one 4-byte store, whose bytes past the sequence the next
    /// copy overwrites (and the last leaves past `count`, in room reserved for it).
    @inline(__always)
    mutating func append(word: UInt32, length: Int, times n: Int) {
        if n == 1 {
            // One copy (a bar's edge cell, a letter of a label): one store, no loop.
            reserve(4)
            UnsafeMutableRawPointer(base + count).storeBytes(of: word.littleEndian, as: UInt32.self)
            count += length
            return
        }
        reserve(length * n + 4)
        var target = UnsafeMutableRawPointer(base + count)
        for _ in 0..<n {
            target.storeBytes(of: word.littleEndian, as: UInt32.self)
            target += length
        }
        count += length * n
    }

    /// Appends `n` more copies of the last `length` bytes written (`length ≤ count`), in block copies that double
    /// each time: a run of one long glyph costs one encoding, then copies.
    mutating func repeatLast(_ length: Int, times n: Int) {
        guard length > 0, n > 0 else { return }
        precondition(length <= count)
        reserve(length * n)
        let pattern = base + count - length
        var written = length
        let total = length * (n + 1)
        while written < total {
            let chunk = min(written, total - written)
            (pattern + written).initialize(from: pattern, count: chunk)   // chunk ≤ written: no overlap
            written += chunk
        }
        count += length * n
    }

    /// Appends a non-negative integer in decimal.
    mutating func appendDecimal(_ value: Int) {
        // Colour components, rows and columns are under 1,000: constant divisors are multiplications.
        if value < 1000 {
            reserve(3)
            var p = base + count
            if value >= 100 {
                p.pointee = UInt8(truncatingIfNeeded: 0x30 + value / 100)
                p += 1
            }
            if value >= 10 {
                p.pointee = UInt8(truncatingIfNeeded: 0x30 + value / 10 % 10)
                p += 1
            }
            p.pointee = UInt8(truncatingIfNeeded: 0x30 + value % 10)
            count = p + 1 - base
            return
        }
        var power = 1
        while power <= value / 10 { power *= 10 }
        repeat {
            append(UInt8(truncatingIfNeeded: 0x30 + value / power % 10))
            power /= 10
        } while power > 0
    }

    /// The number of digits of a non-negative integer in decimal.
    static func decimalLength(of value: Int) -> Int {
        var digits = 1, v = value
        while v >= 10 { digits += 1; v /= 10 }
        return digits
    }

    /// Replaces the bytes from `start` on with those from `source` on (`start ≤ source ≤ count`), dropping the
    /// ones in between: how an encoder keeps the second of two candidate encodings written one after the other.
    mutating func removeSubrange(from start: Int, upTo source: Int) {
        precondition(0 <= start && start <= source && source <= count)
        UnsafeMutableRawPointer(base + start).copyMemory(from: base + source, byteCount: count - source)   // may overlap
        count -= source - start
    }

    /// Leaves the next `n` bytes unwritten, for `overwrite(at:with:)` to fill before they are read: room for text
    /// that goes before what is written next but is known only after it.
    mutating func skip(_ n: Int) {
        reserve(n)
        count += n
    }

    /// Replaces the bytes at `offset` with `source` (`offset + source.count ≤ count`).
    mutating func overwrite(at offset: Int, with source: UnsafeBufferPointer<UInt8>) {
        precondition(0 <= offset && offset + source.count <= count)
        guard let start = source.baseAddress else { return }
        (base + offset).update(from: start, count: source.count)
    }

    /// Drops the bytes from `start` on.
    mutating func removeLast(from start: Int) {
        precondition(0 <= start && start <= count)
        count = start
    }

    /// Calls `body` with the bytes written from `start` on.
    func withBytes<R>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        precondition(0 <= start && start <= count)
        return body(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    /// The bytes written.
    func bytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes written, as UTF-8 text (validated: invalid bytes read as U+FFFD).
    func string() -> String {
        withBytes(from: 0) { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes written from `start` on, which the writer's caller guarantees are valid UTF-8, as a `String`, copied
    /// without checking them again.
    ///
    /// `String` checks UTF-8 it is made from: a word at a time while all is ASCII, then byte by byte, from the start,
    /// once any byte is not (~9 instructions a byte). A writer that appends only ASCII literals and digits, encoded
    /// scalars and whole copies of `String`s (or of their scalars) knows its bytes are valid, and says why where it
    /// calls this. Debug builds still check.
    func validUTF8String(from start: Int = 0) -> String {
        withBytes(from: start) { bytes in
            assert(String(validating: bytes, as: UTF8.self) != nil, "a writer wrote invalid UTF-8")
            #if compiler(>=6.2)
            return String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes)))
            #else
            return String(decoding: bytes, as: UTF8.self)
            #endif
        }
    }
}
