import Foundation

/// Errors of the store that a person can act on: each names the file, table or key at fault.
public enum StoreError: Error, Sendable, Equatable {
    case io(path: String, operation: String, errno: Int32)
    case sealedFile(path: String, reason: String)
    case manifest(path: String, reason: String)
    case newerFormat(path: String, version: Int)
    case noPackage(folder: String)
    case locked(path: String, reason: String)
    case newerCatalog(path: String, version: Int, supported: Int)
    case catalog(path: String, reason: String)
    case changedByAnotherWriter(path: String)
    case notFound(what: String)
    case invalidArgument(String)
    /// A FIFO, device, socket or folder where a file is read (`kind` says which).
    case notRegularFile(path: String, kind: String)
    /// A file larger than the toolkit reads for its role (docs/store.md, "Special files and sizes");
    /// `size` -1 when it grew past the limit while it was read.
    case tooLarge(path: String, what: String, size: Int, limit: Int)
    /// The catalog decrypts, but SQLite finds its database damaged (`messages` are SQLite's).
    case damagedCatalog(path: String, messages: [String])
    /// Another toolkit process held the package lock longer than this one waits
    /// (`PackageLockWait`); nothing was written.
    case busy(path: String, seconds: Double)
}

extension StoreError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case .io(let path, let op, let e): "\(path): \(op) failed: \(String(cString: strerror(e)))"
        case .sealedFile(let path, let reason): "\(path): \(reason)"
        case .manifest(let path, let reason): "\(path): invalid manifest: \(reason)"
        case .newerFormat(let path, let v): "\(path): formatVersion \(v) is newer than this toolkit supports (1); update the toolkit"
        case .noPackage(let folder): "\(folder): no library package here (no folder with a readable manifest.json)"
        case .locked(let path, let reason): "\(path): cannot unlock the library: \(reason)"
        case .newerCatalog(let path, let v, let s): "\(path): catalog schema version \(v) is newer than this toolkit supports (\(s)); update the toolkit"
        case .catalog(let path, let reason): "\(path): \(reason)"
        case .changedByAnotherWriter(let path): "\(path): another writer changed the catalog since it was read; nothing was written (run the command again)"
        case .notFound(let what): "\(what) not found"
        case .invalidArgument(let what): what
        case .notRegularFile(let path, let kind): "\(path): is \(kind), not a regular file; nothing was read from it"
        case .damagedCatalog(let path, let messages):
            "\(path): the catalog decrypts, but its SQLite database is damaged (\(messages.joined(separator: "; "))); nothing was written, so the damage is not sealed again. Run `kuriosa check` and restore a backup or an undamaged copy"
        case .busy(let path, let seconds):
            "\(path): another kuriosa process is working on this library and held its lock for the \(NumberSeconds.text(seconds)) this command waits; nothing was written. Run it again when the other is done, or wait longer with --lock-wait SECONDS"
        case .tooLarge(let path, let what, let size, let limit):
            "\(path): \(size < 0 ? "grew while it was read to" : "has \(size) bytes,") more than the \(limit) bytes \(what) may have; nothing was read"
        }
    }

    public var errorDescription: String? { description }
}

/// `30 s`, `0.5 s` in a message.
enum NumberSeconds {
    static func text(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}
