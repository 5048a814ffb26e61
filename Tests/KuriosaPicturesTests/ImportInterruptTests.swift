import Foundation
import KuriosaPictures
import KuriosaTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C while `kuriosa import` is storing photos: a real SIGINT to a real process, which
/// ends within a second and leaves the catalog and manifest byte for byte as they were
/// (docs/pictures.md, "Bounds").
@Suite("Ctrl-C in a photo import")
struct ImportInterruptTests {
    /// Every file of a folder with its bytes, but the empty job lock every command leaves.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return out }
        guard isFolder.boolValue else { return [folder.path: try Data(contentsOf: folder)] }
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            if (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true, url.lastPathComponent != ".kuriosa-toolkit.lock" {
                out[url.path] = try Data(contentsOf: url)
            }
        }
        return out
    }

    @Test func ctrlCStopsTheImportAndChangesNothing() throws {
        let folder = try TestFolder.make("kuriosa-import-sigint")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("Library"), key = folder.appendingPathComponent("key.txt")
        let made = try TestProcess.kuriosa(["init", library.path, "--recovery-key-out", key.path])
        #expect(made.status == 0, "\(made.stderr)")
        let photo = try PictureSamples.jpeg(PictureSamples.quadrants(width: 3000, height: 2000), orientation: 6)
        try Data(photo).write(to: folder.appendingPathComponent("photo.jpg"))
        let rows = (0..<400).map { "Watch \($0),Omega,photo.jpg" }
        try ("Title,Brand,Photos\n" + rows.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("watches.csv"),
                                                                                atomically: true, encoding: .utf8)
        let before = try Self.snapshot(library)
        #expect(!before.isEmpty)
        let process = Process()
        // Through Python, which puts SIGINT back to its default before it runs kuriosa, as a
        // terminal starts it: a test runner passes SIGINT on ignored (started in the background)
        // or blocked (its threads block signals).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT}); os.execv(sys.argv[1], sys.argv[1:])",
                             TestProcess.executable("kuriosa").path, "import", library.path, folder.appendingPathComponent("watches.csv").path, "--recovery-key-file", key.path,
                             "--new-collection", "Watches", "--template", "builtin.watch", "--on-duplicate", "create"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Well into the photos (400 of 6 megapixels take several seconds), then Ctrl-C.
        usleep(1_500_000)
        #expect(process.isRunning)
        kill(process.processIdentifier, SIGINT)
        let sent = Date()
        process.waitUntilExit()
        let took = Date().timeIntervalSince(sent)
        #expect(took < 1, "\(took) s")
        #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus == 130)
        // The catalog and the manifest are as they were. Photos sealed into media/ before the
        // interrupt are listed in the store's intent file, whose next command removes them.
        func kept(_ files: [String: Data]) -> [String: Data] {
            files.filter { !$0.key.contains("/media/") && !$0.key.contains("/.kuriosa-toolkit.intent.") }
        }
        let after = try Self.snapshot(library)
        #expect(kept(after) == kept(before), "\(after.keys.sorted())")
        #expect(after.keys.contains { $0.contains("/media/") } == false || after.keys.contains { $0.contains(".intent.") })
    }
}
