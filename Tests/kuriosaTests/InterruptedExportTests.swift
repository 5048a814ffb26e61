import Foundation
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C while `kuriosa labels` or `kuriosa export` draws its PDF (docs/cli.md, "Exit codes"):
/// a real SIGINT to a real process once its temporary file is there; the process ends with
/// 130 and a message naming the output, the folder holds nothing (no half PDF, no temporary
/// file), and the library is byte for byte what it was (no code linked).
@Suite("Ctrl-C while a PDF is drawn", .serialized)
struct InterruptedExportTests {
    /// A library of 3,000 watches: enough labels that drawing them takes seconds in a debug build.
    static func library(in folder: URL) throws -> (url: URL, key: String) {
        let url = folder.appendingPathComponent("Lib")
        let keyFile = folder.appendingPathComponent("key.txt")
        let made = try TestProcess.kuriosa(["init", url.path, "--recovery-key-out", keyFile.path])
        try #require(made.status == 0, "\(made.stderr)")
        let key = try String(contentsOf: keyFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        var csv = "Title,Brand,Reference\n"
        for i in 0..<3_000 { csv += "Watch \(i) Chronograph Automatic,Omega,\(100 + i % 900).\(i)\n" }
        let file = folder.appendingPathComponent("watches.csv")
        try Data(csv.utf8).write(to: file)
        let imported = try TestProcess.kuriosa(["import", url.path, file.path, "--new-collection", "Watches", "--template", "builtin.watch"],
                                               environment: ["KURIOSA_RECOVERY_KEY": key])
        try #require(imported.status == 0, "\(imported.stderr)")
        return (url, key)
    }

    static func files(under url: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let e = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = e?.nextObject() as? URL {
            if (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true { out[file.path] = try Data(contentsOf: file) }
        }
        return out
    }

    /// Runs `kuriosa arguments`, interrupts it once a temporary file is in `watched` and it has
    /// had a moment to draw, and returns its status and standard error.
    static func interrupt(_ arguments: [String], key: String, watching watched: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = TestProcess.executable("kuriosa")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["KURIOSA_RECOVERY_KEY": key]) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: watched.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".tmp") }) { break }
            usleep(5_000)
        }
        usleep(300_000)
        #expect(process.isRunning, "the command ended before it could be interrupted")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test("exit 130, nothing in the folder, the library unchanged", arguments: ["labels", "export"])
    func ctrlCWhileDrawing(_ command: String) throws {
        let folder = try TestFolder.make("kuriosa-interrupt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.library(in: folder)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let before = try Self.files(under: url)
        let target = out.appendingPathComponent("\(command).pdf")
        let arguments = command == "labels"
            ? ["labels", url.path, "--sheet", "avery-l7651", "-o", target.path]
            : ["export", url.path, "--template", "inventory", "--format", "pdf", "-o", target.path]
        let (status, stderr) = try Self.interrupt(arguments, key: key, watching: out)
        #expect(status == 130, "\(stderr)")
        #expect(stderr.contains("interrupted; \(target.path) was not written"), "\(stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
        #expect(try Self.files(under: url) == before, "the library changed")
    }
}
