import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The media IDs a writer is about to reference, written before each media file
/// (docs/store.md#what-a-crash-leaves-behind): a photo import killed before its save leaves
/// sealed media files that no record names, and only the writer that made them may remove them
/// (another device's new photos look the same). The file,
/// `.kuriosa-toolkit.intent.<device-id>.<uuid>` in the package, is held under an flock while
/// its process lives and removed after the save that references the IDs; the next writer of
/// this device removes a dead process's file and the media it names that no catalog names
/// (`PackageLeftovers.removeOwn`).
///
/// Plain text, one ID a line, appended with write(2): the IDs are the names of media files,
/// which the package shows anyway, so sealing them would hide nothing. The line is in the
/// kernel before the media file is created, so a killed process's intent always names it;
/// it is not fsynced (a power loss may leave an orphan unnamed: `check` reports it).
final class MediaIntent: Sendable {
    static let prefix = ".kuriosa-toolkit.intent"

    /// The open intent file and the IDs written to it, one writer at a time.
    private struct State {
        var fd: Int32 = -1
        var path: String?
        var recorded = Set<String>()
    }

    private let state = Mutex(State())

    deinit { state.withLock { if $0.fd >= 0 { close($0.fd) } } }

    func record(_ id: String, in package: URL) throws {
        try state.withLock { state in
            guard !state.recorded.contains(id) else { return }
            if state.fd < 0 {
                let p = package.appendingPathComponent(Self.prefix + PackageLeftovers.ownTag + UUID().uuidString.lowercased()).path
                // Foundation's UUID, not SecureRandom's: tests' fixed ID sequences stay as they were.
                let f = open(p, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
                guard f >= 0 else { throw StoreError.io(path: p, operation: "create intent file", errno: errno) }
                guard flock(f, LOCK_EX | LOCK_NB) == 0 else {
                    close(f)
                    throw StoreError.io(path: p, operation: "lock intent file", errno: errno)
                }
                state.fd = f
                state.path = p
            }
            let line = Array((id + "\n").utf8)
            let fd = state.fd
            let n = line.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
            guard n == line.count else { throw StoreError.io(path: state.path ?? "", operation: "write intent file", errno: errno) }
            state.recorded.insert(id)
        }
    }

    /// After a save that references every recorded ID (or after the writer removed the
    /// files it gave up): the intent is fulfilled and its file goes.
    /// - Parameter referenced: the saved catalog's media IDs; a recorded ID it does not
    ///   name is this process's own orphan, removed with its files.
    func fulfil(package: URL, referenced: Set<String>) {
        state.withLock { state in
            guard state.fd >= 0, let path = state.path else { return }
            for id in state.recorded where !referenced.contains(id) {
                for kind in MediaKind.allCases {
                    unlink(package.appendingPathComponent("media").appendingPathComponent(kind.fileName(id: id)).path)
                }
            }
            unlink(path)
            close(state.fd)
            state = State()
        }
    }

    /// Whether this process has media writes not yet saved.
    var isEmpty: Bool { state.withLock { $0.recorded.isEmpty } }

    /// The IDs an intent file names (lines that are lowercase UUIDs; at most 1 MiB read).
    static func ids(in url: URL) -> [String] {
        guard let data = try? FileIO.readWhole(path: url.path, maximumBytes: 1 << 20, what: "an intent file") else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter(Manifest.isLowercaseUUID)
    }
}
