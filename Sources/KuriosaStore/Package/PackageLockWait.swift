import Foundation
import KuriosaCore
import Synchronization

/// How a writer waits for the package lock another toolkit process holds (docs/store.md,
/// "Waiting for the lock"): silently for a second, then it says once what it waits for, and
/// after `seconds` it gives up with `StoreError.busy`, having written nothing. A wait that
/// never ends (a job stuck on another machine's share, a forgotten terminal) is worse than a
/// clear "try again": the command line sets the limit (`--lock-wait`) and the message hook.
public struct PackageLockWait: Sendable {
    /// How long to wait in all; 0 gives up at once when the lock is held.
    public var seconds: Double = 30
    /// After how long the writer says that it waits.
    public var quietSeconds: Double = 1
    /// Called once, after `quietSeconds`, with the lock file's package folder.
    public var onWaiting: (@Sendable (String) -> Void)?
    /// Polled while waiting: once cancelled (Ctrl-C) the wait throws `Cancelled`.
    public var cancellation: CancellationToken?

    public init(seconds: Double = 30) {
        self.seconds = seconds
    }

    /// Thrown when `cancellation` stopped the wait.
    public struct Cancelled: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path): stopped while waiting for the library's lock; nothing was written" }
    }

    private static let current = Mutex(PackageLockWait())

    /// The process's way of waiting, set once by the command line.
    public static var process: PackageLockWait {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// Takes `flock(fd, LOCK_EX)`, waiting as described. `folder` names the package in messages.
    func acquire(fd: Int32, path: String, folder: String) throws {
        let start = Date()
        var told = false
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw StoreError.io(path: path, operation: "lock", errno: errno) }
            if errno == EINTR { continue }
            let waited = Date().timeIntervalSince(start)
            if cancellation?.isCancelled == true { throw Cancelled(path: folder) }
            if waited >= seconds { throw StoreError.busy(path: folder, seconds: seconds) }
            if !told, waited >= quietSeconds {
                told = true
                onWaiting?(folder)
            }
            usleep(50_000)
        }
    }
}
