import Foundation

/// Test files on disk.
enum FileManagerShim {
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
