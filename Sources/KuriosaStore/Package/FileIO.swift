import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A POSIX file descriptor: KEF1 streams and atomic saves need read(2), write(2), fsync(2)
/// and rename(2) with their exact guarantees, which FileHandle does not spell out.
public final class FileIO {
    public let fd: Int32
    public let path: String

    public enum Mode { case read, createExclusive, truncate }

    public init(path: String, mode: Mode, permissions: mode_t = 0o600) throws {
        let flags: Int32 = switch mode {
        case .read: O_RDONLY | O_CLOEXEC
        case .createExclusive: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
        case .truncate: O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
        }
        let fd = open(path, flags, permissions)
        guard fd >= 0 else { throw StoreError.io(path: path, operation: "open", errno: errno) }
        self.fd = fd
        self.path = path
    }

    deinit { close(fd) }

    public var size: Int {
        get throws {
            var st = stat()
            guard fstat(fd, &st) == 0 else { throw StoreError.io(path: path, operation: "stat", errno: errno) }
            return Int(st.st_size)
        }
    }

    /// Fills the buffer unless the file ends first; returns the number of bytes read.
    public func readFully(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        var done = 0
        while done < buffer.count {
            let n = read(fd, buffer.baseAddress! + done, buffer.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw StoreError.io(path: path, operation: "read", errno: errno)
            }
            if n == 0 { break }
            done += n
        }
        return done
    }

    public func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
        var done = 0
        while done < bytes.count {
            let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw StoreError.io(path: path, operation: "write", errno: errno)
            }
            done += n
        }
    }

    public func sync() throws {
        guard fsync(fd) == 0 else { throw StoreError.io(path: path, operation: "fsync", errno: errno) }
    }

    /// fsyncs a folder, so that a rename inside it survives a power loss.
    public static func syncDirectory(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreError.io(path: path, operation: "open folder", errno: errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw StoreError.io(path: path, operation: "fsync folder", errno: errno) }
    }

    /// Writes `bytes` to `destination` atomically: a temporary file in the same folder,
    /// fsync, rename over the destination, fsync of the folder. A crash leaves the old or the
    /// new file, never a mix.
    public static func writeAtomically(_ bytes: some ContiguousBytes, to destination: URL) throws {
        try writeAtomically(to: destination) { io in try bytes.withUnsafeBytes { try io.writeAll($0) } }
    }

    /// The same, with the content streamed by `body` into the temporary file.
    public static func writeAtomically(to destination: URL, body: (FileIO) throws -> Void) throws {
        let folder = destination.deletingLastPathComponent().path
        let temp = folder + "/." + destination.lastPathComponent + "." + SecureRandom.uuid() + ".tmp"
        do {
            let io = try FileIO(path: temp, mode: .createExclusive)
            try body(io)
            try io.sync()
            guard rename(temp, destination.path) == 0 else {
                throw StoreError.io(path: destination.path, operation: "rename", errno: errno)
            }
        } catch {
            unlink(temp)
            throw error
        }
        try syncDirectory(folder)
    }
}

@available(*, unavailable) extension FileIO: Sendable {}
