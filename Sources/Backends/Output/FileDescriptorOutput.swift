#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes written straight to a file descriptor with `write(2)`: all of them, retrying short writes, `EINTR` and
/// `EAGAIN`, and giving up on any other error (a closed pipe, a full disk), as a command-line tool's output does.
///
/// A string is written from its own UTF-8 storage. `FileHandle.write(Data(text.utf8))` copies it first, and building
/// the `Data` asks the runtime whether the UTF-8 view is `ContiguousBytes`: a process's first such question scans
/// every conformance record of the binary (~0.2 M instructions), a few per cent of a short command.
package enum FileDescriptorOutput {
    /// Writes all the bytes to `fd`.
    package static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let n = systemWrite(fd, base + offset, bytes.count - offset)
            if n > 0 { offset += n } else if n < 0 && (errno == EINTR || errno == EAGAIN) { continue } else { return }
        }
    }

    /// Writes the text's UTF-8 to `fd`.
    package static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: fd) }
    }
}

/// `write(2)`, named apart from ``FileDescriptorOutput/write(_:to:)``.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
