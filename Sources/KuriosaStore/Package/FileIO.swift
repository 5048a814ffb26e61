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

    /// - Throws: `StoreError.notRegularFile` when a file opened for reading is a FIFO, a
    ///   device, a socket or a folder (docs/store.md, "Special files and sizes").
    public init(path: String, mode: Mode, permissions: mode_t = 0o600) throws {
        let flags: Int32 = switch mode {
        // O_NONBLOCK: opening a FIFO nobody writes to must not wait for ever; it is refused
        // below, so the flag never matters for the reads of a regular file.
        case .read: O_RDONLY | O_NONBLOCK | O_CLOEXEC
        case .createExclusive: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
        case .truncate: O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
        }
        let fd = open(path, flags, permissions)
        guard fd >= 0 else { throw StoreError.io(path: path, operation: "open", errno: errno) }
        if mode == .read {
            var st = stat()
            guard fstat(fd, &st) == 0 else {
                let code = errno
                close(fd)
                throw StoreError.io(path: path, operation: "stat", errno: code)
            }
            guard st.st_mode & S_IFMT == S_IFREG else {
                close(fd)
                throw StoreError.notRegularFile(path: path, kind: Self.kindName(st.st_mode))
            }
        }
        self.fd = fd
        self.path = path
    }

    /// What a file that is not a regular one is, in words for an error message.
    public static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        case S_IFREG: "a regular file"
        default: "a special file"
        }
    }

    /// A whole regular file in memory, refused before any byte is held when it has more
    /// than `maximumBytes` (and, should it grow while it is read, as soon as it passes them).
    /// - Parameter what: the file's role, for the error ("a manifest").
    public static func readWhole(path: String, maximumBytes: Int, what: String) throws -> Data {
        let io = try FileIO(path: path, mode: .read)
        let size = try io.size
        guard size <= maximumBytes else {
            throw StoreError.tooLarge(path: path, what: what, size: size, limit: maximumBytes)
        }
        return try io.readToEnd(maximumBytes: maximumBytes, what: what)
    }

    /// The rest of the file, at most `maximumBytes` (one more is an error).
    func readToEnd(maximumBytes: Int, what: String) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = try chunk.withUnsafeMutableBytes { try readFully(into: $0) }
            data.append(contentsOf: chunk[0..<n])
            guard data.count <= maximumBytes else {
                throw StoreError.tooLarge(path: path, what: what, size: -1, limit: maximumBytes)
            }
            if n < chunk.count { return data }
        }
    }

    /// A small secret file (a recovery key, a passphrase): a regular file, or a pipe the
    /// shell opened for this process (`/dev/stdin`, `/dev/fd/N` of `<(…)`); a named FIFO
    /// elsewhere, a device or a folder is refused, and so is more than `maximumBytes`.
    public static func readSecretFile(path: String, maximumBytes: Int = 64 << 10) throws -> Data {
        let openPipe = path == "/dev/stdin" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
        guard openPipe else { return try readWhole(path: path, maximumBytes: maximumBytes, what: "a key file") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreError.io(path: path, operation: "open", errno: errno) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw StoreError.io(path: path, operation: "stat", errno: errno) }
        let type = st.st_mode & S_IFMT
        guard type == S_IFREG || type == S_IFIFO else {
            throw StoreError.notRegularFile(path: path, kind: kindName(st.st_mode))
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw StoreError.io(path: path, operation: "read", errno: errno)
            }
            if n == 0 { return data }
            data.append(contentsOf: chunk[0..<n])
            guard data.count <= maximumBytes else {
                throw StoreError.tooLarge(path: path, what: "a key file", size: -1, limit: maximumBytes)
            }
        }
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

    /// Moves the read/write position, e.g. back to the start after a header was peeked at.
    public func seek(to offset: Int) throws {
        guard lseek(fd, off_t(offset), SEEK_SET) == off_t(offset) else {
            throw StoreError.io(path: path, operation: "seek", errno: errno)
        }
    }

    /// Takes an exclusive flock on this file if no one holds one, and keeps it while the file
    /// is open: a temporary file is then never taken for a dead writer's leftover
    /// (PackageLeftovers). Not getting it changes nothing, so the result is not reported.
    public func lockWhileOpen() {
        _ = flock(fd, LOCK_EX | LOCK_NB)
    }

    /// Runs `body` holding an exclusive flock on the file at `path` (created if missing),
    /// waiting for any other holder; the lock goes when `body` returns or throws.
    public static func withExclusiveLock<T>(path: String, _ body: () throws -> T) throws -> T {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StoreError.io(path: path, operation: "open lock file", errno: errno) }
        defer { close(fd) }
        try PackageLockWait.process.acquire(fd: fd, path: path, folder: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// rename(2): `source` replaces `destination` in one step (same file system).
    public static func rename(_ source: String, over destination: String) throws {
        guard Glibc.rename(source, destination) == 0 else {
            throw StoreError.io(path: destination, operation: "rename", errno: errno)
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
    public static func writeAtomically(_ bytes: some ContiguousBytes, to destination: URL, permissions: mode_t = 0o600) throws {
        try writeAtomically(to: destination, permissions: permissions) { io in try bytes.withUnsafeBytes { try io.writeAll($0) } }
    }

    /// The same, with the content streamed by `body` into the temporary file. The one way
    /// the store replaces a file.
    /// - Parameter commit: runs the step it is given — rename over the destination, fsync of
    ///   the folder — once the temporary file is complete and fsynced; the default runs it at
    ///   once. A saving catalog wraps it in its lock and a check that the destination is
    ///   still the file it read (`CatalogSession.replace`). When `commit` throws, the
    ///   temporary file is removed and the destination left as it was.
    /// - Parameter permissions: the new file's mode (less the umask); the library's files are
    ///   the owner's only, a user's export gets 0o666 like any new file.
    public static func writeAtomically(to destination: URL, commit: ((() throws -> Void) throws -> Void)? = nil,
                                       permissions: mode_t = 0o600, body: (FileIO) throws -> Void) throws {
        let folder = destination.deletingLastPathComponent().path
        // A killed run of ours left its temporary file here: gone now, by the package's rule
        // (this device's name, no process holds it, 2 s old); anyone else's is left alone.
        PackageLeftovers.removeOwnDeadTemporaries(in: URL(fileURLWithPath: folder))
        let temp = folder + "/" + PackageLeftovers.temporaryName(for: destination.lastPathComponent)
        do {
            let io = try FileIO(path: temp, mode: .createExclusive, permissions: permissions)
            io.lockWhileOpen()
            // Replacing a file keeps its mode: a 0600 report stays readable by its owner only.
            var existing = stat()
            if stat(destination.path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG {
                fchmod(io.fd, existing.st_mode & 0o7777)
            }
            try body(io)
            try io.sync()
            let replace = {
                try rename(temp, over: destination.path)
                try syncDirectory(folder)
            }
            if let commit { try commit(replace) } else { try replace() }
        } catch {
            unlink(temp)  // after a rename that name is gone, and this does nothing
            throw error
        }
    }
}

@available(*, unavailable) extension FileIO: Sendable {}
