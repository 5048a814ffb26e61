import Foundation

/// Runs the built `kuriosa` command from the build folder the test binary sits in (after
/// Tests/KuriosaStoreTests/TestProcess.swift). Output goes to files, not pipes, so a large
/// `--json` report cannot fill a pipe while the other one is being read.
enum TestProcess {
    static var buildFolder: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // The test runner is `<build>/KuriosaToolkitPackageTests.xctest` (a file on Linux).
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("kuriosa").path), url.path != "/" {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `kuriosa` with arguments and extra environment; stdin is empty, stdout and stderr
    /// are files (never a terminal).
    static func kuriosa(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kuriosa-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let p = Process()
        p.executableURL = buildFolder.appendingPathComponent("kuriosa")
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "KURIOSA_RECOVERY_KEY")
        env.removeValue(forKey: "KURIOSA_PASSPHRASE")
        for (k, v) in environment { env[k] = v }
        p.environment = env
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try out.close()
        try err.close()
        return Result(status: p.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
