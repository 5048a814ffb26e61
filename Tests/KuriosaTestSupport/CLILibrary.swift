import Foundation

/// A library made with `kuriosa init` in a temporary folder, unlocked by a key file: what the
/// tests of the command line (`Tests/kuriosaTests`) and of the import run `kuriosa` on.
public final class CLILibrary {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let folder: URL
    public let library: URL
    public let key: URL
    public let environment: [String: String]

    public init() throws {
        folder = try TestFolder.make("kuriosa-cli")
        library = folder.appendingPathComponent("lib")
        key = folder.appendingPathComponent("key")
        environment = ["KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path]
        let made = try TestProcess.kuriosa(["init", library.path, "--recovery-key-out", key.path, "--json"], environment: environment)
        guard made.status == 0 else { throw Failure(description: "kuriosa init: \(made.stderr)") }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// `kuriosa COMMAND LIBRARY ARGUMENTS… --recovery-key-file KEY`: `arguments` starts with the
    /// command, the library follows it.
    public func run(_ arguments: [String]) throws -> TestProcess.Result {
        try TestProcess.kuriosa([arguments[0], library.path] + arguments.dropFirst() + ["--recovery-key-file", key.path], environment: environment)
    }

    /// `kuriosa import LIBRARY CSV --recovery-key-file KEY` plus `arguments`.
    public func importFile(_ csv: String, _ arguments: [String]) throws -> TestProcess.Result {
        try TestProcess.kuriosa(["import", library.path, csv, "--recovery-key-file", key.path] + arguments, environment: environment)
    }

    /// Imports and returns the exit status and the parsed `--json` object.
    public func importJSON(_ csv: String, _ arguments: [String]) throws -> (status: Int32, json: [String: Any]) {
        let result = try importFile(csv, arguments + ["--json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        guard let json = object as? [String: Any] else { throw Failure(description: "stdout: \(result.stdout) stderr: \(result.stderr)") }
        return (result.status, json)
    }

    /// Every file under the library folder, by relative path: the bytes themselves (these
    /// libraries are small), so that a test sees the library left byte for byte as it was.
    public func fileHashes() throws -> [String: Data] {
        var hashes: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: library, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            hashes[url.path.replacingOccurrences(of: library.path, with: "")] = try Data(contentsOf: url)
        }
        return hashes
    }
}
