import Foundation
@testable import KuriosaStore
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// FIFOs, devices and folders where the toolkit reads a file
/// (docs/store.md#special-files-and-sizes): each is refused with an error that says what it is,
/// in a real process, instead of hanging `info`, `check` or `sync` for ever. Every run is
/// bounded: a process still running after 30 s is killed and the test fails (a hang, not a slow
/// machine).
@Suite struct SpecialFileTests {
    struct Run {
        let status: Int32
        let finished: Bool
        let stdout: String
        let stderr: String
    }

    /// Runs `kuriosa` with the library's recovery key; kills it if it is still running after 30 s.
    static func run(_ arguments: [String], key: String) throws -> Run {
        let scratch = try TestFolder.make("kuriosa-run")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let p = Process()
        p.executableURL = TestProcess.executable("kuriosa")
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["KURIOSA_RECOVERY_KEY"] = key
        env.removeValue(forKey: "KURIOSA_PASSPHRASE")
        p.environment = env
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = out
        p.standardError = err
        try p.run()
        var waited = 0
        while p.isRunning, waited < 3000 {
            usleep(10_000)
            waited += 1
        }
        let finished = !p.isRunning
        if !finished { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
        try out.close()
        try err.close()
        return Run(status: p.terminationStatus, finished: finished,
                   stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                   stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    static func makeLibrary(_ folder: URL) throws -> (url: URL, key: String) {
        let url = folder.appendingPathComponent("Lib")
        let (_, key) = try LibraryPackage.create(at: url)
        return (url, key.displayForm)
    }

    static func fifo(_ url: URL) throws {
        try? FileManager.default.removeItem(at: url)
        #expect(mkfifo(url.path, 0o600) == 0)
    }

    @Test func aFIFOInPlaceOfTheCatalogIsRefused() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.makeLibrary(folder)
        try Self.fifo(url.appendingPathComponent(LibraryPackage.catalogName))
        for command in ["info", "sync"] {
            let r = try Self.run([command, url.path], key: key)
            #expect(r.finished, "\(command) hangs on a FIFO")
            #expect(r.status == 2, "\(command): \(r.stderr)")
            #expect(r.stderr.contains("catalog.db.enc: is a FIFO (named pipe), not a regular file"), "\(command): \(r.stderr)")
        }
        let check = try Self.run(["check", url.path], key: key)
        #expect(check.finished)
        #expect(check.status == 1, "check reports it as a problem: \(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("is a FIFO (named pipe), not a regular file"), "\(check.stdout)")
    }

    @Test func aFIFOAsAConflictCopyIsLeftAloneAndReported() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.makeLibrary(folder)
        let copy = url.appendingPathComponent("catalog.db 2.enc")
        try Self.fifo(copy)
        let r = try Self.run(["sync", url.path], key: key)
        #expect(r.finished, "sync hangs on a FIFO conflict copy")
        #expect(r.status == 3, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("left alone: catalog.db 2.enc") && r.stdout.contains("is a FIFO (named pipe)"), "\(r.stdout)")
        // A folder named like a copy is said to be one.
        try FileManager.default.removeItem(at: copy)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        let d = try Self.run(["sync", url.path], key: key)
        #expect(d.stdout.contains("is a folder, not a regular file"), "\(d.stdout)")
    }

    @Test func aFIFOOrADeviceAsTheManifestIsRefused() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.makeLibrary(folder)
        let manifest = url.appendingPathComponent(LibraryPackage.manifestName)
        try Self.fifo(manifest)
        for command in ["info", "check", "sync"] {
            let r = try Self.run([command, url.path], key: key)
            #expect(r.finished, "\(command) hangs on a FIFO manifest")
            #expect(r.status == 2)
            #expect(r.stderr.contains("manifest.json: is a FIFO (named pipe), not a regular file"), "\(command): \(r.stderr)")
        }
        // /dev/zero (through a symbolic link, which is followed) is a device, not "permission".
        try FileManager.default.removeItem(at: manifest)
        try FileManager.default.createSymbolicLink(atPath: manifest.path, withDestinationPath: "/dev/zero")
        let z = try Self.run(["info", url.path], key: key)
        #expect(z.finished)
        #expect(z.status == 2)
        #expect(z.stderr.contains("manifest.json: is a character device, not a regular file"), "\(z.stderr)")
        #expect(!z.stderr.contains("permission"))
    }

    @Test func aFIFOAsAKeyFileOrAMediaFileIsRefused() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.makeLibrary(folder)
        let keyFIFO = folder.appendingPathComponent("key.fifo")
        try Self.fifo(keyFIFO)
        let r = try Self.run(["info", url.path, "--recovery-key-file", keyFIFO.path], key: key)
        #expect(r.finished, "info hangs on a FIFO key file")
        #expect(r.status == 2)
        #expect(r.stderr.contains("key.fifo: is a FIFO (named pipe), not a regular file"), "\(r.stderr)")
        // A key file given as the shell's pipe (/dev/stdin) still works.
        let piped = try TestProcess.kuriosa(["info", url.path, "--recovery-key-file", "/dev/stdin"], stdin: key + "\n")
        #expect(piped.status == 0, "\(piped.stderr)")

        let media = url.appendingPathComponent("media/\(SecureRandom.uuid()).enc")
        try Self.fifo(media)
        let check = try Self.run(["check", url.path], key: key)
        #expect(check.finished, "check hangs on a FIFO media file")
        #expect(check.status == 1)
        #expect(check.stdout.contains("is a FIFO (named pipe), not a regular file"), "\(check.stdout)")
    }

    @Test func aFIFOAsTheCSVInputIsRefused() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.makeLibrary(folder)
        let csv = folder.appendingPathComponent("pieces.csv")
        try Self.fifo(csv)
        let before = try Data(contentsOf: url.appendingPathComponent(LibraryPackage.catalogName))
        let r = try Self.run(["import", url.path, csv.path, "--new-collection", "Watches", "--template", "builtin.watch"], key: key)
        #expect(r.finished, "import hangs on a FIFO")
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("is a FIFO (named pipe), not a regular file"), "\(r.stderr)")
        #expect(try Data(contentsOf: url.appendingPathComponent(LibraryPackage.catalogName)) == before)
    }
}
