import Foundation
import KuriosaCore
#if canImport(Glibc)
import Glibc
#endif

/// Keeps two long jobs on one library (`kuriosa previews refresh` from cron every hour and
/// one started by hand) from running at once: an exclusive `flock` on the library package's
/// folder itself (for a plain catalog, the folder holding it).
///
/// Why the folder: the package lives in a shared sync folder and its format must not gain
/// files the app does not know, so no lock file is added to it; the store's save lock
/// (`.kuriosa-toolkit.lock`) cannot be it, because every save takes that one and would wait
/// for the job holding it. A lock file elsewhere (`$XDG_RUNTIME_DIR`, `~/.cache`) would
/// differ between cron's environment, a shell's and another user's. The folder is the
/// package's identity on this machine whatever path reaches it; the kernel drops the lock
/// when the process ends, even by `kill -9`, so a crashed job never leaves a stale lock.
/// A sync provider does not carry locks: jobs on two computers are not kept apart (their
/// saves merge, as every save does).
public final class LibraryJobLock {
    private let descriptor: Int32
    public let path: String

    /// The folder's lock, held while the returned object lives; nil without
    /// `wait` when another process holds it.
    /// - Parameters:
    ///   - folder: the package, or a plain catalog's folder.
    ///   - wait: wait for the other job to end (polled, so that `cancelled` is seen).
    ///   - cancellation: checked while waiting (Ctrl-C); once cancelled it gives up and returns nil.
    public static func acquire(folder: URL, wait: Bool, cancellation: CancellationToken? = nil) throws -> LibraryJobLock? {
        let path = folder.path
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreError.io(path: path, operation: "open the folder to lock it", errno: errno) }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let error = errno
            guard error == EWOULDBLOCK || error == EINTR else {
                close(fd)
                throw StoreError.io(path: path, operation: "lock", errno: error)
            }
            if error == EWOULDBLOCK {
                guard wait, cancellation?.isCancelled != true else {
                    close(fd)
                    return nil
                }
                usleep(200_000)
            }
        }
        return LibraryJobLock(descriptor: fd, path: path)
    }

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }
}

@available(*, unavailable) extension LibraryJobLock: Sendable {}
