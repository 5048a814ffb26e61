#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KuriosaStore

/// Where the CSV bytes come from. Each pass over the file opens a fresh source, so a file is
/// never held in memory: the importer reads it once for column statistics and once to import.
package enum CSVInput: Sendable, Equatable {
    /// A file on disk, read in chunks with read(2).
    case file(path: String)
    /// Bytes already in memory (tests, fuzzing, small uploads).
    case bytes([UInt8])

    /// The path for error messages, or nil for in-memory bytes.
    public var path: String? {
        if case .file(let path) = self { return path }
        return nil
    }

    /// A workbook read whole (an .xls, an HTML page) through the store's `FileIO.readWhole`:
    /// refused before a byte is held when it is over `maximumBytes`, and as soon as it passes
    /// them should it grow while read.
    /// - Parameter what: the file, for the error ("the .xls workbook").
    static func readWhole(path: String, maximumBytes: Int, what: String) throws(CSVReadError) -> [UInt8] {
        do {
            return [UInt8](try FileIO.readWhole(path: path, maximumBytes: maximumBytes, what: what))
        } catch StoreError.tooLarge(_, _, let size, let limit) {
            let measured = size >= 0 ? "\(size >> 20) MiB, more than" : "more than"
            throw CSVReadError(.workbookTooLarge, file: path, detail: "\(what) is \(measured) the \(limit >> 20) MiB an import reads")
        } catch {
            throw CSVReadError(.unreadableFile, file: path, detail: "cannot read the file: \(error)")
        }
    }

    func openSource() throws(CSVReadError) -> any ByteSource {
        switch self {
        case .file(let path): return try FileByteSource(path: path)
        case .bytes(let bytes): return MemoryByteSource(bytes: bytes)
        }
    }
}

/// A stream of raw bytes, read in chunks.
protocol ByteSource: AnyObject {
    /// Fills `buffer` from its start with up to `buffer.count` bytes; returns how many were
    /// read, 0 at the end. Reads again after a short read so a chunk is full unless at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(CSVReadError) -> Int
}

extension ByteSource {
    /// Fills an array from its start; returns how many bytes were read.
    func read(into array: inout [UInt8]) throws(CSVReadError) -> Int {
        let result = array.withUnsafeMutableBytes { buffer in
            Result { () throws(CSVReadError) in try read(into: buffer) }
        }
        return try result.get()
    }
}

/// A file read with read(2); the descriptor is closed when the source goes away.
final class FileByteSource: ByteSource {
    private let descriptor: Int32
    private let path: String

    init(path: String) throws(CSVReadError) {
        self.path = path
        // O_NONBLOCK: a FIFO nobody writes to must not hang the import; it is refused below.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw CSVReadError(.unreadableFile, file: path, detail: "cannot open the file: \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            let kind = FileIO.kindName(info.st_mode)
            close(fd)
            throw CSVReadError(.unreadableFile, file: path, detail: "the file is \(kind), not a regular file; nothing was read from it")
        }
        descriptor = fd
    }

    deinit {
        close(descriptor)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(CSVReadError) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var total = 0
        while total < buffer.count {
            let count = systemRead(descriptor, base + total, buffer.count - total)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw CSVReadError(.unreadableFile, file: path, detail: "cannot read the file: \(String(cString: strerror(errno)))")
            }
            total += count
        }
        return total
    }
}

@available(*, unavailable)
extension FileByteSource: Sendable {}

/// Bytes in memory, handed out in chunks like a file.
final class MemoryByteSource: ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(CSVReadError) -> Int {
        let count = min(buffer.count, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + count)]))
        }
        offset += count
        return count
    }
}

/// read(2) under its module-qualified name, so the method named `read` can call it.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}
