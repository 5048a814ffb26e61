import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The hidden folders `LibraryPackage.create` builds a package in, beside its target
/// (`.NAME.kuriosa-init.<device-id>.<uuid>`), and which of them a killed `init` left behind.
/// A folder is provably this device's own leftover when all of these hold, and only then is
/// it removed (docs/store.md, "Creating a library"):
/// - its name has the pattern and this device's ID (another device's, or a user's folder
///   that merely looks alike, never matches);
/// - no process holds the `flock` its builder takes on the folder while it works (the kernel
///   drops the lock when the process dies, whatever killed it, so no PID can be reused);
/// - it is at least `PackageLeftovers.settleSeconds` old (between `mkdir` and the lock the
///   builder holds none);
/// - it holds nothing but what `init` writes: `media/` (empty), `catalog.db.enc`,
///   `manifest.json` and the temporary files of their atomic writes.
public enum InitLeftovers {
    static let marker = ".kuriosa-init."

    /// The name of a new building folder for a package named `name`.
    static func buildingName(for name: String) -> String {
        "." + name + marker + DeviceIdentity.cachedCurrent + "." + UUID().uuidString.lowercased()
    }

    /// Takes the builder's lock on a new building folder: held until the returned descriptor
    /// is closed (after the rename) or the process dies.
    static func lock(_ folder: URL) throws -> Int32 {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreError.io(path: folder.path, operation: "open", errno: errno) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(fd)
            throw StoreError.io(path: folder.path, operation: "flock", errno: code)
        }
        return fd
    }

    /// This device's building folders in `folder` that no live process owns and that hold
    /// only what `init` writes.
    public static func ownDead(in folder: URL) -> [URL] {
        let own = marker + DeviceIdentity.cachedCurrent + "."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { $0.hasPrefix(".") && $0.contains(own) }
            .map { folder.appendingPathComponent($0) }
            .filter { isDead($0) && holdsOnlyInitFiles($0) }
    }

    /// Removes this device's dead building folders in `folder`; returns what it removed.
    @discardableResult
    public static func removeOwnDead(in folder: URL) -> [URL] {
        ownDead(in: folder).filter { (try? FileManager.default.removeItem(at: $0)) != nil }
    }

    /// Old enough, and its lock free (taken and given back at once to see).
    static func isDead(_ url: URL) -> Bool {
        let fd = open(url.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return false }
        let age = Date().timeIntervalSince1970 - (Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9)
        guard age >= PackageLeftovers.settleSeconds, flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }
        flock(fd, LOCK_UN)
        return true
    }

    /// Nothing in the folder that `init` does not write: a user's file put there is kept.
    static func holdsOnlyInitFiles(_ url: URL) -> Bool {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: url.path) else { return false }
        for name in names {
            let path = url.appendingPathComponent(name).path
            var st = stat()
            guard lstat(path, &st) == 0 else { return false }
            let regular = st.st_mode & S_IFMT == S_IFREG, directory = st.st_mode & S_IFMT == S_IFDIR
            switch name {
            case "media":
                guard directory, (try? fm.contentsOfDirectory(atPath: path))?.isEmpty == true else { return false }
            case LibraryPackage.catalogName, LibraryPackage.manifestName:
                guard regular else { return false }
            default:
                guard regular, name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
            }
        }
        return true
    }
}
