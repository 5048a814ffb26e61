import Foundation

/// Runs the package's own executables (the `kuriosa` command and the test helpers) from the
/// build folder the test binary sits in, for every test target. Output goes to files, not
/// pipes, so a large `--json` report cannot fill one pipe while the other is being read.
public enum TestProcess {
    /// What a finished run printed and how it ended.
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// The build folder: the first folder above the test runner that holds `kuriosa`.
    public static var buildFolder: URL { folder(holding: "kuriosa") }

    /// A built executable of the package, e.g. `kuriosa-crash-writer`.
    public static func executable(_ name: String) -> URL { folder(holding: name).appendingPathComponent(name) }

    /// Runs `kuriosa` with arguments and extra environment; stdin holds `stdin` (empty by
    /// default), stdout and stderr are files (never a terminal).
    public static func kuriosa(_ arguments: [String], environment: [String: String] = [:], stdin: String = "") throws -> Result {
        try run(executable("kuriosa"), arguments, environment: environment, stdin: stdin)
    }

    /// Runs `executable` as `kuriosa` is run. The library's secrets in the test runner's own
    /// environment are not passed on: a test gives them explicitly or not at all.
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
                           stdin: String = "") throws -> Result {
        let scratch = try TestFolder.make("kuriosa-run")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("in")
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        try Data(stdin.utf8).write(to: inURL)
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let input = try FileHandle(forReadingFrom: inURL)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "KURIOSA_RECOVERY_KEY")
        env.removeValue(forKey: "KURIOSA_PASSPHRASE")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try input.close()
        try out.close()
        try err.close()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    private static func folder(holding name: String) -> URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // The test runner is `<build>/KuriosaToolkitPackageTests.xctest` (a file on Linux).
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path), url.path != "/" {
            url = url.deletingLastPathComponent()
        }
        return url
    }
}
