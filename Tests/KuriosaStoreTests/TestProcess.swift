import Foundation

/// Runs the package's own executables (the `kuriosa` command and test helpers) from the build
/// folder the test binary sits in.
enum TestProcess {
    static var buildFolder: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // The test runner is `<build>/KuriosaToolkitPackageTests.xctest` (a file on Linux).
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("kuriosa").path), url.path != "/" {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    static func executable(_ name: String) -> URL { buildFolder.appendingPathComponent(name) }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `kuriosa` with arguments and extra environment; stdin is empty (not a terminal).
    static func kuriosa(_ arguments: [String], environment: [String: String] = [:], stdin: String = "") throws -> Result {
        try run(executable("kuriosa"), arguments, environment: environment, stdin: stdin)
    }

    static func run(_ exe: URL, _ arguments: [String], environment: [String: String] = [:], stdin: String = "") throws -> Result {
        let p = Process()
        p.executableURL = exe
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "KURIOSA_RECOVERY_KEY")
        env.removeValue(forKey: "KURIOSA_PASSPHRASE")
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = input
        try p.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }
}
