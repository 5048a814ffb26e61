import Foundation

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
            try? FileIO.writeAtomically(Data((id + "\n").utf8), to: url)
            return id
        }
    }
}
