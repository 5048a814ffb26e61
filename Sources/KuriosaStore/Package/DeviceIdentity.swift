import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The random device ID the toolkit writes into `history.device` (catalog schema version 14),
/// kept per user in the config directory so that the app shows our changes as made
/// "on another device" consistently across runs.
public enum DeviceIdentity {
    /// `$KURIOSA_CONFIG_DIR`, else `$XDG_CONFIG_HOME/kuriosa`, else `~/.config/kuriosa`.
    public static var configFolder: URL {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["KURIOSA_CONFIG_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        if let xdg = env["XDG_CONFIG_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("kuriosa") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config/kuriosa")
    }

    /// The device ID of this process, read (or made) once: leftover files are named with it.
    public static let cachedCurrent: String = current()

    /// The device ID, made on first use. When the config folder cannot be written (a
    /// read-only home), a fresh ID is used for this run rather than failing the command.
    public static func current() -> String {
        let url = configFolder.appendingPathComponent("device-id")
        if let data = try? FileIO.readWhole(path: url.path, maximumBytes: 4096, what: "a device ID file") {
            let text = String(decoding: data, as: UTF8.self)
            let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if Manifest.isLowercaseUUID(id) { return id }
        }
        // Outside a test's ID sequence (the ID and the temporary file's name): the device is
        // not part of the work a test compares, and is made whenever a config folder is new.
        return SecureRandom.$sequence.withValue(nil) {
            let id = SecureRandom.uuid()
            try? FileManager.default.createDirectory(at: configFolder, withIntermediateDirectories: true)
            // Not FileIO.writeAtomically: its temporary file is named with this very ID.
            let temp = url.path + "." + UUID().uuidString.lowercased() + ".tmp"
            if let io = try? FileIO(path: temp, mode: .createExclusive) {
                try? Data((id + "\n").utf8).withUnsafeBytes { try io.writeAll($0) }
                try? io.sync()
                if rename(temp, url.path) != 0 { unlink(temp) }
            }
            return id
        }
    }
}
